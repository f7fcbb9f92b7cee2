import '../lib/components/instructors.css';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { INSTRUCTOR_SESSION_TABS } from '@portal/contracts/instructors';
import { formatDateTime } from '@portal/i18n';
import { Spinner, usePageTitle } from '@portal/ui';
import { useInstructorAccess } from '../features/access/hooks/use-instructor-access';
import { AddUsers } from '../features/add-users/components/AddUsers';
import { Register } from '../features/register/components/Register';
import { useInstructorSession } from '../lib/api/get-session';
import { instructorsMessages, useText } from '../lib/messages';
import { paths, readItemParams } from '../paths';
import { pageMessages } from './messages';

/**
 * /instructors/item (spec 3 "Instructor area"): one session, on the tabs Attendees (default: the
 * register) and AddUsers; dashboardTab is the dashboard tab to go back to. Without the instructors
 * setting or the server's instructor check the user is sent to the dashboard.
 */
export default function SessionPage() {
  const access = useInstructorAccess();
  const shared = useText(instructorsMessages);
  const [search] = useSearchParams();
  const params = readItemParams(search);
  if (access === 'pending') return <Spinner label={shared('instructors.loading')} />;
  if (access === 'home') return <Navigate to={paths.home.href()} replace />;
  if (!params) return <Navigate to={paths.dashboard.href()} replace />;
  return <SessionView {...params} />;
}

function SessionView({ id, selectedTab, dashboardTab }: NonNullable<ReturnType<typeof readItemParams>>) {
  const text = useText(pageMessages);
  const shared = useText(instructorsMessages);
  const session = useInstructorSession(id);
  const title = session.data ? (session.data.title === session.data.name ? session.data.name : `${session.data.title}: ${session.data.name}`) : '';
  usePageTitle(title || text('instructors.title'));
  if (session.isPending) return <Spinner label={shared('instructors.loading')} />;
  if (!session.data) return <p role="alert">{shared('instructors.general.failure')}</p>;
  const data = session.data;

  return (
    <div className="lp-instructors">
      <p>
        <Link to={paths.dashboard.href(dashboardTab)}>{text('instructors.session.back')}</Link>
      </p>
      <h1>{title}</h1>
      <p>
        <time dateTime={data.start_date}>{formatDateTime(data.start_date)}</time> – <time dateTime={data.end_date}>{formatDateTime(data.end_date)}</time>
      </p>
      {data.location && <p>{shared('instructors.sessions.location', { location: data.location })}</p>}
      <nav aria-label={text('instructors.session.tabs.label')} className="lp-tabs">
        <ul>
          {INSTRUCTOR_SESSION_TABS.map((tab) => (
            <li key={tab}>
              <Link to={paths.item.href({ id, selectedTab: tab, dashboardTab })} aria-current={tab === selectedTab ? 'page' : undefined} replace>
                {shared(`instructors.session.tabs.${tab}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {selectedTab === 'Attendees' ? <Register key={`${data.id}:${data.attendance_submitted_date ?? ''}:${data.attendees.length}`} session={data} /> : <AddUsers session={data} />}
    </div>
  );
}
