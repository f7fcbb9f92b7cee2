import * as v from 'valibot';
import {
  CPD_REASONS,
  endOfDayUtc,
  isValidDateRange,
  SetJournalRequestSchema,
  startOfDayUtc,
  toMinutes,
  type CpdPeriod,
  type CpdTargetMode,
  type SetJournalRequest,
} from '@portal/contracts/cpd';
import { dayOf } from '../../../lib/format';
import type { JournalMessageKey } from '../messages';

/** The period dialog's boxes (spec 3 §5): dates as days, the target as typed; time mode in hours and minutes. */
export interface PeriodForm {
  start: string;
  end: string;
  target_mode: CpdTargetMode;
  target: string;
  hours: string;
  minutes: string;
}

const numeric = (value: string) => value.trim() === '' || /^\d+(\.\d+)?$/.test(value.trim());

/**
 * The dialog's rules as a valibot schema whose messages are this feature's keys: dates required,
 * start not after end, the target numeric (time mode: hours and minutes numeric).
 */
export const PeriodFormSchema = v.pipe(
  v.object({
    start: v.pipe(v.string(), v.nonEmpty('cpd.periodDialog.required' satisfies JournalMessageKey)),
    end: v.pipe(v.string(), v.nonEmpty('cpd.periodDialog.required' satisfies JournalMessageKey)),
    target_mode: v.picklist(['credits', 'time', 'reflections']),
    target: v.string(),
    hours: v.string(),
    minutes: v.string(),
  }),
  v.forward(
    // An empty date has its own message; the range is checked once both are there.
    v.check((form) => !form.start || !form.end || isValidDateRange(form.start, form.end), 'cpd.periodDialog.dateRange' satisfies JournalMessageKey),
    ['end'],
  ),
  v.forward(
    v.check((form) => form.target_mode === 'time' || numeric(form.target), 'cpd.periodDialog.targetInvalid' satisfies JournalMessageKey),
    ['target'],
  ),
  v.forward(
    v.check((form) => form.target_mode !== 'time' || (numeric(form.hours) && numeric(form.minutes)), 'cpd.periodDialog.targetInvalid' satisfies JournalMessageKey),
    ['hours'],
  ),
);

/** The boxes of an existing period, or of a new one in the default mode. */
export function periodFormOf(period: CpdPeriod | undefined, defaultMode: CpdTargetMode): PeriodForm {
  if (!period) return { start: '', end: '', target_mode: defaultMode, target: '', hours: '', minutes: '' };
  const minutes = period.target_mode === 'time' ? period.target : 0;
  return {
    start: dayOf(period.start_date),
    end: dayOf(period.end_date),
    target_mode: period.target_mode,
    target: period.target_mode === 'time' ? '' : String(period.target),
    hours: String(Math.floor(minutes / 60)),
    minutes: String(minutes % 60),
  };
}

/** SetJournal's payload (spec 3 §5, §7): start-of-day and end-of-day UTC; time targets as hours*60+minutes; checked with the contract. */
export function toSetJournal(form: PeriodForm, reference: string | undefined, submissionDate: string | null): SetJournalRequest {
  const target = form.target_mode === 'time' ? toMinutes(form.hours, form.minutes) : Number(form.target.trim() || '0');
  const request = {
    reference: reference ?? '',
    start_date: startOfDayUtc(form.start),
    end_date: endOfDayUtc(form.end),
    submission_date: submissionDate,
    target,
    target_mode: form.target_mode,
  };
  const parsed = v.safeParse(SetJournalRequestSchema, request);
  if (!parsed.success) throw new Error(parsed.issues[0].message === CPD_REASONS.dateRange ? 'cpd.periodDialog.dateRange' : 'cpd.periodDialog.targetInvalid');
  return request;
}
