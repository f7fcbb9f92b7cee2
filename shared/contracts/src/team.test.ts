import * as v from 'valibot';
import {
  LOGIN_CHART_MAX_USERS,
  SetEnrolmentRequestSchema,
  TEAM_MESSAGES,
  TeamChartRequestSchema,
  acceptedTeamApproval,
  checkTeamEnrolment,
  checkTeamEnrolmentDeadlines,
  complianceCounts,
  compliancePercentage,
  complianceStatus,
  loginAgoText,
  loginBarShare,
  loginChartUsers,
  masteryResult,
  masteryScoreOf,
  scorePercentage,
  teamAdminActions,
  teamApprovalItem,
  timeLabel,
} from './team';
import type { NotaryItem } from './approvals';

const NOW = new Date('2026-06-01T12:00:00Z');
const inDays = (n: number) => new Date(NOW.getTime() + n * 86_400_000);
const H = 3600;

describe('compliance (spec 3 §3, §9)', () => {
  it('is non-compliant past a due date, expiring within 30 days, otherwise compliant', () => {
    expect(complianceStatus([], NOW)).toBe('Compliant');
    expect(complianceStatus([{ dueDate: inDays(-1), completed: true }], NOW)).toBe('Compliant');
    expect(complianceStatus([{ dueDate: inDays(31), completed: false }], NOW)).toBe('Compliant');
    expect(complianceStatus([{ dueDate: inDays(30), completed: false }], NOW)).toBe('ExpiringSoon');
    expect(
      complianceStatus(
        [
          { dueDate: inDays(10), completed: false },
          { dueDate: inDays(-1), completed: false },
        ],
        NOW,
      ),
    ).toBe('NonCompliant');
    expect(complianceStatus([{ dueDate: null, completed: false }], NOW)).toBe('Compliant');
  });

  it('counts compliant plus expiring soon in the percentage, rounded to 2 decimals', () => {
    const counts = complianceCounts(['Compliant', 'ExpiringSoon', 'NonCompliant']);
    expect(counts).toEqual({ compliantCount: 1, expiringSoonCount: 1, nonCompliantCount: 1 });
    expect(compliancePercentage(counts)).toBe(66.67);
    expect(compliancePercentage({ compliantCount: 0, expiringSoonCount: 0, nonCompliantCount: 0 })).toBe(0);
    expect(compliancePercentage({ compliantCount: 7, expiringSoonCount: 0, nonCompliantCount: 0 })).toBe(100);
  });
});

describe('login chart (spec 3 §9)', () => {
  it('shows at most 10 users, the most recent logins first and never-logged-in last', () => {
    const users = Array.from({ length: 12 }, (_, i) => ({ id: `u${i}`, lastLogin: i === 0 ? null : inDays(-i).toISOString() }));
    const shown = loginChartUsers(users);
    expect(shown).toHaveLength(LOGIN_CHART_MAX_USERS);
    expect(shown[0]!.id).toBe('u1');
    expect(shown.map((u) => u.id)).not.toContain('u0');
  });

  it.each([
    [0, 0, 'seconds'],
    [59, 59, 'seconds'],
    [60, 1, 'minutes'],
    [H - 1, 59, 'minutes'],
    [H, 1, 'hours'],
    [24 * H - 1, 23, 'hours'],
    [24 * H, 1, 'days'],
    [48 * H, 2, 'days'],
    [168 * H - 1, 6, 'days'],
    [168 * H, 1, 'weeks'],
    [336 * H, 2, 'weeks'],
    [720 * H - 1, 4, 'weeks'],
    [720 * H, 1, 'months'],
    [1460 * H, 2, 'months'],
    [8760 * H - 1, 12, 'months'],
    [8760 * H, 1, 'years'],
    [17520 * H, 2, 'years'],
  ])('%i s ago reads %i %s', (seconds, value, unit) => {
    expect(timeLabel(seconds)).toEqual({ value, unit });
  });
});

describe('login chart bars and labels (spec 3 §9)', () => {
  it('draws a longer bar the more recent the login, the shortest at 2 years or more, none for never', () => {
    const shares = [0, 60, H, 24 * H, 30 * 24 * H, 365 * 24 * H].map(loginBarShare);
    expect(shares[0]).toBe(1);
    for (let i = 1; i < shares.length; i++) expect(shares[i]!).toBeLessThan(shares[i - 1]!);
    expect(loginBarShare(17520 * H)).toBe(loginBarShare(5 * 17520 * H));
    expect(loginBarShare(17520 * H)).toBeGreaterThan(0);
    expect(loginBarShare(null)).toBeNull();
  });

  const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();
  it.each([
    [59, '59 seconds ago'],
    [60, '1 minute ago'],
    [H, '1 hour ago'],
    [24 * H, '1 day ago'],
    [48 * H, '2 days ago'],
    [168 * H, '1 week ago'],
    [336 * H, '2 weeks ago'],
    [720 * H, '1 month ago'],
    [1460 * H, '2 months ago'],
    [8760 * H, '1 year ago'],
    [17520 * H, '2 years ago'],
  ])('%i s ago reads "%s"', (seconds, text) => {
    expect(loginAgoText(ago(seconds), NOW, 'en-GB')).toBe(text);
  });

  it('says how long ago in the reader’s language, in the spec’s units', () => {
    expect(loginAgoText(ago(3 * 24 * H + 5), NOW, 'en-GB')).toBe('3 days ago');
    expect(loginAgoText(ago(3 * 24 * H + 5), NOW, 'de-DE')).toBe('vor 3 Tagen');
    expect(loginAgoText(ago(3 * 24 * H + 5), NOW, 'ar-SA')).toBe('قبل ٣ أيام');
    expect(loginAgoText(ago(400 * 24 * H), NOW, 'en-GB')).toBe('1 year ago');
  });

  it('the chart images take a team, a supported locale and short labels', () => {
    expect(v.parse(TeamChartRequestSchema, { scope: 'demo', userId: 'u1' })).toEqual({ scope: 'demo', userId: 'u1', locale: 'en-GB', labels: {} });
    expect(v.safeParse(TeamChartRequestSchema, { scope: 'demo', userId: 'u1', locale: 'ar-SA', labels: { title: 'آخر عمليات تسجيل الدخول' } }).success).toBe(true);
    expect(v.safeParse(TeamChartRequestSchema, { scope: 'demo', userId: 'u1', locale: 'xx' }).success).toBe(false);
    expect(v.safeParse(TeamChartRequestSchema, { scope: 'demo', userId: 'u1', labels: { title: 'x'.repeat(201) } }).success).toBe(false);
  });
});

describe('team approval items (spec 3 §3, §4)', () => {
  const notary: NotaryItem = {
    content_ref: 'session-1',
    content_type: 'Session',
    date: '2026-06-01T12:00:00.000Z',
    key: 'req-1',
    ref: 'session-1:u1',
    status: 'Pending',
    title: 'Coaching skills: day one',
    type: 'Enrollment',
    user_display_name: 'Chloe Dunn',
    user_ref: 'u1',
    user_name: 'team-chloe',
    user_email: 'chloe@example.org',
    session_enrolment_deadline: '2026-07-01T00:00:00.000Z',
    object_type: 'session',
    approval_type: 'enrolment',
  };

  it('keeps the spec’s fields of a notary item, with its display type', () => {
    expect(teamApprovalItem(notary)).toEqual({
      key: 'req-1',
      status: 'Pending',
      user_ref: 'u1',
      content_ref: 'session-1',
      content_type: 'Session',
      type: 'Enrollment',
      displayType: 'Event',
      session_enrolment_deadline: '2026-07-01T00:00:00.000Z',
      user_email: 'chloe@example.org',
      user_name: 'team-chloe',
    });
  });

  it('turns Pending into Approved on accept, and leaves any other status', () => {
    const item = teamApprovalItem(notary);
    expect(acceptedTeamApproval(item).status).toBe('Approved');
    expect(acceptedTeamApproval({ ...item, status: 'Rejected' }).status).toBe('Rejected');
    expect(item.status).toBe('Pending');
  });
});

describe('team enrolment (spec 3 §5)', () => {
  const base = { current: 'Enrolled', enrolmentDeadline: null, cancellationDeadline: null };

  it('needs a reason to unenrol, in the rule and in the schema', () => {
    expect(checkTeamEnrolment({ ...base, enrolmentStatus: 'NotEnrolled', cancellationReason: '  ' }, NOW)).toMatchObject({ ok: false, code: 'ReasonRequired' });
    expect(checkTeamEnrolment({ ...base, enrolmentStatus: 'NotEnrolled', cancellationReason: 'Moved team' }, NOW)).toEqual({ ok: true });
    const payload = { scope: 's', teamMemberId: 'm', teamLeaderId: 'l', catalogueId: 'c', catalogueType: 'Session', enrolmentStatus: 'NotEnrolled' };
    const failed = v.safeParse(SetEnrolmentRequestSchema, payload);
    expect(failed.success).toBe(false);
    expect(failed.issues?.[0]?.message).toBe('a reason is required to unenrol');
    expect(v.safeParse(SetEnrolmentRequestSchema, { ...payload, cancellationReason: 'Moved team' }).success).toBe(true);
    expect(v.safeParse(SetEnrolmentRequestSchema, { ...payload, enrolmentStatus: 'Enrolled' }).success).toBe(true);
  });

  it('refuses to cancel after the cancellation deadline and to enrol after the enrolment deadline, with the messages as given', () => {
    expect(checkTeamEnrolment({ ...base, enrolmentStatus: 'NotEnrolled', cancellationReason: 'r', cancellationDeadline: inDays(-1) }, NOW)).toEqual({
      ok: false,
      code: 'CancellationDeadlinePassed',
      message: 'We were unable to cancel your enrolment because the session cancellation deadline has passed',
    });
    // Not enrolled yet: nothing to cancel, so the cancellation deadline does not apply.
    expect(checkTeamEnrolment({ ...base, current: 'NotEnrolled', enrolmentStatus: 'NotEnrolled', cancellationReason: 'r', cancellationDeadline: inDays(-1) }, NOW)).toEqual({
      ok: true,
    });
    expect(checkTeamEnrolment({ ...base, current: null, enrolmentStatus: 'Enrolled', enrolmentDeadline: inDays(-1) }, NOW)).toEqual({
      ok: false,
      code: 'EnrolmentDeadlinePassed',
      message: 'We were unable to enrol you as your enrolment because the session enolment deadline has passed',
    });
    expect(checkTeamEnrolment({ ...base, current: null, enrolmentStatus: 'Enrolled', enrolmentDeadline: inDays(1) }, NOW)).toEqual({ ok: true });
    // The deadlines alone, before a reason is asked for.
    expect(checkTeamEnrolmentDeadlines({ ...base, enrolmentStatus: 'NotEnrolled', cancellationDeadline: inDays(-1) }, NOW)).toMatchObject({ code: 'CancellationDeadlinePassed' });
    expect(checkTeamEnrolmentDeadlines({ ...base, enrolmentStatus: 'NotEnrolled', cancellationDeadline: inDays(1) }, NOW)).toEqual({ ok: true });
    expect(TEAM_MESSAGES.enrolled).toBe('User was enroled successfully');
  });
});

describe('learning history (spec 3 §3, §4 Mastery)', () => {
  it('shows a 0–1 score as a percentage rounded to 2 decimals', () => {
    expect(scorePercentage(0.12345)).toBe(12.35);
    expect(scorePercentage(0.5)).toBe(50);
    expect(scorePercentage(1)).toBe(100);
    expect(scorePercentage(0.666666)).toBe(66.67);
    expect(scorePercentage(null)).toBeNull();
  });

  it('fails a score percentage below mastery × 100 and passes one at or above it', () => {
    expect(masteryResult(0.79, 0.8)).toBe('failed');
    expect(masteryResult(0.8, 0.8)).toBe('passed');
    expect(masteryResult(0.95, 0.8)).toBe('passed');
    expect(masteryResult(0.79996, 0.8)).toBe('passed'); // shown as 80 %, so passed
    expect(masteryResult(0.7999, 0.8)).toBe('failed'); // 79.99 %
    expect(masteryResult(0.79949, 0.8)).toBe('failed');
    expect(masteryResult(null, 0.8)).toBeNull();
    expect(masteryResult(0.5, null)).toBeNull();
  });

  it('finds the mastery score among the definition extensions', () => {
    expect(masteryScoreOf({ 'https://w3id.org/xapi/cmi5/context/extensions/masteryscore': 0.75 })).toBe(0.75);
    expect(masteryScoreOf({ mastery_score: '0.6' })).toBe(0.6);
    expect(masteryScoreOf({ duration: 10 })).toBeNull();
  });
});

describe('admin actions (spec 3 "Team leader area")', () => {
  it('gives Reporter manage-reports and ContentAdministrator manage-content, linked from the scope', () => {
    expect(teamAdminActions(['TeamLeader'], 'demo')).toEqual([]);
    expect(teamAdminActions(['TeamLeader', 'Reporter', 'ContentAdministrator'], 'north west')).toEqual([
      { id: 'manage-reports', href: '/admin/north%20west/reports' },
      { id: 'manage-content', href: '/admin/north%20west/catalogue' },
    ]);
  });
});
