import type { CatalogueItem, Completion } from '@portal/contracts/catalogue';
import { isPendingApproval } from './enrolment';

/**
 * The status the portal derives for an item (spec 2 §4): an enrolment waiting on an approver, not
 * enrolled, or the completion value. This is what the status filter and sorting compare.
 */
export type ItemStatus = 'PendingAdminApproval' | 'NotEnrolled' | Completion;
/** The status as shown: Attempted shows as Incomplete, a Completed event as Attended. */
export type DisplayStatus = ItemStatus | 'Incomplete';

type StatusInput = Pick<CatalogueItem, 'Enrolment' | 'Completion' | 'type'>;

/** Spec 2 §4 derived status before the display rules: pending approval, not enrolled, else the completion. */
export function itemStatus(item: StatusInput): ItemStatus {
  if (isPendingApproval(item.Enrolment)) return 'PendingAdminApproval';
  if (item.Enrolment === 'NotEnrolled') return 'NotEnrolled';
  return item.Completion;
}

/**
 * Spec 2 §4 derived status, as shown: PendingAdminApproval or PendingSecondLevelApproval enrolment
 * gives PendingAdminApproval; NotEnrolled gives NotEnrolled; Attempted shows as Incomplete;
 * otherwise the completion value; a Completed event shows as Attended.
 */
export function deriveStatus(item: StatusInput): DisplayStatus {
  const status = itemStatus(item);
  if (status === 'Attempted') return 'Incomplete';
  if (status === 'Completed' && isEvent(item)) return 'Attended';
  return status;
}

function isEvent(item: Pick<CatalogueItem, 'type'>): boolean {
  return item.type.toLowerCase() === 'event';
}

/** Spec 2 §4: isComplete is true only for Completed. */
export function isComplete(completion: string | null | undefined): boolean {
  return completion === 'Completed';
}

/**
 * Spec 2 §4: an item counts as complete when its completion is Completed, Passed or Failed; with a
 * MustPass entry and a pass mark only Passed counts.
 */
export function countsAsComplete(completion: string | null | undefined, { mustPass = false, passMark = null }: { mustPass?: boolean; passMark?: number | null } = {}): boolean {
  if (mustPass && passMark !== null && passMark !== undefined) return completion === 'Passed';
  return completion === 'Completed' || completion === 'Passed' || completion === 'Failed';
}

/** Spec 2 §5: the status filter notComplete excludes Completed, Passed and Attended. */
const DONE_STATUSES: ReadonlySet<string> = new Set(['Completed', 'Passed', 'Attended']);
export function isDoneStatus(status: string): boolean {
  return DONE_STATUSES.has(status);
}
