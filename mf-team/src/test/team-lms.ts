import type { MockHandler } from '@portal/api-client/testing';
import { complianceCounts, type EnrolmentItem, type TeamCertificateRow, type TeamMember, type TeamUser } from '@portal/contracts/team';
import { makeUser } from '@portal/testing';

/** The team area's test data, and the mock LMS answering its /dashel and /notary calls (for @portal/testing's renderAreaPage). */

export const leader = makeUser({ id: 'lead', username: 'teamleader', displayName: 'Grace Okafor', roles: ['TeamLeader'] });

const hoursAgo = (n: number) => new Date(Date.now() - n * 3_600_000).toISOString();
export const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

export const teamUser = (id: string, displayName: string, extra: Partial<TeamUser> = {}): TeamUser => ({
  id,
  displayName,
  surname: displayName.split(' ').at(-1) ?? null,
  mail: `${id}@example.org`,
  lastLogin: hoursAgo(2),
  avatar: `/_api/avatar/${id}@example.org?s=160`,
  complianceStatus: 'Compliant',
  isTeamLeader: false,
  ...extra,
});

export const TEAM: TeamUser[] = [
  teamUser('amara', 'Amara Bello', { lastLogin: hoursAgo(1 / 3) }),
  teamUser('chloe', 'Chloe Dunn', { complianceStatus: 'ExpiringSoon', lastLogin: hoursAgo(72) }),
  teamUser('dev', 'Dev Iyer', { complianceStatus: 'NonCompliant', lastLogin: hoursAgo(24 * 400) }),
  teamUser('hana', 'Hana Kato', { complianceStatus: 'NonCompliant', lastLogin: null }),
  teamUser('jade', 'Jade Quinn', { isTeamLeader: true }),
];
export const SUB_TEAM: TeamUser[] = [teamUser('kofi', 'Kofi Mensah', { complianceStatus: 'ExpiringSoon' })];

/** A certificate row as the member detail sends it (the certificates contract's certificateRows). */
export const certificateRow = (id: string, name: string, extra: Partial<TeamCertificateRow>): TeamCertificateRow => ({
  id,
  certificationId: `cert-${id}`,
  name,
  calendarTitle: name,
  isParent: false,
  isLatest: true,
  timestamp: inDays(-1),
  renewalDate: null,
  expiresOn: null,
  hasExpired: false,
  score: null,
  renewalState: 'RenewalPossible',
  catalogueItem: null,
  reference: `CERT-${id}`,
  userId: 'amara',
  status: 'valid',
  hasCompliance: true,
  children: [],
  ...extra,
});

export const member = (user: TeamUser, extra: Partial<TeamMember['activityDetails']> = {}): TeamMember => ({
  user,
  stats: { login_count: 4, enrolment_count: 2, completed_count: 1 },
  activityDetails: {
    catalogueEntries: {
      rows: [
        { type: 'Course', title: 'Fire safety', status: 'Completed', score: 0.83456, occurredon: inDays(-20), definition: { extensions: { masteryscore: 0.8 } } },
        { type: 'Course', title: 'Manual handling', status: 'Failed', score: 0.5, occurredon: inDays(-10), definition: { extensions: { masteryscore: 0.8 } } },
        { type: 'ExternalLearning', title: 'Conference day', status: 'Completed', score: null, occurredon: inDays(-5), definition: { extensions: {} } },
      ],
    },
    certifications: {
      rows: [
        // Each sort gives its own order: Awarded Fire, IG, BLS; Expires BLS, IG, Fire; Score IG, BLS, Fire; Title BLS, Fire, IG.
        certificateRow('c1', 'Fire safety', { status: 'valid', timestamp: inDays(-10), expiresOn: null, score: null }),
        certificateRow('c2', 'Basic life support', { status: 'expiring', timestamp: inDays(-300), expiresOn: inDays(20), score: 70 }),
        certificateRow('c3', 'Information governance', { status: 'valid', timestamp: inDays(-100), expiresOn: inDays(200), score: 95 }),
      ],
      summary: {
        hasCompliance: true,
        complianceStats: { total: 4, valid: 2, expiring: 1, expired: 0, notStarted: 1 },
        achievementStats: { total: 1, valid: 0, expiring: 0, expired: 1, notStarted: 0 },
        isCompliant: false,
        complianceExpiresInThirtyDays: true,
      },
    },
    ...extra,
  },
});

export const ENROLMENTS: EnrolmentItem[] = [
  {
    Id: 'demo-event',
    Type: 'Event',
    DisplayType: 'Event',
    Title: 'Skills lab',
    Enrolment: null,
    EnrolmentDeadline: null,
    CancellationDeadline: null,
    Sessions: [
      { Id: 's-open', Name: 'Webinar', StartDate: inDays(5), Enrolment: 'Enrolled', EnrolmentDeadline: inDays(4), CancellationDeadline: inDays(4) },
      { Id: 's-late', Name: 'Late session', StartDate: inDays(2), Enrolment: 'Enrolled', EnrolmentDeadline: inDays(-1), CancellationDeadline: inDays(-1) },
      { Id: 's-closed', Name: 'Closed session', StartDate: inDays(3), Enrolment: null, EnrolmentDeadline: inDays(-1), CancellationDeadline: null },
      { Id: 's-past', Name: 'Past session', StartDate: inDays(-3), Enrolment: 'Enrolled', EnrolmentDeadline: null, CancellationDeadline: null },
      { Id: 's-free', Name: 'Free session', StartDate: inDays(9), Enrolment: 'NotEnrolled', EnrolmentDeadline: inDays(8), CancellationDeadline: inDays(8) },
    ],
  },
];

/** Chloe's enrolment waiting for the leader's approval: a notary item as /notary/ReadApprovals answers it. */
export const CHLOE_APPROVAL = {
  content_ref: 's-free',
  content_type: 'Session',
  date: inDays(-1),
  key: 'req-1',
  ref: 's-free:chloe',
  status: 'Pending',
  title: 'Skills lab: Free session',
  type: 'Enrollment',
  user_display_name: 'Chloe Dunn',
  user_ref: 'chloe',
  user_name: 'team-chloe',
  user_email: 'chloe@example.org',
  session_enrolment_deadline: inDays(8),
  object_type: 'session',
  approval_type: 'enrolment',
} as const;

/** The leader's team and Jade's sub-team, their compliance, details and enrolments. */
export function teamLms(overrides: Record<string, MockHandler> = {}): Record<string, MockHandler> {
  const teams: Record<string, TeamUser[]> = { lead: TEAM, jade: SUB_TEAM };
  const everyone = [...TEAM, ...SUB_TEAM];
  return {
    'POST /dashel/isTeamLeader': () => true,
    'GET /dashel/teammembers/:userId/:scope': (_body, _query, { userId }) => teams[userId!] ?? [],
    'POST /dashel/teammembers/:userId/:scope/compliance': ({ userIds }: { userIds: string[] }) => {
      const users = userIds.map((id) => ({ userId: id, status: everyone.find((u) => u.id === id)!.complianceStatus }));
      return { ...complianceCounts(users.map((u) => u.status)), users };
    },
    'GET /dashel/teammember/:parentId/:scope/:userId': (_body, _query, { userId }) => member(everyone.find((u) => u.id === userId)!),
    'POST /dashel/getCatalogueEnrolmentList': () => ENROLMENTS,
    'POST /dashel/setEnrolment': () => ({ success: true, message: 'User was enroled successfully' }),
    'POST /notary/ReadApprovals': () => ({ items: [CHLOE_APPROVAL], total: 1, pending: 1 }),
    ...overrides,
  };
}
