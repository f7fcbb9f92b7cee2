import '../lib/components/team.css';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { teamAdminActions } from '@portal/contracts/team';
import { useSession } from '@portal/session';
import { Spinner, usePageTitle } from '@portal/ui';
import { useTeamAccess } from '../features/access/hooks/use-team-access';
import { useTeamMembers, useTeamsOf } from '../features/team/api/get-team-members';
import { TeamView } from '../features/team/components/TeamView';
import { teamMessages, useText } from '../lib/messages';
import { paths, readBreadcrumb, readMemberTab } from '../paths';
import { pageMessages } from './messages';

/**
 * /team/dashboard/{id?} (spec 3 "Team leader area"): a team's members with their avatar, last login
 * and compliance, the compliance summary and gauge, and the login chart. Without an id it is the
 * leader's own team; with one, a nested team opened through the breadcrumb. Non-team-leaders are sent
 * to the dashboard.
 */
export default function DashboardPage() {
  const access = useTeamAccess();
  const shared = useText(teamMessages);
  if (access === 'pending') return <Spinner label={shared('team.loading')} />;
  if (access === 'home') return <Navigate to={paths.home.href()} replace />;
  return <TeamDashboard />;
}

/** The trail of nested teams from the URL: the breadcrumb param, ending in the id (just the id when they disagree). */
function useTrail(): string[] {
  const { id } = useParams();
  const [search] = useSearchParams();
  const breadcrumb = readBreadcrumb(search);
  if (!id) return [];
  return breadcrumb.at(-1) === id ? breadcrumb : [id];
}

/** The display names of the nested teams' leaders, each read from the team above it (cached). */
function useTrailNames(scope: string, rootId: string, trail: readonly string[]): (string | undefined)[] {
  const teams = useTeamsOf(
    scope,
    trail.map((_, index) => (index === 0 ? rootId : trail[index - 1]!)),
  );
  return trail.map((id, index) => teams[index]?.data?.find((member) => member.id === id)?.displayName);
}

function TeamDashboard() {
  const text = useText(pageMessages);
  const shared = useText(teamMessages);
  const user = useSession((state) => state.user)!;
  const scope = useSession((state) => state.scope) ?? '';
  const trail = useTrail();
  const [search] = useSearchParams();
  // The tab param: the member tab the leader works on, which each member's link opens (decision 0018).
  const tab = readMemberTab(search);
  const leaderId = trail.at(-1) ?? user.id;
  const members = useTeamMembers(scope, leaderId);
  const names = useTrailNames(scope, user.id, trail);
  const title = trail.length === 0 ? text('team.title') : text('team.title.nested', { name: names.at(-1) ?? '' });
  usePageTitle(title);
  // Spec 3: the admin actions belong to the root team user (the leader's own team).
  const actions = trail.length === 0 ? teamAdminActions(user.roles, scope) : [];

  return (
    <div className="lp-team">
      {trail.length > 0 && (
        <nav aria-label={text('team.breadcrumb.label')} className="lp-team__breadcrumb">
          <ol>
            {[undefined, ...trail].map((_, index) => {
              const current = index === trail.length;
              const label = index === 0 ? text('team.title') : text('team.title.nested', { name: names[index - 1] ?? '' });
              return <li key={index}>{current ? <span aria-current="page">{label}</span> : <Link to={paths.dashboard.href(trail.slice(0, index), tab)}>{label}</Link>}</li>;
            })}
          </ol>
        </nav>
      )}
      <h1>{title}</h1>
      {actions.length > 0 && (
        <nav aria-label={text('team.actions.label')} className="lp-team__actions">
          {actions.map((action) => (
            <a key={action.id} className="lp-button lp-button--secondary" href={action.href}>
              {text(`team.actions.${action.id}`)}
            </a>
          ))}
        </nav>
      )}
      {members.isPending ? (
        <Spinner label={shared('team.loading')} />
      ) : !members.data ? (
        <p role="alert">{shared('team.general.failure')}</p>
      ) : (
        <TeamView scope={scope} leaderId={leaderId} trail={trail} tab={tab} members={members.data} />
      )}
    </div>
  );
}
