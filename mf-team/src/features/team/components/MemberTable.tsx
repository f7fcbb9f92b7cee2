import { Link } from 'react-router-dom';
import type { TeamMemberTab, TeamUser } from '@portal/contracts/team';
import { formatDate, useLocale } from '@portal/i18n';
import { AvatarImage } from '@portal/ui/avatar';
import { Table, type TableColumn } from '@portal/ui/table';
import { ComplianceStatusPill } from '../../../lib/components/ComplianceStatusPill';
import { teamMessages, useText } from '../../../lib/messages';
import { paths } from '../../../paths';
import { teamViewMessages } from '../messages';

/**
 * The team's members (spec 3 "Team leader area"): picture, name (their page, on the tab the leader
 * works on), a link into a sub-team for a member who leads one, the last login and compliance.
 */
export function MemberTable({ members, leaderId, trail, tab }: { members: TeamUser[]; leaderId: string; trail: string[]; tab: TeamMemberTab }) {
  const text = useText(teamViewMessages);
  const shared = useText(teamMessages);
  // The last logins are dates in the reader's language: re-render when it changes.
  useLocale();
  const columns: TableColumn<TeamUser>[] = [
    {
      key: 'name',
      header: text('team.members.name'),
      rowHeader: true,
      cell: (member) => (
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
      ),
    },
    {
      key: 'lastLogin',
      header: text('team.members.lastLogin'),
      cell: (member) =>
        member.lastLogin ? (
          <time dateTime={member.lastLogin} className="lp-team__nowrap">
            {formatDate(member.lastLogin)}
          </time>
        ) : (
          text('team.members.never')
        ),
    },
    {
      key: 'compliance',
      header: text('team.members.compliance'),
      cell: (member) => <ComplianceStatusPill status={member.complianceStatus}>{shared(`team.status.${member.complianceStatus}`)}</ComplianceStatusPill>,
    },
  ];
  // The section around it has the visible heading; on a phone each member stacks into a block of its own.
  return <Table caption={text('team.members.heading')} captionHidden className="lp-team__members" columns={columns} rows={members} rowKey={(member) => member.id} />;
}
