import { COMPLETION_VALUES, ENROLMENT_VALUES } from './catalogue/values';

/*
 * The team leader area's rules (spec 3 §5 Team enrolment and unenrolment, §9 the login chart and the
 * compliance percentage), pure so the portal and the reference LMS apply the same ones.
 */

export const COMPLIANCE_STATUSES = ['Compliant', 'ExpiringSoon', 'NonCompliant'] as const;
export type ComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];

/** Spec 3 §9: the window in which a certificate (here: a mandatory item's due date) is expiring soon. */
export const COMPLIANCE_EXPIRING_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** One mandatory requirement of a member: when it falls due and whether it is met. */
export interface MandatoryRequirement {
  dueDate: Date | null;
  completed: boolean;
}

/**
 * A member's compliance status: a mandatory item not completed past its due date makes them
 * non-compliant; one falling due within the expiring window makes them expiring soon; otherwise
 * compliant (a member with nothing mandatory has nothing to fail).
 */
export function complianceStatus(requirements: readonly MandatoryRequirement[], now: Date): ComplianceStatus {
  let expiring = false;
  for (const r of requirements) {
    if (r.completed || !r.dueDate) continue;
    const left = r.dueDate.getTime() - now.getTime();
    if (left < 0) return 'NonCompliant';
    if (left <= COMPLIANCE_EXPIRING_WINDOW_DAYS * DAY_MS) expiring = true;
  }
  return expiring ? 'ExpiringSoon' : 'Compliant';
}

export interface ComplianceCounts {
  compliantCount: number;
  expiringSoonCount: number;
  nonCompliantCount: number;
}

export function complianceCounts(statuses: readonly ComplianceStatus[]): ComplianceCounts {
  return {
    compliantCount: statuses.filter((s) => s === 'Compliant').length,
    expiringSoonCount: statuses.filter((s) => s === 'ExpiringSoon').length,
    nonCompliantCount: statuses.filter((s) => s === 'NonCompliant').length,
  };
}

/**
 * Spec 3 §9: the compliance percentage counts compliant plus expiring soon (they are still within
 * date), rounded to 2 decimals. A team of no one is 0 %, not a division by zero.
 */
export function compliancePercentage(counts: ComplianceCounts): number {
  const total = counts.compliantCount + counts.expiringSoonCount + counts.nonCompliantCount;
  if (total === 0) return 0;
  return Math.round(((counts.compliantCount + counts.expiringSoonCount) / total) * 100 * 100) / 100;
}

/** Spec 3 §9: the login chart shows at most 10 users. */
export const LOGIN_CHART_MAX_USERS = 10;

/** The users the login chart shows: the 10 most recent logins first; members who never logged in last. */
export function loginChartUsers<T extends { lastLogin: string | null }>(users: readonly T[]): T[] {
  return [...users].sort((a, b) => (b.lastLogin ? Date.parse(b.lastLogin) : -Infinity) - (a.lastLogin ? Date.parse(a.lastLogin) : -Infinity)).slice(0, LOGIN_CHART_MAX_USERS);
}

export type TimeLabelUnit = 'seconds' | 'minutes' | 'hours' | 'days' | 'weeks' | 'months' | 'years';
export interface TimeLabel {
  value: number;
  unit: TimeLabelUnit;
}

const HOUR = 3600;
/**
 * Spec 3 §9: the login chart's time-label thresholds, in seconds. Below 60 s seconds, below 60 min
 * minutes, below 24 h hours, then days, weeks from 168 h, months from 720 h, years from 8760 h. The
 * doubled thresholds (48 h, 336 h, 1460 h, 17520 h) end the "1 day / 1 week / 1 month / 1 year" span,
 * which the value 1 of the unit expresses here (the portal picks the singular text for it).
 */
export const LOGIN_TIME_THRESHOLDS_SECONDS = [60, 60 * 60, 24 * HOUR, 48 * HOUR, 168 * HOUR, 336 * HOUR, 720 * HOUR, 1460 * HOUR, 8760 * HOUR, 17520 * HOUR] as const;

/** How long ago a login was, in the chart's units (whole units, rounded down). */
export function timeLabel(elapsedSeconds: number): TimeLabel {
  const s = Math.max(0, Math.floor(elapsedSeconds));
  if (s < 60) return { value: s, unit: 'seconds' };
  if (s < 60 * 60) return { value: Math.floor(s / 60), unit: 'minutes' };
  if (s < 24 * HOUR) return { value: Math.floor(s / HOUR), unit: 'hours' };
  if (s < 168 * HOUR) return { value: Math.floor(s / (24 * HOUR)), unit: 'days' };
  if (s < 720 * HOUR) return { value: Math.floor(s / (168 * HOUR)), unit: 'weeks' };
  if (s < 8760 * HOUR) return { value: Math.floor(s / (720 * HOUR)), unit: 'months' };
  return { value: Math.floor(s / (8760 * HOUR)), unit: 'years' };
}

const RELATIVE_UNITS: Record<TimeLabelUnit, Intl.RelativeTimeFormatUnit> = {
  seconds: 'second',
  minutes: 'minute',
  hours: 'hour',
  days: 'day',
  weeks: 'week',
  months: 'month',
  years: 'year',
};

/**
 * How long ago a login was, in the login chart's units (the spec's thresholds, `timeLabel`), in the
 * reader's language through Intl.RelativeTimeFormat ("3 days ago", "vor 3 Tagen", "قبل ٣ أيام").
 */
export function loginAgoText(lastLogin: string, now: Date, locale: string): string {
  const label = timeLabel((now.getTime() - Date.parse(lastLogin)) / 1000);
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(-label.value, RELATIVE_UNITS[label.unit]);
}

/** The span of the login chart's scale: its last threshold, 17520 h (2 years); longer ago draws the shortest bar. */
export const LOGIN_CHART_SPAN_SECONDS = LOGIN_TIME_THRESHOLDS_SECONDS.at(-1)!;
/** The shortest bar, so a login long ago still shows one (no bar at all means never logged in). */
const LOGIN_BAR_MIN_SHARE = 0.03;

/**
 * How long a member's bar is in the login chart, as a share of the full length (0–1): the more recent
 * the login, the longer the bar, so the chart reads as activity and not backwards. On a logarithmic
 * scale (a minute and two years both show), from a full bar now to the shortest at 2 years or more;
 * null when the member never logged in (no bar).
 */
export function loginBarShare(secondsAgo: number | null): number | null {
  if (secondsAgo === null) return null;
  const minutes = Math.max(0, secondsAgo) / 60;
  const share = 1 - Math.log1p(minutes) / Math.log1p(LOGIN_CHART_SPAN_SECONDS / 60);
  return Math.min(1, Math.max(LOGIN_BAR_MIN_SHARE, share));
}

/**
 * The enrolment and completion values a member's history and enrolments show (spec 2 §3, as the LMS
 * sends them), from the catalogue's value sets (imported from their file, so the team area does not
 * load the catalogue's schemas).
 */
export const TEAM_DISPLAY_VALUES = [...ENROLMENT_VALUES, ...COMPLETION_VALUES] as const;
export type TeamDisplayValue = (typeof TEAM_DISPLAY_VALUES)[number];

/* Spec 3 §5: enrolment values used for display; the others are not shown by the spec. */
export const TEAM_ENROLMENT_STATUSES = ['Enrolled', 'NotEnrolled', 'PendingApproval'] as const;
export type TeamEnrolmentStatus = (typeof TEAM_ENROLMENT_STATUSES)[number];

/** Spec 3 §8: the team enrol messages, exactly as given (misspellings included). */
export const TEAM_MESSAGES = {
  enrolled: 'User was enroled successfully',
  unknownError: 'An unknown error has occurred, please try again or contact your system administrator.',
  cancellationDeadlinePassed: 'We were unable to cancel your enrolment because the session cancellation deadline has passed',
  enrolmentDeadlinePassed: 'We were unable to enrol you as your enrolment because the session enolment deadline has passed',
} as const;

export const TEAM_ENROLMENT_REASONS = {
  reasonRequired: 'a reason is required to unenrol',
} as const;

export type TeamEnrolmentCheck = { ok: true } | { ok: false; code: 'ReasonRequired' | 'CancellationDeadlinePassed' | 'EnrolmentDeadlinePassed'; message: string };

export interface TeamEnrolmentChange {
  /** What the team leader sets. */
  enrolmentStatus: string;
  cancellationReason?: string | null;
  /** The member's current enrolment in the item or session. */
  current: string | null;
  enrolmentDeadline: Date | null;
  cancellationDeadline: Date | null;
}

/**
 * Spec 3 §5, the deadlines alone: a session the member is Enrolled in cannot be cancelled after its
 * cancellation deadline, nor enrolled in after its enrolment deadline. (The portal asks this before it
 * asks a leader for a reason that could not be used.)
 */
export function checkTeamEnrolmentDeadlines(change: Omit<TeamEnrolmentChange, 'cancellationReason'>, now: Date): TeamEnrolmentCheck {
  if (change.enrolmentStatus === 'NotEnrolled') {
    if (change.current === 'Enrolled' && change.cancellationDeadline && change.cancellationDeadline.getTime() < now.getTime())
      return { ok: false, code: 'CancellationDeadlinePassed', message: TEAM_MESSAGES.cancellationDeadlinePassed };
    return { ok: true };
  }
  if (change.enrolmentStatus === 'Enrolled' && change.enrolmentDeadline && change.enrolmentDeadline.getTime() < now.getTime())
    return { ok: false, code: 'EnrolmentDeadlinePassed', message: TEAM_MESSAGES.enrolmentDeadlinePassed };
  return { ok: true };
}

/** Spec 3 §5: unenrolling needs a reason; then the session deadlines apply. */
export function checkTeamEnrolment(change: TeamEnrolmentChange, now: Date): TeamEnrolmentCheck {
  if (change.enrolmentStatus === 'NotEnrolled' && !change.cancellationReason?.trim()) return { ok: false, code: 'ReasonRequired', message: TEAM_ENROLMENT_REASONS.reasonRequired };
  return checkTeamEnrolmentDeadlines(change, now);
}

/** Spec 3 "Team leader area": the member page's tabs, Certificates first (the default). */
export const TEAM_MEMBER_TABS = ['Certificates', 'LearningHistory', 'Enrolments', 'IndependentLearning'] as const;
export type TeamMemberTab = (typeof TEAM_MEMBER_TABS)[number];

/** Spec 3 §3 History event: a score of 0–1 shown as a percentage rounded to 2 decimals; no score, no percentage. */
export function scorePercentage(score: number | null | undefined): number | null {
  if (score === null || score === undefined || !Number.isFinite(score)) return null;
  return Math.round(score * 100 * 100) / 100;
}

/**
 * The mastery score among an activity definition's extensions (spec 3 §3 "definition extensions (a
 * mastery score)"): the first extension whose IRI or name ends in "masteryscore" (xAPI and cmi5 spell
 * it so), as a number 0–1.
 */
export function masteryScoreOf(extensions: Readonly<Record<string, unknown>>): number | null {
  for (const [key, value] of Object.entries(extensions)) {
    if (!/masteryscore$/i.test(key.replace(/[-_]/g, ''))) continue;
    const n = typeof value === 'string' ? Number(value) : value;
    if (typeof n === 'number' && Number.isFinite(n)) return n;
  }
  return null;
}

export type MasteryResult = 'passed' | 'failed';

/** Spec 3 §4 Mastery, §9: the score percentage below mastery × 100 is failed, otherwise passed; null without both. */
export function masteryResult(score: number | null | undefined, masteryScore: number | null | undefined): MasteryResult | null {
  const percentage = scorePercentage(score);
  if (percentage === null || masteryScore === null || masteryScore === undefined) return null;
  return percentage < masteryScore * 100 ? 'failed' : 'passed';
}

/** Spec 1 §6 known roles: who gets the team area's manage-reports and manage-content actions (spec 3). */
export const TEAM_ADMIN_ROLES = ['Reporter', 'ContentAdministrator'] as const;

/**
 * Spec 3 "Team leader area": the admin links, built from the current scope. Reporter gets
 * manage-reports (the admin reports), ContentAdministrator manage-content (the admin catalogue).
 */
export function teamAdminActions(roles: readonly string[], scope: string): { id: 'manage-reports' | 'manage-content'; href: string }[] {
  const base = `/admin/${encodeURIComponent(scope)}`;
  const actions: { id: 'manage-reports' | 'manage-content'; href: string }[] = [];
  if (roles.includes('Reporter')) actions.push({ id: 'manage-reports', href: `${base}/reports` });
  if (roles.includes('ContentAdministrator')) actions.push({ id: 'manage-content', href: `${base}/catalogue` });
  return actions;
}
