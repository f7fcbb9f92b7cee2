import type { TeamMember } from '@portal/contracts/team';
import { formatNumber } from '@portal/i18n';
import { AvatarImage } from '@portal/ui/avatar';
import { teamMessages, useText } from '../../../lib/messages';
import { memberMessages } from '../messages';
import { ComplianceStatusPill } from '../../../lib/components/ComplianceStatusPill';

/** A member's picture and name (the page's heading), compliance status and numbers (logins, enrolments, completed). */
export function MemberHeader({ member }: { member: TeamMember }) {
  const text = useText(memberMessages);
  const shared = useText(teamMessages);
  return (
    <>
      <div className="lp-team__person">
        <AvatarImage src={member.user.avatar} name={member.user.displayName} size={64} />
        <h1>{member.user.displayName}</h1>
      </div>
      <p>
        <ComplianceStatusPill status={member.user.complianceStatus}>{shared(`team.status.${member.user.complianceStatus}`)}</ComplianceStatusPill>
      </p>
      <dl className="lp-team__stats">
        <div>
          <dt>{text('team.member.stats.logins')}</dt>
          <dd>{formatNumber(member.stats.login_count)}</dd>
        </div>
        <div>
          <dt>{text('team.member.stats.enrolments')}</dt>
          <dd>{formatNumber(member.stats.enrolment_count)}</dd>
        </div>
        <div>
          <dt>{text('team.member.stats.completed')}</dt>
          <dd>{formatNumber(member.stats.completed_count)}</dd>
        </div>
      </dl>
    </>
  );
}
