import type { CpdPlanField, CpdPlanSummary } from '@portal/contracts/cpd';
import { invalidPlanKeys, planFormOf, toSetPlan } from './plan-form';
import { DEFAULT_PLAN_SORT, PLAN_COLUMNS, nextPlanSort, sortPlans } from './plans-list';

const plan = (reference: string, title: string, start: string | null): CpdPlanSummary => ({ reference, title, start_date: start, end_date: null });
const compare = (a: string, b: string) => a.localeCompare(b);

describe('the plans list (spec 3 §2)', () => {
  it('shows title 70 %, start 15 %, end 15 %, newest start first; undated plans last', () => {
    expect(PLAN_COLUMNS.map((c) => [c.key, c.width])).toEqual([
      ['title', '70%'],
      ['start_date', '15%'],
      ['end_date', '15%'],
    ]);
    const plans = [plan('a', 'Leadership', '2025-01-01T00:00:00.000Z'), plan('b', 'Audit', null), plan('c', 'Wound care', '2026-01-01T00:00:00.000Z')];
    expect(sortPlans(plans, DEFAULT_PLAN_SORT, compare).map((p) => p.reference)).toEqual(['c', 'a', 'b']);
    expect(sortPlans(plans, nextPlanSort(DEFAULT_PLAN_SORT, 'title'), compare).map((p) => p.reference)).toEqual(['b', 'a', 'c']);
    expect(nextPlanSort(DEFAULT_PLAN_SORT, 'start_date')).toEqual({ column: 'start_date', direction: 'asc' });
  });
});

describe('the plan editor (spec 3 §5)', () => {
  const fields: CpdPlanField[] = [
    { key: 'title', value: 'Leadership', type: 'text', label: 'Title' },
    { key: 'start_date', value: '2026-01-01T00:00:00.000Z', type: 'date', label: 'Start date' },
    { key: 'hours', value: '30', type: 'number', label: 'Planned hours' },
  ];

  it('flags number fields that are not numeric; empty counts as 0', () => {
    expect(invalidPlanKeys(fields, { ...planFormOf(fields), hours: 'thirty' })).toEqual(['hours']);
    expect(invalidPlanKeys(fields, { ...planFormOf(fields), hours: '' })).toEqual([]);
  });

  it('shows dates as days and sends them at the start of the UTC day', () => {
    const values = planFormOf(fields);
    expect(values).toEqual({ title: 'Leadership', start_date: '2026-01-01', hours: '30' });
    expect(toSetPlan('p1', fields, { ...values, start_date: '2026-02-03' })).toEqual({
      id: 'p1',
      fields: [
        { key: 'title', value: 'Leadership' },
        { key: 'start_date', value: '2026-02-03T00:00:00.000Z' },
        { key: 'hours', value: '30' },
      ],
    });
  });
});
