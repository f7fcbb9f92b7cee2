import { useEffect, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { Session } from '@portal/contracts/catalogue';
import { Button, SafeHtml, Spinner, messages } from '@portal/ui';
import { paths } from '../../../paths';
import { useText } from '../../../lib/messages';
import { useCatalogueIndex } from '../../../lib/use-catalogue-index';
import { useSessionCallContext } from '../../../lib/sessions/hooks/use-session-actions';
import { useRegisterInterest } from '../api/register-interest';
import { visibleSessions } from '../../../lib/sessions/session-visibility';
import { hasOpenSession, sessionsShown } from '../domain/visible-sessions';
import { eventMessages } from '../messages';
import { SessionCard } from './SessionCard';
import '../../../lib/sessions/sessions.css';

/** Spec 2 §9: the page scrolls to the session named in the URL after 2 seconds (the list has rendered by then). */
export const ANCHOR_SCROLL_DELAY_MS = 2000;

/** /catalogue/event/{id}/{parentId?}: an event, its description and its sessions (spec 2 §2). */
export default function EventPage() {
  const { id = '', parentId } = useParams();
  const [searchParams] = useSearchParams();
  const anchor = searchParams.get('session');
  const text = useText(eventMessages);
  const { index, isLoading } = useCatalogueIndex();
  const [pages, setPages] = useState(1);
  // Spec 2 §8: after NoAvailableSeats the session shows 0 seats, whatever the cached catalogue says.
  const [seatsGone, setSeatsGone] = useState<ReadonlySet<string>>(new Set());

  const event = index?.byId.get(id);
  const parent = parentId ? index?.byId.get(parentId) : undefined;
  const sessions = useMemo(() => {
    const listed = visibleSessions(event?.Sessions ?? [], event?.SessionScheduling, Date.now());
    return listed.map((session): Session => (seatsGone.has(session.Id) ? { ...session, AvailableSeats: 0 } : session));
  }, [event, seatsGone]);

  // Show enough pages to include the anchored session, then scroll to it.
  const anchorPosition = anchor ? sessions.findIndex((session) => session.Id === anchor) : -1;
  const shown = Math.max(sessionsShown(pages), anchorPosition + 1);
  useEffect(() => {
    if (anchorPosition < 0) return;
    const timer = setTimeout(() => document.getElementById(sessionAnchorId(anchor ?? ''))?.scrollIntoView({ block: 'start' }), ANCHOR_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [anchor, anchorPosition]);

  if (isLoading || !index) return <Spinner label={text('catalogue.event.loading')} />;
  if (!event || event.type !== 'Event') {
    return (
      <div className="lp-event">
        <p>{text('catalogue.event.notFound')}</p>
        <Link to={paths.index.href()}>{text('catalogue.event.backToCatalogue')}</Link>
      </div>
    );
  }

  return (
    <article className="lp-event" aria-labelledby="lp-event-title">
      {parent && <Link to={paths.curriculum.href(parent.Id)}>{text('catalogue.event.backToParent', { name: parent.Name })}</Link>}
      <h1 id="lp-event-title">{event.Name}</h1>
      <SafeHtml className="lp-event__description" html={event.Description} />

      <section aria-labelledby="lp-event-sessions">
        <h2 id="lp-event-sessions">{text('catalogue.event.sessions')}</h2>
        {sessions.length === 0 && <p>{text('catalogue.event.noSessions')}</p>}
        {!hasOpenSession(sessions, Date.now()) && <RegisterInterest eventId={event.Id} />}
        <ul className="lp-session-list">
          {sessions.slice(0, shown).map((session) => (
            <li key={session.Id} id={sessionAnchorId(session.Id)}>
              <SessionCard session={session} eventId={event.Id} onNoSeats={(sessionId) => setSeatsGone((gone) => new Set(gone).add(sessionId))} />
            </li>
          ))}
        </ul>
        {sessions.length > shown && (
          <>
            <p>{text('catalogue.event.shownOf', { shown, total: sessions.length })}</p>
            <Button variant="secondary" onClick={() => setPages(Math.ceil(shown / sessionsShown(1)) + 1)}>
              {text('catalogue.event.loadMore')}
            </Button>
          </>
        )}
      </section>
    </article>
  );
}

export function sessionAnchorId(sessionId: string): string {
  return `session-${sessionId}`;
}

function RegisterInterest({ eventId }: { eventId: string }) {
  const text = useText(eventMessages);
  const { scope, userId } = useSessionCallContext();
  const registration = useRegisterInterest(scope, userId);
  const busy = registration.isPending;
  const done = registration.data === true;

  async function register() {
    const ok = await registration.mutateAsync(eventId);
    if (ok) messages.success(text('L10N.GLOBAL.MESSAGES.Subscribe.Success'));
    else messages.error(text('L10N.GLOBAL.MESSAGES.Subscribe.Failure'));
  }

  return (
    <div className="lp-event__interest">
      <p>{done ? text('L10N.GLOBAL.MESSAGES.Subscribe.Success') : text('catalogue.event.noOpenSessions')}</p>
      {!done && (
        <Button onClick={() => void register()} disabled={busy}>
          {text('catalogue.event.registerInterest')}
        </Button>
      )}
    </div>
  );
}
