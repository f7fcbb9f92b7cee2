import { Link } from 'react-router-dom';
import type { TeamMemberTab, TeamUser } from '@portal/contracts/team';
import { formatDate } from '@portal/i18n';
import { AvatarImage } from '@portal/ui/avatar';
import { TableScroll } from '../../../lib/components/TableScroll';
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
                    {formatDate(member.lastLogin)}
                  </time>
                ) : (
                  text('team.members.never')
                )}
              </td>
              <td>
                <span className={`lp-team__status lp-team__status--${member.complianceStatus}`}>{shared(`team.status.${member.complianceStatus}`)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
