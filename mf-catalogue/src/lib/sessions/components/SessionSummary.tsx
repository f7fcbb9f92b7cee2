import type { Session } from '@portal/contracts/catalogue';
import { formatDateRange, formatDateTime } from '@portal/i18n';
import { shortLocation } from '../../domain/names';
import { useText } from '../../messages';
import { sessionMessages } from '../messages';

/**
 * When and where a session is, its seats and deadlines, and the user's enrolment (spec 2 §3 Session).
 * `short`: the list of an event's sessions shows the location cut to 18 characters (spec 2 §9), the
 * whole of it in the details and as the cut text's title, and screen readers always hear all of it.
 */
export function SessionSummary({ session, short = false }: { session: Session; short?: boolean }) {
  const text = useText(sessionMessages);
  return (
    <dl className="lp-session-summary">
      <div>
        <dt>{text('catalogue.sessions.when')}</dt>
        <dd>{formatDateRange(session.StartDate, session.EndDate)}</dd>
      </div>
      {session.Location && (
        <div>
          <dt>{text('catalogue.sessions.where')}</dt>
          {short && shortLocation(session.Location) !== session.Location ? (
            <dd title={session.Location}>
              <span aria-hidden="true">{shortLocation(session.Location)}</span>
              <span className="lp-visually-hidden">{session.Location}</span>
            </dd>
          ) : (
            <dd>{session.Location}</dd>
          )}
        </div>
      )}
      <div>
        <dt>{text('catalogue.sessions.seats')}</dt>
        <dd>{text('catalogue.sessions.seatsAvailable', { available: Math.max(0, session.AvailableSeats), seats: session.Seats })}</dd>
      </div>
      {session.EnrolmentDeadline && (
        <div>
          <dt>{text('catalogue.sessions.enrolmentDeadline')}</dt>
          <dd>{formatDateTime(session.EnrolmentDeadline)}</dd>
        </div>
      )}
      {session.CancellationDeadline && (
        <div>
          <dt>{text('catalogue.sessions.cancellationDeadline')}</dt>
          <dd>{formatDateTime(session.CancellationDeadline)}</dd>
        </div>
      )}
      <div>
        <dt>{text('catalogue.sessions.yourStatus')}</dt>
        <dd>{text(session.Status ? `catalogue.sessions.status.${session.Status}` : `catalogue.sessions.enrolment.${session.Enrolment}`)}</dd>
      </div>
    </dl>
  );
}
