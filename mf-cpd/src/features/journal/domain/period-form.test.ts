import * as v from 'valibot';
import { PeriodFormSchema, periodFormOf, toSetJournal, type PeriodForm } from './period-form';

const form: PeriodForm = { start: '2026-01-01', end: '2026-12-31', target_mode: 'credits', target: '20', hours: '', minutes: '' };
const messages = (input: PeriodForm) => v.safeParse(PeriodFormSchema, input).issues?.map((issue) => [v.getDotPath(issue), issue.message]) ?? [];

describe('the period dialog (spec 3 §5)', () => {
  it('needs both dates, the start not after the end and a numeric target', () => {
    expect(messages(form)).toEqual([]);
    expect(messages({ ...form, start: '' })).toEqual([['start', 'cpd.periodDialog.required']]);
    expect(messages({ ...form, start: '2027-01-01' })).toEqual([['end', 'cpd.periodDialog.dateRange']]);
    expect(messages({ ...form, target: 'twenty' })).toEqual([['target', 'cpd.periodDialog.targetInvalid']]);
    expect(messages({ ...form, target_mode: 'time', target: 'x', hours: '1', minutes: 'x' })).toEqual([['hours', 'cpd.periodDialog.targetInvalid']]);
  });

  it('sends start-of-day and end-of-day UTC, and a time target as hours*60+minutes', () => {
    expect(toSetJournal(form, undefined, null)).toEqual({
      reference: '',
      start_date: '2026-01-01T00:00:00.000Z',
      end_date: '2026-12-31T23:59:59.999Z',
      submission_date: null,
      target: 20,
      target_mode: 'credits',
    });
    expect(toSetJournal({ ...form, target_mode: 'time', hours: '12', minutes: '30' }, 'p1', null)).toMatchObject({ reference: 'p1', target: 750, target_mode: 'time' });
  });

  it('fills the boxes from a time-mode period in hours and minutes', () => {
    const period = {
      reference: 'p1',
      start_date: '2026-01-01T00:00:00.000Z',
      end_date: '2026-12-31T23:59:59.999Z',
      submission_date: null,
      target: 750,
      target_mode: 'time' as const,
      status: null,
      owner: 'u',
      entries: 0,
    };
    expect(periodFormOf(period, 'credits')).toEqual({ start: '2026-01-01', end: '2026-12-31', target_mode: 'time', target: '', hours: '12', minutes: '30' });
  });
});
