import type { Session } from '@portal/contracts/catalogue';
import { useText } from '../../messages';
import { formatDateRange, formatDateTime, useLocale } from '../format';
import { sessionMessages } from '../messages';

/** When and where a session is, its seats and deadlines, and the user's enrolment (spec 2 §3 Session). */
export function SessionSummary({ session }: { session: Session }) {
  const text = useText(sessionMessages);
  const locale = useLocale();
  return (
    <dl className="lp-session-summary">
      <div>
        <dt>{text('catalogue.sessions.when')}</dt>
        <dd>{formatDateRange(session.StartDate, session.EndDate, locale)}</dd>
      </div>
      {session.Location && (
        <div>
          <dt>{text('catalogue.sessions.where')}</dt>
          <dd>{session.Location}</dd>
        </div>
      )}
      <div>
        <dt>{text('catalogue.sessions.seats')}</dt>
        <dd>{text('catalogue.sessions.seatsAvailable', { available: Math.max(0, session.AvailableSeats), seats: session.Seats })}</dd>
      </div>
      {session.EnrolmentDeadline && (
        <div>
          <dt>{text('catalogue.sessions.enrolmentDeadline')}</dt>
          <dd>{formatDateTime(session.EnrolmentDeadline, locale)}</dd>
        </div>
      )}
      {session.CancellationDeadline && (
        <div>
          <dt>{text('catalogue.sessions.cancellationDeadline')}</dt>
          <dd>{formatDateTime(session.CancellationDeadline, locale)}</dd>
        </div>
      )}
      <div>
        <dt>{text('catalogue.sessions.yourStatus')}</dt>
        <dd>{text(session.Status ? `catalogue.sessions.status.${session.Status}` : `catalogue.sessions.enrolment.${session.Enrolment}`)}</dd>
      </div>
    </dl>
  );
}
