import { useId } from 'react';
import type { TeamMemberTab, TeamUser } from '@portal/contracts/team';
import { Spinner } from '@portal/ui';
import { teamMessages, useText } from '../../../lib/messages';
import { useCompliance } from '../api/get-compliance';
import { teamViewMessages } from '../messages';
import { ComplianceSummaryView } from './ComplianceSummary';
import { LoginChart } from './LoginChart';
import { MemberTable } from './MemberTable';

/** A team (spec 3 "Team leader area"): its members, and beside them the compliance summary and the login chart. */
export function TeamView({ scope, leaderId, trail, tab, members }: { scope: string; leaderId: string; trail: string[]; tab: TeamMemberTab; members: TeamUser[] }) {
  const text = useText(teamViewMessages);
  const shared = useText(teamMessages);
  const membersHeading = useId();
  const compliance = useCompliance(
    scope,
    leaderId,
    members.map((member) => member.id),
  );
  return (
    <div className="lp-team__layout">
      <section aria-labelledby={membersHeading}>
        <h2 id={membersHeading}>{text('team.members.heading')}</h2>
        {members.length === 0 ? <p>{text('team.members.none')}</p> : <MemberTable members={members} leaderId={leaderId} trail={trail} tab={tab} />}
      </section>
      <div>
        {members.length > 0 &&
          (compliance.isPending ? (
            <Spinner label={shared('team.loading')} />
          ) : compliance.data ? (
            <ComplianceSummaryView summary={compliance.data} teamId={leaderId} />
          ) : (
            <p role="alert">{shared('team.general.failure')}</p>
          ))}
        {members.length > 0 && <LoginChart members={members} teamId={leaderId} />}
      </div>
    </div>
  );
}
