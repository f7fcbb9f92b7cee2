import type { CatalogueItem } from '@portal/contracts/catalogue';
import { matchesSearch } from '@portal/contracts/search';

/** The training statuses the learner summary counts and filters by. */
export const TRAINING_STATUSES = ['notStarted', 'inProgress', 'completed', 'overdue'] as const;
export type TrainingStatus = (typeof TRAINING_STATUSES)[number];

/**
 * The training list's filters. 'notComplete' is Portal.MyLearningStatusFilterMode's value (spec 3 §9):
 * mandatory items that are not complete, the learner dashboard's default.
 */
export const TRAINING_FILTERS = ['all', 'notComplete', ...TRAINING_STATUSES] as const;
export type TrainingFilter = (typeof TRAINING_FILTERS)[number];

/** Whether `value` names a training list filter (a remembered choice read back from the user's configuration). */
export function isTrainingFilter(value: unknown): value is TrainingFilter {
  return typeof value === 'string' && (TRAINING_FILTERS as readonly string[]).includes(value);
}

/** The learner dashboard's default filter: Portal.MyLearningStatusFilterMode when it names one, else 'notComplete' (spec 1 §2, spec 3 §2). */
export function defaultLearnerFilter(mode: string | undefined): TrainingFilter {
  return mode && (TRAINING_FILTERS as readonly string[]).includes(mode) ? (mode as TrainingFilter) : 'notComplete';
}

const COMPLETE = new Set(['Completed', 'Passed', 'Attended']);
const STARTED = new Set(['Attempted', 'Failed', 'PendingApproval', 'Rejected', 'NotAttended']);

export const isComplete = (item: Pick<CatalogueItem, 'Completion'>) => COMPLETE.has(item.Completion);

/** The user's training: what they are enrolled in, or what is mandatory for them. */
export function myTraining(items: readonly CatalogueItem[]): CatalogueItem[] {
  return items.filter((item) => !item.isHidden && (item.Enrolment === 'Enrolled' || item.isMandatory));
}

/** Completed; else overdue when the due date has passed; else in progress once attempted; else not started. */
export function trainingStatus(item: Pick<CatalogueItem, 'Completion' | 'DueDate'>, now: Date): TrainingStatus {
  if (isComplete(item)) return 'completed';
  if (item.DueDate && Date.parse(item.DueDate) < now.getTime()) return 'overdue';
  return STARTED.has(item.Completion) ? 'inProgress' : 'notStarted';
}

/** How many items have each status (the summary cards and the bar chart). */
export function statusCounts(items: readonly CatalogueItem[], now: Date): Record<TrainingStatus, number> {
  const counts: Record<TrainingStatus, number> = { notStarted: 0, inProgress: 0, completed: 0, overdue: 0 };
  for (const item of items) counts[trainingStatus(item, now)] += 1;
  return counts;
}

/**
 * An item's value for a 'field:value' search word: 'status' is its training status (the list's own
 * word for it), any other name one of the item's properties, whatever its case ('type', 'completion').
 */
function fieldOf(item: CatalogueItem, key: string, now: Date): string | undefined {
  if (key.toLowerCase() === 'status') return trainingStatus(item, now);
  const own = Object.entries(item).find(([name]) => name.toLowerCase() === key.toLowerCase())?.[1];
  return typeof own === 'string' || typeof own === 'number' || typeof own === 'boolean' ? String(own) : undefined;
}

/**
 * The training list: the filter, then the search (spec 3 §5: every word in the name, any case, or a
 * 'field:value' word), by due date then name.
 */
export function filterTraining(items: readonly CatalogueItem[], { filter, words }: { filter: TrainingFilter; words: string }, now: Date, locale?: string): CatalogueItem[] {
  const collator = new Intl.Collator(locale);
  return items
    .filter((item) => {
      if (filter === 'notComplete') return item.isMandatory && !isComplete(item);
      if (filter !== 'all' && trainingStatus(item, now) !== filter) return false;
      return true;
    })
    .filter((item) => matchesSearch(words, { text: item.Name, field: (key) => fieldOf(item, key, now) }, locale))
    .sort((a, b) => (a.DueDate ? Date.parse(a.DueDate) : Infinity) - (b.DueDate ? Date.parse(b.DueDate) : Infinity) || collator.compare(a.Name, b.Name));
}

/** The training list shows this many items a page. */
export const TRAINING_PAGE_SIZE = 10;

/** How many pages `count` items make (at least one). */
export const trainingPages = (count: number, size = TRAINING_PAGE_SIZE): number => Math.max(1, Math.ceil(count / size));

/** The items of page `page` (from 0). */
export const trainingPage = <T>(items: readonly T[], page: number, size = TRAINING_PAGE_SIZE): T[] => items.slice(page * size, (page + 1) * size);

export interface DatedEntry {
  id: string;
  itemId: string;
  title: string;
  date: Date;
  kind: 'due' | 'session';
}

/** What the calendar widget shows: due dates of the user's training and the sessions they are enrolled in. */
export function datedEntries(items: readonly CatalogueItem[]): DatedEntry[] {
  const entries: DatedEntry[] = [];
  for (const item of items) {
    if (item.DueDate && !isComplete(item)) entries.push({ id: `due-${item.Id}`, itemId: item.Id, title: item.Name, date: new Date(item.DueDate), kind: 'due' });
    for (const session of item.Sessions ?? []) {
      if (session.Enrolment === 'Enrolled')
        entries.push({ id: `session-${session.Id}`, itemId: item.Id, title: `${item.Name}: ${session.Name}`, date: new Date(session.StartDate), kind: 'session' });
    }
  }
  return entries;
}
