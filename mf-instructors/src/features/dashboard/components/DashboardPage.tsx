import '../../../lib/components/instructors.css';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { INSTRUCTOR_DASHBOARD_PAGE_SIZE, INSTRUCTOR_TABS, type InstructorSession, type InstructorTab } from '@portal/contracts/instructors';
import { useTranslation } from '@portal/i18n';
import { Button, Spinner, usePageTitle } from '@portal/ui';
import { useSessions, useStats } from '../../../api/instructors';
import { useInstructorAccess } from '../../../lib/access';
import { formatDateTime } from '../../../lib/format';
import { instructorsMessages, useText } from '../../../lib/messages';
import { paths, readDashboardTab } from '../../../paths';
import { StatsChart } from './StatsChart';

/**
 * /instructors/dashboard (spec 3 "Instructor area"): the instructor's sessions on the tabs Upcoming
 * (default) and Historic, 5 a page, and the statistics of the last 3 months. Without the
 * instructors setting or the server's instructor check the user is sent to the dashboard.
 */
export default function DashboardPage() {
  const access = useInstructorAccess();
  const text = useText(instructorsMessages);
  if (access === 'pending') return <Spinner label={text('instructors.loading')} />;
  if (access === 'home') return <Navigate to={paths.home.href()} replace />;
  return <Dashboard />;
}

function Dashboard() {
  const text = useText(instructorsMessages);
  const [search] = useSearchParams();
  const tab = readDashboardTab(search);
  const stats = useStats();
  usePageTitle(text('instructors.title'));

  return (
    <div className="lp-instructors">
      <h1>{text('instructors.title')}</h1>
      <div className="lp-instructors__layout">
        <section aria-labelledby="instructors-sessions-heading">
          <h2 id="instructors-sessions-heading" className="lp-visually-hidden">
            {text('instructors.tabs.label')}
          </h2>
          <nav aria-label={text('instructors.tabs.label')} className="lp-tabs">
            <ul>
              {INSTRUCTOR_TABS.map((each) => (
                <li key={each}>
                  <Link to={paths.dashboard.href(each)} aria-current={each === tab ? 'page' : undefined} replace>
                    {text(`instructors.tabs.${each}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {/* A new tab starts again at its first page. */}
          <SessionPages key={tab} tab={tab} />
        </section>
        {stats.isPending ? null : stats.data ? <StatsChart stats={stats.data} /> : <p role="alert">{text('instructors.general.failure')}</p>}
      </div>
    </div>
  );
}

/** One tab's sessions a page at a time: the tokens of the pages seen so far let Previous go back. */
function SessionPages({ tab }: { tab: InstructorTab }) {
  const text = useText(instructorsMessages);
  const [tokens, setTokens] = useState<(string | undefined)[]>([undefined]);
  const page = tokens.length;
  const sessions = useSessions(tab, tokens[page - 1]);

  if (sessions.isPending) return <Spinner label={text('instructors.loading')} />;
  if (!sessions.data) return <p role="alert">{text('instructors.general.failure')}</p>;
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
            {text('instructors.paging.previous')}
          </Button>
          <span aria-live="polite">{text('instructors.paging.status', { page, pages })}</span>
          <Button variant="secondary" disabled={!token} onClick={() => token && setTokens([...tokens, token])}>
            {text('instructors.paging.next')}
          </Button>
        </nav>
      )}
    </>
  );
}

function SessionRow({ session, tab }: { session: InstructorSession; tab: InstructorTab }) {
  const text = useText(instructorsMessages);
  const { i18n } = useTranslation();
  const title = session.title === session.name ? session.name : `${session.title}: ${session.name}`;
  return (
    <li>
      <h3>
        <Link to={paths.item.href({ id: session.id, dashboardTab: tab })}>{title}</Link>
      </h3>
      <p>
        <time dateTime={session.start_date}>{formatDateTime(session.start_date, i18n.language)}</time> –{' '}
        <time dateTime={session.end_date}>{formatDateTime(session.end_date, i18n.language)}</time>
      </p>
      {session.location && <p>{text('instructors.sessions.location', { location: session.location })}</p>}
      <p>{text('instructors.sessions.attendees', { number: session.attendees.length })}</p>
      {session.attendance_submitted_date && <p>{text('instructors.sessions.submittedOn', { date: formatDateTime(session.attendance_submitted_date, i18n.language) })}</p>}
    </li>
  );
}
