import { approvalDisplayType, approvalStatusLabel, ORPHAN_ERROR_CODES, type ApprovalJournalEntry, type NotaryItem } from '@portal/contracts/approvals';
import { paths } from '../../../paths';

/** The spec's word for what the portal shows in place of a missing title or name (spec 3 §3). */
export const UNKNOWN = 'Unknown';

/** A notary item as the list shows it: names filled in, its display type, and whether it is orphaned. */
export interface ApprovalRow extends NotaryItem {
  title: string;
  user_display_name: string;
  user_name: string;
  displayType: string;
  isOrphaned: boolean;
}

/** Spec 3 §3 display type (the rule the team's approval items share). */
export const displayType = approvalDisplayType;

/**
 * Spec 3 §3 orphan rules: a missing title becomes 'Unknown' and marks the item orphaned; a missing user
 * name sets the display name and user name to 'Unknown' and marks it orphaned.
 */
export function toApprovalRow(item: NotaryItem): ApprovalRow {
  const titleMissing = !item.title;
  const userMissing = !item.user_name;
  return {
    ...item,
    title: titleMissing ? UNKNOWN : item.title!,
    user_display_name: userMissing ? UNKNOWN : (item.user_display_name ?? item.user_name!),
    user_name: userMissing ? UNKNOWN : item.user_name!,
    displayType: displayType(item),
    isOrphaned: titleMissing || userMissing,
  };
}

/** Spec 3 §2: items whose status is Attempted are hidden. */
export function visibleApprovals<T extends Pick<NotaryItem, 'status'>>(items: readonly T[]): T[] {
  return items.filter((item) => item.status !== 'Attempted');
}

export const STATUS_FILTERS = ['All', 'Pending', 'Approved', 'Rejected', 'Cancelled'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** Spec 3 §2: a Pending request, when present, sets the status filter to Pending; the user's own choice wins. */
export function effectiveStatusFilter(chosen: StatusFilter | undefined, pendingCount: number | undefined): StatusFilter {
  if (chosen) return chosen;
  return (pendingCount ?? 0) > 0 ? 'Pending' : 'All';
}

/** Spec 2 §8: an approve failing with 404 and CatalogueItemNotFound or UserCatalogueItemNotFound means the item is orphaned. */
export function isOrphanFailure(status: number | undefined, code: string | undefined): boolean {
  return status === 404 && (ORPHAN_ERROR_CODES as readonly (string | undefined)[]).includes(code);
}

/** What opening an item does: a completion request goes to its approval page; an enrolment request opens the dialog. */
export type ApprovalOpen = { kind: 'page'; href: string } | { kind: 'dialog' } | { kind: 'none' };

/**
 * Spec 3 §2: completion requests route to the item's task or external-activity approval page
 * (spec 2 §2 routes); enrolment requests open an approval dialog, as does a completion of another
 * kind or an orphaned one. A request no longer pending opens nothing.
 */
export function approvalOpen(item: Pick<ApprovalRow, 'approval_type' | 'object_type' | 'content_ref' | 'user_ref' | 'isOrphaned' | 'status'>): ApprovalOpen {
  if (item.status !== 'Pending') return { kind: 'none' };
  // An orphaned completion has no page to go to: the dialog still lets the approver decide (approving shows the orphaned message).
  if (item.approval_type === 'enrolment' || item.isOrphaned) return { kind: 'dialog' };
  if (item.object_type === 'task') return { kind: 'page', href: paths.task.href(item.content_ref, { uid: item.user_ref, action: 'approval', tab: 'Information' }) };
  if (item.object_type === 'ELA') return { kind: 'page', href: paths.externalActivity.href(item.content_ref, 'approval') };
  return { kind: 'dialog' };
}

/** One change of a request's state, for its history: the state it took, who made it, when. */
export interface RequestHistoryEntry {
  status: string;
  name: string;
  date: string;
}

/** The request's history from its journal (spec 3 §3 journal entry: property, from, to, actor, datestamp): its state changes, oldest first. */
export function requestHistory(journal: readonly ApprovalJournalEntry[]): RequestHistoryEntry[] {
  return journal
    .filter((entry) => entry.property === 'state' && entry.to !== null)
    .map((entry) => ({ status: approvalStatusLabel(Number(entry.to)), name: entry.actor, date: entry.datestamp }))
    .sort((a, b) => a.date.localeCompare(b.date));
}
