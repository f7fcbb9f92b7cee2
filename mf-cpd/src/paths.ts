import { query } from '@portal/contracts';
import type { CpdTargetMode } from '@portal/contracts/cpd';

/** What the entry page needs from the list (spec 3 §2 /cpd/item params); strings, as in the address. */
export interface EntryParams {
  journalId: string;
  id?: string;
  isNew?: boolean;
  isLocked?: boolean;
  uid?: string;
  canCopy?: boolean;
  minDate?: string;
  maxDate?: string;
  mode?: CpdTargetMode;
  filters?: string;
}

/** What the plan page needs from the plans list (spec 3 §2 /cpd/plan params). */
export interface PlanParams {
  id?: string;
  isNew?: boolean;
  isReview?: boolean;
  uid?: string;
  journalId?: string;
  filters?: string;
}

const e = encodeURIComponent;

/**
 * Where the user is in the tabbed page (spec 3 §2: the plans list, the plan and the entry pages carry
 * journalId and filters): the period shown and the entries list's filters (its own encoding, see
 * features/journal/domain/entries-list), so each page leads back to the list as the user left it.
 */
export interface ListPlace {
  journalId?: string | undefined;
  filters?: string | undefined;
}

/** The CPD area's routes as data (spec 3 §2): every URL this remote builds comes from here. */
export const paths = {
  index: { path: '/cpd', href: () => '/cpd' },
  list: { path: '/cpd/list', name: 'list', href: (period?: string, filters?: string) => `/cpd/list${query({ period, filters })}` },
  listReview: {
    path: '/cpd/list/:action/:uid',
    name: 'list-review',
    href: (uid: string, period?: string, filters?: string) => `/cpd/list/review/${e(uid)}${query({ period, filters })}`,
  },
  plans: { path: '/cpd/plans', name: 'app.private.cpd.plans', href: (place: ListPlace = {}) => `/cpd/plans${query({ ...place })}` },
  plansReview: { path: '/cpd/plans/:action/:uid', name: 'plans-review', href: (uid: string, place: ListPlace = {}) => `/cpd/plans/review/${e(uid)}${query({ ...place })}` },
  item: { path: '/cpd/item', name: 'entry details', href: (params: EntryParams) => `/cpd/item${query({ ...params })}` },
  plan: { path: '/cpd/plan', name: 'plan details', href: (params: PlanParams) => `/cpd/plan${query({ ...params })}` },
  home: { href: () => '/' },
} as const;

/** The entry page's params read back from the address; undefined when the period is lost (spec 3 §2: back to the list). */
export function readEntryParams(search: URLSearchParams): EntryParams | undefined {
  const journalId = search.get('journalId');
  if (!journalId) return undefined;
  const flag = (key: string) => search.get(key) === 'true';
  const text = (key: string) => search.get(key) ?? undefined;
  const mode = search.get('mode');
  return {
    journalId,
    id: text('id'),
    isNew: flag('isNew'),
    isLocked: flag('isLocked'),
    uid: text('uid'),
    canCopy: flag('canCopy'),
    minDate: text('minDate'),
    maxDate: text('maxDate'),
    mode: mode === 'time' || mode === 'reflections' ? mode : 'credits',
    filters: text('filters'),
  };
}

/** The plan page's params read back; undefined when they were lost (spec 3 §2: a refresh that loses them returns to the list). */
export function readPlanParams(search: URLSearchParams): PlanParams | undefined {
  const id = search.get('id') ?? undefined;
  const isNew = search.get('isNew') === 'true';
  if (!id && !isNew) return undefined;
  const text = (key: string) => search.get(key) ?? undefined;
  return { id, isNew, isReview: search.get('isReview') === 'true', uid: text('uid'), journalId: text('journalId'), filters: text('filters') };
}

/** The list place a page was reached with (the plans list's own params). */
export function readListPlace(search: URLSearchParams): ListPlace {
  return { journalId: search.get('journalId') ?? undefined, filters: search.get('filters') ?? undefined };
}
