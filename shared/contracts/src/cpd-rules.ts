/**
 * The CPD journal's rules (spec 3 §4, §5, §9) as pure functions, one place for mf-cpd and the
 * reference LMS, so the browser and the server refuse the same things.
 */

/** Spec 3 §3: how a period's target is counted. Default credits (§9). */
export const CPD_TARGET_MODES = ['credits', 'time', 'reflections'] as const;
export type CpdTargetMode = (typeof CPD_TARGET_MODES)[number];
export const DEFAULT_TARGET_MODE: CpdTargetMode = 'credits';

/** Spec 3 §3: the statuses a period can hold. */
export const CPD_PERIOD_STATUSES = ['NotStarted', 'Pending', 'Submitted', 'Accepted', 'Rejected', 'YearBreak'] as const;
export type CpdPeriodStatus = (typeof CPD_PERIOD_STATUSES)[number];

/** The review decisions a CPDReviewer can give (spec 3 §4), each its own call. */
export const CPD_REVIEW_DECISIONS = ['Accepted', 'Rejected', 'Pending'] as const;
export type CpdReviewDecision = (typeof CPD_REVIEW_DECISIONS)[number];

/** Spec 3 §5: the evidence file types, by extension. */
export const EVIDENCE_FILE_TYPES = ['gif', 'txt', 'rtf', 'jpg', 'jpeg', 'png', 'zip', 'rar', 'pdf', 'csv', 'doc', 'docx', 'xls', 'xlsx', 'pps', 'ppsx', 'ppt', 'pptx'] as const;

/** Spec 3 §5, exact text: the draft rule's refusal. */
export const DRAFT_RULE_MESSAGE = 'Please ensure you complete all mandatory fields before saving, otherwise check the draft box to save your current changes.';

/** Spec 3 §9: export file names. */
export const ENTRIES_EXPORT_FILE_NAMES = { pdf: 'entriesExport.pdf', zip: 'entriesExport.zip' } as const;
export type CpdExportFormat = keyof typeof ENTRIES_EXPORT_FILE_NAMES;

/** Spec 3 §4: a period as the status and locking rules read it. Dates are ISO timestamps. */
export interface CpdPeriodFacts {
  status?: CpdPeriodStatus | null | undefined;
  start_date: string;
  end_date: string;
  submission_date?: string | null | undefined;
}

/** The review options of the CPD configuration that the rules read (spec 3 §9). */
export interface CpdReviewOptions {
  enableReviewLocking?: boolean | undefined;
  /** Default true (spec 3 §9). */
  enableSubmissionDeadlineLocking?: boolean | undefined;
}

/** Spec 3 §4: a missing status becomes Pending if entries exist, otherwise NotStarted. */
export function derivePeriodStatus(status: CpdPeriodStatus | null | undefined, hasEntries: boolean): CpdPeriodStatus {
  if (status) return status;
  return hasEntries ? 'Pending' : 'NotStarted';
}

/**
 * What a reviewer may decide on a period (spec 3 §4, §6): only a period its owner submitted is
 * accepted or rejected; setting it back to pending undoes a decision or holds a submitted period.
 * A period never submitted (not started, in progress, a year break) is not the reviewer's to decide.
 */
const DECIDABLE_FROM: Record<CpdReviewDecision, readonly CpdPeriodStatus[]> = {
  Accepted: ['Submitted'],
  Rejected: ['Submitted'],
  Pending: ['Submitted', 'Accepted', 'Rejected'],
};

export function canDecideReview(current: CpdPeriodStatus | null | undefined, decision: CpdReviewDecision): boolean {
  return current != null && DECIDABLE_FROM[decision].includes(current);
}

/** The submission deadline has passed: the submission date, else none (a period without one never closes by date). */
export function isDeadlinePassed(period: Pick<CpdPeriodFacts, 'submission_date'>, now: Date): boolean {
  if (!period.submission_date) return false;
  return Date.parse(period.submission_date) < now.getTime();
}

/**
 * Spec 3 §4: locked when YearBreak or being reviewed; with review locking also when Submitted,
 * Accepted or Rejected; and when the submission date has passed with deadline locking on (default on).
 */
export function isPeriodLocked(period: CpdPeriodFacts, options: { review?: CpdReviewOptions | undefined; inReview?: boolean; hasEntries?: boolean; now: Date }): boolean {
  const status = derivePeriodStatus(period.status, options.hasEntries ?? false);
  if (status === 'YearBreak' || options.inReview) return true;
  if (options.review?.enableReviewLocking && (status === 'Submitted' || status === 'Accepted' || status === 'Rejected')) return true;
  const deadlineLocking = options.review?.enableSubmissionDeadlineLocking ?? true;
  return deadlineLocking && isDeadlinePassed(period, options.now);
}

/** Spec 3 §4: the owner may submit only with review enabled, a real period (not 'All'), unlocked, and the target met or cpdAudit 'Yes'. */
export function canSubmitForReview(facts: { reviewEnabled: boolean; isAllPeriods: boolean; locked: boolean; targetMet: boolean; cpdAudit?: unknown }): boolean {
  if (!facts.reviewEnabled || facts.isAllPeriods || facts.locked) return false;
  return facts.targetMet || facts.cpdAudit === 'Yes';
}

/**
 * Spec 3 §4 (requests are the owner's): an extension or a year break is asked for a period still
 * open to its owner. Never for one whose status locks it: a year break, submitted or accepted, and
 * rejected under review locking. A passed submission deadline does not stop it: that is what an
 * extension is for.
 */
export function canRequestForPeriod(period: Pick<CpdPeriodFacts, 'status'>, options: { review?: CpdReviewOptions | undefined; hasEntries: boolean }): boolean {
  const status = derivePeriodStatus(period.status, options.hasEntries);
  if (status === 'YearBreak' || status === 'Submitted' || status === 'Accepted') return false;
  return !(status === 'Rejected' && options.review?.enableReviewLocking);
}

/** The target is met when what was acquired reaches it (a target of 0 is always met). */
export function isTargetMet(target: number, acquired: number): boolean {
  return acquired >= target;
}

/**
 * Spec 3 §4: first load picks the period that contains today, else the previous period if it is
 * unsubmitted and its deadline has not passed, else the first. Answers its index, or -1 for none.
 */
export function chooseInitialPeriod(periods: readonly CpdPeriodFacts[], now: Date): number {
  if (periods.length === 0) return -1;
  const t = now.getTime();
  const current = periods.findIndex((p) => Date.parse(p.start_date) <= t && t <= Date.parse(p.end_date));
  if (current >= 0) return current;
  // "Previous": the latest period that ended before today.
  let previous = -1;
  periods.forEach((p, index) => {
    const end = Date.parse(p.end_date);
    if (end < t && (previous < 0 || end > Date.parse(periods[previous]!.end_date))) previous = index;
  });
  if (previous >= 0) {
    const p = periods[previous]!;
    const unsubmitted = p.status !== 'Submitted' && p.status !== 'Accepted' && p.status !== 'Rejected' && p.status !== 'YearBreak';
    if (unsubmitted && !isDeadlinePassed(p, now)) return previous;
  }
  return 0;
}

/** Spec 3 §5: time is stored as hours*60+minutes. Answers NaN when either part is not numeric. */
export function toMinutes(hours: string | number, minutes: string | number): number {
  const h = typeof hours === 'number' ? hours : hours.trim() === '' ? 0 : Number(hours);
  const m = typeof minutes === 'number' ? minutes : minutes.trim() === '' ? 0 : Number(minutes);
  if (!Number.isFinite(h) || !Number.isFinite(m) || h < 0 || m < 0) return Number.NaN;
  return Math.round(h) * 60 + Math.round(m);
}

/** Minutes split back into hours and minutes (the time field and the time-mode chart, spec 3 §9). */
export function fromMinutes(total: number): { hours: number; minutes: number } {
  const safe = Math.max(0, Math.round(total));
  return { hours: Math.floor(safe / 60), minutes: safe % 60 };
}

/** Spec 3 §5: numbers must be numeric; empty becomes 0. NaN marks a value that is not a number. */
export function parseCpdNumber(value: string | number | null | undefined): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number') return value;
  const trimmed = value.trim();
  if (trimmed === '') return 0;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * Spec 3 §5: credits computed from a multiplier: parent value times multiplier, capped at a max
 * value, plus bonus additions, to two decimals.
 */
export function computeCredits(input: { parent: number; multiplier: number; max?: number | null | undefined; additions?: readonly number[] }): number {
  let credits = input.parent * input.multiplier;
  if (input.max !== null && input.max !== undefined && Number.isFinite(input.max)) credits = Math.min(credits, input.max);
  for (const addition of input.additions ?? []) credits += addition;
  return Math.round(credits * 100) / 100;
}

/**
 * Formats a number in the reader's locale: the portal passes @portal/i18n's formatNumber; the LMS,
 * which writes for no one reader, the en-GB default. One rule for both, so they never disagree.
 */
export type NumberFormatter = (value: number, options?: Intl.NumberFormatOptions) => string;
const EN_GB: NumberFormatter = (value, options) => new Intl.NumberFormat('en-GB', options).format(value);

/** Credits shown with 2 decimals (spec 3 §9), in the reader's digits and separators. */
export const formatCredits = (credits: number, format: NumberFormatter = EN_GB): string => format(credits, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Spec 3 §9: target mode 'time' shows hours and minutes ('1h 45m' in en-GB, the locale's own units elsewhere). */
export function formatCpdTime(totalMinutes: number, format: NumberFormatter = EN_GB): string {
  const { hours, minutes } = fromMinutes(totalMinutes);
  return `${format(hours, { style: 'unit', unit: 'hour', unitDisplay: 'narrow' })} ${format(minutes, { style: 'unit', unit: 'minute', unitDisplay: 'narrow' })}`;
}

/** An amount in a period's unit (spec 3 §9): credits to two decimals, time in hours and minutes, reflections counted. */
export function formatCpdAmount(mode: CpdTargetMode, value: number, format: NumberFormatter = EN_GB): string {
  if (mode === 'time') return formatCpdTime(value, format);
  if (mode === 'credits') return formatCredits(value, format);
  return format(Math.round(value));
}

/** Spec 3 §5: a date inside the period's bounds (inclusive); no bounds, no limit. */
export function isWithinPeriod(date: string, bounds: { minDate?: string | null | undefined; maxDate?: string | null | undefined }): boolean {
  const t = Date.parse(date);
  if (Number.isNaN(t)) return false;
  if (bounds.minDate && t < Date.parse(bounds.minDate)) return false;
  if (bounds.maxDate && t > Date.parse(bounds.maxDate)) return false;
  return true;
}

/** Spec 3 §5: evidence by extension, any case. */
export function isEvidenceFileType(fileName: string): boolean {
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return (EVIDENCE_FILE_TYPES as readonly string[]).includes(extension ?? '');
}

/** Spec 3 §5: a standard address pattern for sharing. */
export const SHARE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isValidShareEmail = (email: string): boolean => SHARE_EMAIL_PATTERN.test(email.trim());

/** Spec 3 §5: both dates valid and the start not after the end (period dialog, export dialog, list date filter). */
export function isValidDateRange(start: string | null | undefined, end: string | null | undefined): boolean {
  if (!start || !end) return false;
  const s = Date.parse(start);
  const e = Date.parse(end);
  return !Number.isNaN(s) && !Number.isNaN(e) && s <= e;
}

/** Journal dates travel as start-of-day or end-of-day UTC (spec 3 §7). `day` is YYYY-MM-DD or an ISO timestamp. */
export function startOfDayUtc(day: string): string {
  return `${day.slice(0, 10)}T00:00:00.000Z`;
}
export function endOfDayUtc(day: string): string {
  return `${day.slice(0, 10)}T23:59:59.999Z`;
}

/** The draft rule (spec 3 §5): the facts of one entry form that decide it. */
export interface DraftRuleFacts {
  /** The schema has a draft field. */
  hasDraftField: boolean;
  /** The draft box is ticked. */
  draft: boolean;
  /** Every required visible field has a value (files included). */
  requiredComplete: boolean;
}

/** Spec 3 §5: with a draft field, saving needs every required visible field and evidence, or the draft box ticked. */
export function draftRuleProblem(facts: DraftRuleFacts): string | undefined {
  if (!facts.hasDraftField || facts.draft || facts.requiredComplete) return undefined;
  return DRAFT_RULE_MESSAGE;
}

/** Spec 3 §3, §4: an entry is complete when its draft flag is false; the hidden draft flag is the opposite of completeness. */
export const draftFlagFor = (requiredComplete: boolean): boolean => !requiredComplete;

/** Spec 3 §9: chart percentages clamped 0 to 100. */
export function chartPercent(value: number, target: number): number {
  if (target <= 0) return value > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, (value / target) * 100));
}

/** Spec 3 §6: a reviewer opens only someone else's journal in review mode. */
export function reviewAllowed(facts: { roles: readonly string[]; currentUserId: string; uid: string }): boolean {
  return facts.roles.includes('CPDReviewer') && facts.uid !== facts.currentUserId;
}
