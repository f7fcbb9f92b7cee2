import '../lib/components/team.css';
import { useDeferredValue } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { TEAM_MEMBER_TABS } from '@portal/contracts/team';
import { featureEnabled, useSession } from '@portal/session';
import { Spinner, usePageTitle } from '@portal/ui';
import { useTeamAccess } from '../features/access/hooks/use-team-access';
import { EnrolmentsTab } from '../features/enrolments/components/EnrolmentsTab';
import { useTeamMember } from '../features/member/api/get-team-member';
import { CertificatesTab } from '../features/member/components/CertificatesTab';
import { HistoryTab } from '../features/member/components/HistoryTab';
import { MemberHeader } from '../features/member/components/MemberHeader';
import { teamMessages, useText } from '../lib/messages';
import { paths, readBreadcrumb, readMemberTab } from '../paths';
import { pageMessages } from './messages';

/**
 * /team/member/{id}/{parentId?} (spec 3 "Team leader area"): one member of a team (parentId: the
 * member's own team leader, by default the signed-in leader), on the tabs Certificates (default),
 * Learning history, Enrolments and, when the tenant records it, Independent learning.
 */
export default function MemberPage() {
  const access = useTeamAccess();
  const shared = useText(teamMessages);
  if (access === 'pending') return <Spinner label={shared('team.loading')} />;
  if (access === 'home') return <Navigate to={paths.home.href()} replace />;
  return <Member />;
}

function Member() {
  const text = useText(pageMessages);
  const shared = useText(teamMessages);
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
  // The tab's tables render after the heading and numbers have been painted, in a render React slices
  // (a deferred value is a transition): the member's answer otherwise rendered the whole page, and the
  // shell's move of focus to the new heading laid it all out, in one task of ~230 ms at 4× CPU, which
  // held back whatever the leader did next.
  const deferred = useDeferredValue(member.data);
  // Until the deferred render catches up with another member, no tables rather than the previous member's under this one's name.
  const panel = deferred && deferred.user.id === member.data?.user.id ? deferred : undefined;
  usePageTitle(member.data?.user.displayName ?? text('team.title'));
  // The team the member belongs to (the trail's last team, or the leader's own when it is empty), on the tab the leader is on.
  const back = paths.dashboard.href(parentId === user.id ? [] : trail.at(-1) === parentId ? trail : [parentId], tab);

  return (
    <div className="lp-team">
      <p>
        <Link to={back}>{text('team.member.back')}</Link>
      </p>
      {member.isPending ? (
        <Spinner label={shared('team.loading')} />
      ) : !member.data ? (
        <p role="alert">{shared('team.general.failure')}</p>
      ) : (
        <>
          <MemberHeader member={member.data} />
          <nav aria-label={text('team.member.tabs.label')} className="lp-tabs">
            <ul>
              {tabs.map((each) => (
                <li key={each}>
                  <Link to={paths.member.href({ id, parentId, trail, tab: each })} aria-current={each === tab ? 'page' : undefined} replace>
                    {shared(`team.member.tabs.${each}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="lp-team__tabs-panel">
            {panel && tab === 'Certificates' && <CertificatesTab member={panel} scope={scope} parentId={parentId} />}
            {panel && tab === 'LearningHistory' && <HistoryTab member={panel} kind="history" />}
            {panel && tab === 'IndependentLearning' && <HistoryTab member={panel} kind="independent" />}
            {panel && tab === 'Enrolments' && <EnrolmentsTab member={panel} scope={scope} leaderId={user.id} />}
          </div>
        </>
      )}
    </div>
  );
}
