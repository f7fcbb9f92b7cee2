import {
  DRAFT_RULE_MESSAGE,
  EVIDENCE_FILE_TYPES,
  canRequestForPeriod,
  canSubmitForReview,
  chartPercent,
  chooseInitialPeriod,
  computeCredits,
  derivePeriodStatus,
  endOfDayUtc,
  formatCpdAmount,
  formatCredits,
  fromMinutes,
  isEvidenceFileType,
  isPeriodLocked,
  isValidDateRange,
  isValidShareEmail,
  isWithinPeriod,
  parseCpdNumber,
  reviewAllowed,
  startOfDayUtc,
  toMinutes,
} from './cpd-rules';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const period = (
  start: string,
  end: string,
  extra: Partial<{ status: 'Submitted' | 'Accepted' | 'Rejected' | 'YearBreak' | 'Pending' | null; submission_date: string | null }> = {},
) => ({
  start_date: `${start}T00:00:00.000Z`,
  end_date: `${end}T23:59:59.999Z`,
  submission_date: null,
  status: null,
  ...extra,
});

describe('CPD period status (spec 3 §4)', () => {
  it('a missing status becomes Pending with entries, otherwise NotStarted; a given status stays', () => {
    expect(derivePeriodStatus(null, true)).toBe('Pending');
    expect(derivePeriodStatus(undefined, false)).toBe('NotStarted');
    expect(derivePeriodStatus('Accepted', false)).toBe('Accepted');
  });
});

describe('period locking (spec 3 §4)', () => {
  const open = period('2026-01-01', '2026-12-31', { submission_date: '2027-01-31T23:59:59.999Z' });

  it('an open period with a future deadline is not locked', () => {
    expect(isPeriodLocked(open, { now: NOW })).toBe(false);
  });

  it('is locked in YearBreak and while being reviewed', () => {
    expect(isPeriodLocked({ ...open, status: 'YearBreak' }, { now: NOW })).toBe(true);
    expect(isPeriodLocked(open, { now: NOW, inReview: true })).toBe(true);
  });

  it('locks Submitted, Accepted and Rejected only with review locking on', () => {
    for (const status of ['Submitted', 'Accepted', 'Rejected'] as const) {
      expect(isPeriodLocked({ ...open, status }, { now: NOW })).toBe(false);
      expect(isPeriodLocked({ ...open, status }, { now: NOW, review: { enableReviewLocking: true } })).toBe(true);
    }
    expect(isPeriodLocked({ ...open, status: 'Pending' }, { now: NOW, review: { enableReviewLocking: true } })).toBe(false);
  });

  it('locks once the submission date has passed, deadline locking on by default and off on request', () => {
    const late = { ...open, submission_date: '2026-06-01T23:59:59.999Z' };
    expect(isPeriodLocked(late, { now: NOW })).toBe(true);
    expect(isPeriodLocked(late, { now: NOW, review: { enableSubmissionDeadlineLocking: false } })).toBe(false);
    expect(isPeriodLocked({ ...open, submission_date: null }, { now: NOW })).toBe(false);
  });
});

describe('submit for review (spec 3 §4)', () => {
  const base = { reviewEnabled: true, isAllPeriods: false, locked: false, targetMet: true };
  it('needs review enabled, a real period, unlocked, and the target met', () => {
    expect(canSubmitForReview(base)).toBe(true);
    expect(canSubmitForReview({ ...base, reviewEnabled: false })).toBe(false);
    expect(canSubmitForReview({ ...base, isAllPeriods: true })).toBe(false);
    expect(canSubmitForReview({ ...base, locked: true })).toBe(false);
    expect(canSubmitForReview({ ...base, targetMet: false })).toBe(false);
  });
  it("cpdAudit 'Yes' submits without the target, never a locked period", () => {
    expect(canSubmitForReview({ ...base, targetMet: false, cpdAudit: 'Yes' })).toBe(true);
    expect(canSubmitForReview({ ...base, targetMet: false, cpdAudit: 'No' })).toBe(false);
    expect(canSubmitForReview({ ...base, locked: true, cpdAudit: 'Yes' })).toBe(false);
  });
});

describe('extension and year-break requests (spec 3 §4)', () => {
  const open = period('2026-01-01', '2026-12-31');
  it('are offered for a period still open to its owner, a passed deadline included (what an extension is for)', () => {
    expect(canRequestForPeriod(open, { hasEntries: true })).toBe(true);
    expect(canRequestForPeriod({ ...open, status: 'Pending' }, { hasEntries: true })).toBe(true);
    const pastDeadline = { ...open, submission_date: '2026-01-31T00:00:00.000Z' };
    expect(canRequestForPeriod(pastDeadline, { hasEntries: true })).toBe(true);
    expect(canRequestForPeriod({ ...open, status: 'Rejected' }, { hasEntries: true, review: { enableReviewLocking: false } })).toBe(true);
  });
  it('never for a locked status: a year break, submitted or accepted; rejected under review locking', () => {
    expect(canRequestForPeriod({ ...open, status: 'YearBreak' }, { hasEntries: false })).toBe(false);
    expect(canRequestForPeriod({ ...open, status: 'Accepted' }, { hasEntries: true })).toBe(false);
    expect(canRequestForPeriod({ ...open, status: 'Submitted' }, { hasEntries: true })).toBe(false);
    expect(canRequestForPeriod({ ...open, status: 'Rejected' }, { hasEntries: true, review: { enableReviewLocking: true } })).toBe(false);
  });
});

describe('first-load period choice (spec 3 §4)', () => {
  const past = period('2025-01-01', '2025-12-31', { submission_date: '2026-07-31T23:59:59.999Z' });
  const current = period('2026-01-01', '2026-12-31');
  const old = period('2024-01-01', '2024-12-31', { status: 'Accepted' });

  it('picks the period that contains today', () => {
    expect(chooseInitialPeriod([old, past, current], NOW)).toBe(2);
  });
  it('else the previous period when unsubmitted and before its deadline', () => {
    expect(chooseInitialPeriod([old, past], NOW)).toBe(1);
  });
  it('else the first', () => {
    expect(chooseInitialPeriod([old, { ...past, status: 'Submitted' }], NOW)).toBe(0);
    expect(chooseInitialPeriod([old, { ...past, submission_date: '2026-02-01T00:00:00.000Z' }], NOW)).toBe(0);
    expect(chooseInitialPeriod([], NOW)).toBe(-1);
  });
});

describe('numbers, time and credits (spec 3 §5, §9)', () => {
  it('stores time as hours*60+minutes; parts must be numeric', () => {
    expect(toMinutes('2', '30')).toBe(150);
    expect(toMinutes(1, 5)).toBe(65);
    expect(toMinutes('', '45')).toBe(45);
    expect(toMinutes('x', '1')).toBeNaN();
    expect(fromMinutes(150)).toEqual({ hours: 2, minutes: 30 });
  });
  it('numbers must be numeric, empty is 0', () => {
    expect(parseCpdNumber('')).toBe(0);
    expect(parseCpdNumber('2.5')).toBe(2.5);
    expect(parseCpdNumber('2,5')).toBeNaN();
    expect(parseCpdNumber(undefined)).toBe(0);
  });
  it('computes credits as parent × multiplier, capped at the max, plus additions, to two decimals', () => {
    expect(computeCredits({ parent: 1.5, multiplier: 2 })).toBe(3);
    expect(computeCredits({ parent: 10, multiplier: 2, max: 15 })).toBe(15);
    expect(computeCredits({ parent: 10, multiplier: 2, max: 15, additions: [1.5, 0.25] })).toBe(16.75);
    expect(computeCredits({ parent: 1, multiplier: 1 / 3 })).toBe(0.33);
    expect(formatCredits(3)).toBe('3.00');
  });
  it('clamps chart percentages to 0–100', () => {
    expect(chartPercent(30, 20)).toBe(100);
    expect(chartPercent(-5, 20)).toBe(0);
    expect(chartPercent(5, 20)).toBe(25);
    expect(chartPercent(0, 0)).toBe(0);
  });
});

describe('amounts in the period’s unit, one format on every page and in the server’s chart (spec 3 §9)', () => {
  const inLocale =
    (locale: string) =>
    (value: number, options?: Intl.NumberFormatOptions): string =>
      new Intl.NumberFormat(locale, options).format(value);
  it('shows credits with 2 decimals, time in hours and minutes, reflections counted (en-GB by default)', () => {
    expect(formatCpdAmount('credits', 13)).toBe('13.00');
    expect(formatCpdAmount('credits', 1234.5)).toBe('1,234.50');
    expect(formatCpdAmount('time', 105)).toBe('1h 45m');
    expect(formatCpdAmount('time', 600)).toBe('10h 0m');
    expect(formatCpdAmount('reflections', 3)).toBe('3');
  });
  it('in the reader’s locale through the formatter it is given', () => {
    expect(formatCpdAmount('credits', 13, inLocale('de-DE'))).toBe('13,00');
    expect(formatCpdAmount('credits', 13, inLocale('ar-SA'))).toBe('١٣٫٠٠');
    expect(formatCpdAmount('time', 105, inLocale('ar-SA'))).toMatch(/^١ .+ ٤٥ .+$/);
    expect(formatCredits(2.5, inLocale('fr-FR'))).toBe('2,50');
  });
});

describe('dates (spec 3 §5, §7)', () => {
  it('a date must fall inside the period bounds when they exist', () => {
    const bounds = { minDate: '2026-01-01T00:00:00.000Z', maxDate: '2026-12-31T23:59:59.999Z' };
    expect(isWithinPeriod('2026-03-04T00:00:00.000Z', bounds)).toBe(true);
    expect(isWithinPeriod('2025-12-31T00:00:00.000Z', bounds)).toBe(false);
    expect(isWithinPeriod('2027-01-01T00:00:00.000Z', bounds)).toBe(false);
    expect(isWithinPeriod('1999-01-01T00:00:00.000Z', {})).toBe(true);
    expect(isWithinPeriod('not a date', {})).toBe(false);
  });
  it('a range needs both dates valid and the start not after the end', () => {
    expect(isValidDateRange('2026-01-01', '2026-01-01')).toBe(true);
    expect(isValidDateRange('2026-01-02', '2026-01-01')).toBe(false);
    expect(isValidDateRange('', '2026-01-01')).toBe(false);
    expect(isValidDateRange('2026-13-45', '2026-12-01')).toBe(false);
  });
  it('journal dates travel as start-of-day and end-of-day UTC', () => {
    expect(startOfDayUtc('2026-03-04')).toBe('2026-03-04T00:00:00.000Z');
    expect(endOfDayUtc('2026-03-04T10:00:00.000Z')).toBe('2026-03-04T23:59:59.999Z');
  });
});

describe('evidence, sharing and review access (spec 3 §5, §6)', () => {
  it('accepts exactly the spec’s evidence types, by extension in any case', () => {
    expect(EVIDENCE_FILE_TYPES).toEqual(['gif', 'txt', 'rtf', 'jpg', 'jpeg', 'png', 'zip', 'rar', 'pdf', 'csv', 'doc', 'docx', 'xls', 'xlsx', 'pps', 'ppsx', 'ppt', 'pptx']);
    expect(['notes.PDF', 'a.b.docx', 'x.pptx'].map(isEvidenceFileType)).toEqual([true, true, true]);
    expect(['run.exe', 'pic.svg', 'pdf', 'a.pdf.js'].map(isEvidenceFileType)).toEqual([false, false, false, false]);
  });
  it('shares only to a standard address', () => {
    expect(isValidShareEmail('mentor@example.org')).toBe(true);
    expect(['mentor', 'a@b', 'a b@c.d', ''].map(isValidShareEmail)).toEqual([false, false, false, false]);
  });
  it('a reviewer opens only someone else’s journal', () => {
    expect(reviewAllowed({ roles: ['CPDReviewer'], currentUserId: 'r', uid: 'l' })).toBe(true);
    expect(reviewAllowed({ roles: ['CPDReviewer'], currentUserId: 'r', uid: 'r' })).toBe(false);
    expect(reviewAllowed({ roles: [], currentUserId: 'r', uid: 'l' })).toBe(false);
  });
  it('keeps the draft message word for word', () => {
    expect(DRAFT_RULE_MESSAGE).toBe('Please ensure you complete all mandatory fields before saving, otherwise check the draft box to save your current changes.');
  });
});
