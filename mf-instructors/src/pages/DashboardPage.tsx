import '../lib/components/instructors.css';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { INSTRUCTOR_TABS } from '@portal/contracts/instructors';
import { Spinner, usePageTitle } from '@portal/ui';
import { useInstructorAccess } from '../features/access/hooks/use-instructor-access';
import { SessionPages } from '../features/sessions/components/SessionPages';
import { useStats } from '../features/stats/api/get-stats';
import { StatsChart } from '../features/stats/components/StatsChart';
import { instructorsMessages, useText } from '../lib/messages';
import { paths, readDashboardTab } from '../paths';
import { pageMessages } from './messages';

/**
 * /instructors/dashboard (spec 3 "Instructor area"): the instructor's sessions on the tabs Upcoming
 * (default) and Historic, 5 a page, and the statistics of the last 3 months. Without the
 * instructors setting or the server's instructor check the user is sent to the dashboard.
 */
export default function DashboardPage() {
  const access = useInstructorAccess();
  const shared = useText(instructorsMessages);
  if (access === 'pending') return <Spinner label={shared('instructors.loading')} />;
  if (access === 'home') return <Navigate to={paths.home.href()} replace />;
  return <Dashboard />;
}

function Dashboard() {
  const text = useText(pageMessages);
  const shared = useText(instructorsMessages);
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
        {stats.isPending ? null : stats.data ? <StatsChart stats={stats.data} /> : <p role="alert">{shared('instructors.general.failure')}</p>}
      </div>
    </div>
  );
}
