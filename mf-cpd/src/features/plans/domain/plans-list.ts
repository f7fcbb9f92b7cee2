import type { CpdPlanSummary } from '@portal/contracts/cpd';

/** Spec 3 §2: the plans list's columns and widths; default sort start_date descending. */
export const PLAN_COLUMNS = [
  { key: 'title', width: '70%' },
  { key: 'start_date', width: '15%' },
  { key: 'end_date', width: '15%' },
] as const;
export type PlanColumn = (typeof PLAN_COLUMNS)[number]['key'];

export interface PlanSort {
  column: PlanColumn;
  direction: 'asc' | 'desc';
}
export const DEFAULT_PLAN_SORT: PlanSort = { column: 'start_date', direction: 'desc' };

/** A remembered sort (the user's userConfig) that still names a column of the list. */
export function isPlanSort(value: unknown): value is PlanSort {
  const sort = value as Partial<PlanSort> | null;
  return !!sort && PLAN_COLUMNS.some((c) => c.key === sort.column) && (sort.direction === 'asc' || sort.direction === 'desc');
}

export function nextPlanSort(current: PlanSort, column: PlanColumn): PlanSort {
  if (current.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: column === 'title' ? 'asc' : 'desc' };
}

/** Sorted plans; plans without a date go last whatever the direction. */
export function sortPlans(plans: readonly CpdPlanSummary[], sort: PlanSort, compareText: (a: string, b: string) => number): CpdPlanSummary[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...plans].sort((a, b) => {
    if (sort.column === 'title') return sign * compareText(a.title, b.title) || a.reference.localeCompare(b.reference);
    const x = a[sort.column];
    const y = b[sort.column];
    if (!x || !y) return (x ? 0 : 1) - (y ? 0 : 1) || a.reference.localeCompare(b.reference);
    return sign * x.localeCompare(y) || a.reference.localeCompare(b.reference);
  });
}
