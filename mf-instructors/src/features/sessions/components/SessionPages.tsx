import { useState } from 'react';
import { Link } from 'react-router-dom';
import { INSTRUCTOR_DASHBOARD_PAGE_SIZE, type InstructorSession, type InstructorTab } from '@portal/contracts/instructors';
import { formatDateTime } from '@portal/i18n';
import { Button, Spinner } from '@portal/ui';
import { instructorsMessages, useText } from '../../../lib/messages';
import { paths } from '../../../paths';
import { useSessions } from '../api/list-sessions';
import { sessionListMessages } from '../messages';

/** One tab's sessions a page at a time: the tokens of the pages seen so far let Previous go back. */
export function SessionPages({ tab }: { tab: InstructorTab }) {
  const text = useText(sessionListMessages);
  const shared = useText(instructorsMessages);
  const [tokens, setTokens] = useState<(string | undefined)[]>([undefined]);
  const page = tokens.length;
  const sessions = useSessions(tab, tokens[page - 1]);
  if (sessions.isPending) return <Spinner label={shared('instructors.loading')} />;
  if (!sessions.data) return <p role="alert">{shared('instructors.general.failure')}</p>;
  const { sessions: list, total_sessions: total, token } = sessions.data;
  const pages = Math.max(1, Math.ceil(total / INSTRUCTOR_DASHBOARD_PAGE_SIZE));
  return (
    <>
      {list.length === 0 ? (
        <p>{text('instructors.sessions.none')}</p>
      ) : (
        <ul className="lp-instructors__sessions">
          {list.map((session) => (
            <SessionRow key={session.id} session={session} tab={tab} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label={text('instructors.paging.label')} className="lp-instructors__actions">
          <Button variant="secondary" disabled={page === 1} onClick={() => setTokens(tokens.slice(0, -1))}>
            {shared('instructors.paging.previous')}
          </Button>
          <span aria-live="polite">{shared('instructors.paging.status', { page, pages })}</span>
          <Button variant="secondary" disabled={!token} onClick={() => token && setTokens([...tokens, token])}>
            {shared('instructors.paging.next')}
          </Button>
        </nav>
      )}
    </>
  );
}

function SessionRow({ session, tab }: { session: InstructorSession; tab: InstructorTab }) {
  const text = useText(sessionListMessages);
  const shared = useText(instructorsMessages);
  const title = session.title === session.name ? session.name : `${session.title}: ${session.name}`;
  return (
    <li>
      <h3>
        <Link to={paths.item.href({ id: session.id, dashboardTab: tab })}>{title}</Link>
      </h3>
      <p>
        <time dateTime={session.start_date}>{formatDateTime(session.start_date)}</time> – <time dateTime={session.end_date}>{formatDateTime(session.end_date)}</time>
      </p>
      {session.location && <p>{shared('instructors.sessions.location', { location: session.location })}</p>}
      <p>{text('instructors.sessions.attendees', { number: session.attendees.length })}</p>
      {session.attendance_submitted_date && <p>{shared('instructors.sessions.submittedOn', { date: formatDateTime(session.attendance_submitted_date) })}</p>}
    </li>
  );
}
