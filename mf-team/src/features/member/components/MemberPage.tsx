import '../../../lib/components/team.css';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { TEAM_MEMBER_TABS, type TeamMember } from '@portal/contracts/team';
import { formatNumber } from '@portal/i18n';
import { featureEnabled, useSession } from '@portal/session';
import { Spinner, usePageTitle } from '@portal/ui';
import { AvatarImage } from '@portal/ui/avatar';
import { useTeamMember } from '../../../api/team';
import { useTeamAccess } from '../../../lib/access';
import { teamMessages, useText } from '../../../lib/messages';
import { paths, readBreadcrumb, readMemberTab } from '../../../paths';
import { CertificatesTab } from './CertificatesTab';
import { EnrolmentsTab } from './EnrolmentsTab';
import { HistoryTab } from './HistoryTab';

/**
 * /team/member/{id}/{parentId?} (spec 3 "Team leader area"): one member of a team (parentId: the
 * member's own team leader, by default the signed-in leader), on the tabs Certificates (default),
 * Learning history, Enrolments and, when the tenant records it, Independent learning.
 */
export default function MemberPage() {
  const access = useTeamAccess();
  const text = useText(teamMessages);
  if (access === 'pending') return <Spinner label={text('team.loading')} />;
  if (access === 'home') return <Navigate to={paths.home.href()} replace />;
  return <Member />;
}

function Member() {
  const text = useText(teamMessages);
  const { id = '', parentId: givenParent } = useParams();
  const [search] = useSearchParams();
  const user = useSession((state) => state.user)!;
  const scope = useSession((state) => state.scope) ?? '';
  const independent = featureEnabled(
    useSession((state) => state.settings),
    'externalLearning',
  );
  const parentId = givenParent ?? user.id;
  const trail = readBreadcrumb(search);
  const tabs = TEAM_MEMBER_TABS.filter((tab) => tab !== 'IndependentLearning' || independent);
  const requested = readMemberTab(search);
  const tab = tabs.includes(requested) ? requested : 'Certificates';
  const member = useTeamMember(scope, parentId, id);
  usePageTitle(member.data?.user.displayName ?? text('team.title'));
  // The team the member belongs to (the trail's last team, or the leader's own when it is empty), on the tab the leader is on.
  const back = paths.dashboard.href(parentId === user.id ? [] : trail.at(-1) === parentId ? trail : [parentId], tab);

  return (
    <div className="lp-team">
      <p>
        <Link to={back}>{text('team.member.back')}</Link>
      </p>
      {member.isPending ? (
        <Spinner label={text('team.loading')} />
      ) : !member.data ? (
        <p role="alert">{text('team.general.failure')}</p>
      ) : (
        <>
          <MemberHeader member={member.data} />
          <nav aria-label={text('team.member.tabs.label')} className="lp-tabs">
            <ul>
              {tabs.map((each) => (
                <li key={each}>
                  <Link to={paths.member.href({ id, parentId, trail, tab: each })} aria-current={each === tab ? 'page' : undefined} replace>
                    {text(`team.member.tabs.${each}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="lp-team__tabs-panel">
            {tab === 'Certificates' && <CertificatesTab member={member.data} scope={scope} parentId={parentId} />}
            {tab === 'LearningHistory' && <HistoryTab member={member.data} kind="history" />}
            {tab === 'IndependentLearning' && <HistoryTab member={member.data} kind="independent" />}
            {tab === 'Enrolments' && <EnrolmentsTab member={member.data} scope={scope} leaderId={user.id} />}
          </div>
        </>
      )}
    </div>
  );
}

function MemberHeader({ member }: { member: TeamMember }) {
  const text = useText(teamMessages);
  return (
    <>
      <div className="lp-team__person">
        <AvatarImage src={member.user.avatar} name={member.user.displayName} size={64} />
        <h1>{member.user.displayName}</h1>
      </div>
      <p>
        <span className={`lp-team__status lp-team__status--${member.user.complianceStatus}`}>{text(`team.status.${member.user.complianceStatus}`)}</span>
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
