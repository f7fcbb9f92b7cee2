import type { Session } from '@portal/contracts/catalogue';
import { Link } from 'react-router-dom';
import { Button, Dialog } from '@portal/ui';
import { paths } from '../../../paths';
import { useText } from '../../messages';
import { icsHref } from '../api/session-calls';
import { useSessionCallContext, type SessionActionOptions } from '../hooks/use-session-actions';
import { sessionMessages } from '../messages';
import { SessionActionsBar } from './SessionActionsBar';
import { SessionSummary } from './SessionSummary';

export interface SessionDetailsDialogProps extends SessionActionOptions {
  session: Session;
  eventId: string;
  /** Shows a link to the event page (the calendar); the event page itself leaves it out. */
  showEventLink?: boolean;
  onClose(): void;
}

/** The event session details modal (spec 2 §2): the session, its actions and its iCalendar link. */
export function SessionDetailsDialog({ session, eventId, showEventLink = false, onClose, ...options }: SessionDetailsDialogProps) {
  const text = useText(sessionMessages);
  const context = useSessionCallContext();
  return (
    <Dialog title={session.Name} onClose={onClose}>
      <SessionSummary session={session} />
      <SessionActionsBar session={session} inline {...options} />
      <p className="lp-session-links">
        <a href={icsHref(context, eventId, session.Id)} download aria-label={`${text('catalogue.sessions.addToCalendarText')}: ${session.Name}`}>
          {text('catalogue.sessions.addToCalendarText')}
        </a>
        {showEventLink && <Link to={paths.event.href(eventId)}>{text('catalogue.sessions.openEvent')}</Link>}
      </p>
      <Button variant="secondary" onClick={onClose}>
        {text('catalogue.sessions.close')}
      </Button>
    </Dialog>
  );
}
