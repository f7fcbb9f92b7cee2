import { useId, useState } from 'react';
import type { Session } from '@portal/contracts/catalogue';
import { Button } from '@portal/ui';
import { useText } from '../../../lib/messages';
import { icsHref } from '../../../lib/sessions/api/session-calls';
import { SessionActionsBar } from '../../../lib/sessions/components/SessionActionsBar';
import { SessionDetailsDialog } from '../../../lib/sessions/components/SessionDetailsDialog';
import { SessionSummary } from '../../../lib/sessions/components/SessionSummary';
import { useSessionCallContext } from '../../../lib/sessions/hooks/use-session-actions';
import { sessionMessages } from '../../../lib/sessions/messages';
import { eventMessages } from '../messages';

export interface SessionCardProps {
  session: Session;
  eventId: string;
  onNoSeats(sessionId: string): void;
}

const cardMessages = { ...sessionMessages, ...eventMessages };

/** One session on the event page: when, where, seats, deadlines, the user's actions, iCalendar and details. */
export function SessionCard({ session, eventId, onNoSeats }: SessionCardProps) {
  const text = useText(cardMessages);
  const context = useSessionCallContext();
  const headingId = useId();
  const [details, setDetails] = useState(false);
  return (
    <article className="lp-session" aria-labelledby={headingId}>
      <h3 id={headingId}>{session.Name}</h3>
      <SessionSummary session={session} short />
      <SessionActionsBar session={session} onNoSeats={onNoSeats} />
      <p className="lp-session-links">
        <a href={icsHref(context, eventId, session.Id)} download aria-label={`${text('catalogue.sessions.addToCalendarText')}: ${session.Name}`}>
          {text('catalogue.sessions.addToCalendarText')}
        </a>
        <Button variant="link" aria-label={text('catalogue.event.details', { name: session.Name })} onClick={() => setDetails(true)}>
          {text('catalogue.event.detailsText')}
        </Button>
      </p>
      {details && <SessionDetailsDialog session={session} eventId={eventId} onNoSeats={onNoSeats} onClose={() => setDetails(false)} />}
    </article>
  );
}
