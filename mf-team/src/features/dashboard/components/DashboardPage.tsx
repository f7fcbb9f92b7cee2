import '../../../lib/components/team.css';
import { useQueries } from '@tanstack/react-query';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { useApi } from '@portal/api-client';
import { teamAdminActions, type TeamMemberTab, type TeamUser } from '@portal/contracts/team';
import { useTranslation } from '@portal/i18n';
import { useSession } from '@portal/session';
import { Spinner, usePageTitle } from '@portal/ui';
import { AvatarImage } from '@portal/ui/avatar';
import { teamMembersQuery, useCompliance, useTeamMembers } from '../../../api/team';
import { useTeamAccess } from '../../../lib/access';
import { formatDay } from '../../../lib/format';
import { TableScroll } from '../../../lib/components/TableScroll';
import { teamMessages, useText } from '../../../lib/messages';
import { paths, readBreadcrumb, readMemberTab } from '../../../paths';
import { ComplianceSummaryView } from './ComplianceSummary';
import { LoginChart } from './LoginChart';

/**
 * /team/dashboard/{id?} (spec 3 "Team leader area"): a team's members with their avatar, last login
 * and compliance, the compliance summary and gauge, and the login chart. Without an id it is the
 * leader's own team; with one, a nested team opened through the breadcrumb. Non-team-leaders are sent
 * to the dashboard.
 */
export default function DashboardPage() {
  const access = useTeamAccess();
  const text = useText(teamMessages);
  if (access === 'pending') return <Spinner label={text('team.loading')} />;
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

function TeamDashboard() {
  const text = useText(teamMessages);
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
        <Spinner label={text('team.loading')} />
      ) : !members.data ? (
        <p role="alert">{text('team.general.failure')}</p>
      ) : (
        <TeamView scope={scope} leaderId={leaderId} trail={trail} tab={tab} members={members.data} />
      )}
    </div>
  );
}

/** The display names of the nested teams' leaders, each read from the team above it (cached). */
function useTrailNames(scope: string, rootId: string, trail: readonly string[]): (string | undefined)[] {
  const api = useApi();
  const teams = useQueries({ queries: trail.map((_, index) => teamMembersQuery(api, scope, index === 0 ? rootId : trail[index - 1]!)) });
  return trail.map((id, index) => teams[index]?.data?.find((member) => member.id === id)?.displayName);
}

function TeamView({ scope, leaderId, trail, tab, members }: { scope: string; leaderId: string; trail: string[]; tab: TeamMemberTab; members: TeamUser[] }) {
  const text = useText(teamMessages);
  const compliance = useCompliance(
    scope,
    leaderId,
    members.map((member) => member.id),
  );
  return (
    <div className="lp-team__layout">
      <section>
        <h2>{text('team.members.heading')}</h2>
        {members.length === 0 ? <p>{text('team.members.none')}</p> : <MemberTable members={members} leaderId={leaderId} trail={trail} tab={tab} />}
      </section>
      <div>
        {members.length > 0 &&
          (compliance.isPending ? (
            <Spinner label={text('team.loading')} />
          ) : compliance.data ? (
            <ComplianceSummaryView summary={compliance.data} teamId={leaderId} />
          ) : (
            <p role="alert">{text('team.general.failure')}</p>
          ))}
        {members.length > 0 && <LoginChart members={members} teamId={leaderId} />}
      </div>
    </div>
  );
}

function MemberTable({ members, leaderId, trail, tab }: { members: TeamUser[]; leaderId: string; trail: string[]; tab: TeamMemberTab }) {
  const text = useText(teamMessages);
  const { i18n } = useTranslation();
  return (
    <TableScroll label={text('team.members.heading')}>
      <table className="lp-team__table lp-team__members">
        <thead>
          <tr>
            <th scope="col">{text('team.members.name')}</th>
            <th scope="col">{text('team.members.lastLogin')}</th>
            <th scope="col">{text('team.members.compliance')}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id}>
              <th scope="row">
                <span className="lp-team__person">
                  <AvatarImage src={member.avatar} name={member.displayName} size={40} />
                  <span className="lp-team__person-links">
                    <Link to={paths.member.href({ id: member.id, parentId: leaderId, trail, tab })}>{member.displayName}</Link>
                    {member.isTeamLeader && (
                      <Link to={paths.dashboard.href([...trail, member.id], tab)} className="lp-team__subteam">
                        {text('team.members.openTeam', { name: member.displayName })}
                      </Link>
                    )}
                  </span>
                </span>
              </th>
              <td>
                {member.lastLogin ? (
                  <time dateTime={member.lastLogin} className="lp-team__nowrap">
                    {formatDay(member.lastLogin, i18n.language)}
                  </time>
                ) : (
                  text('team.members.never')
                )}
              </td>
              <td>
                <span className={`lp-team__status lp-team__status--${member.complianceStatus}`}>{text(`team.status.${member.complianceStatus}`)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
