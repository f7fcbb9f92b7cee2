import type { Completion, CurriculumEntry } from '@portal/contracts/catalogue';
import { meetsPrerequisite } from './completion';

export type PrerequisiteStatus = 'Complete' | 'Needed' | 'Blocked';

/** How many of an entry's prerequisites must be met: RequiredPrereqCount, else all of them. */
export function requiredPrerequisiteCount(entry: Pick<CurriculumEntry, 'PrerequisiteIDs' | 'RequiredPrereqCount'>): number {
  const ids = entry.PrerequisiteIDs ?? [];
  return entry.RequiredPrereqCount == null ? ids.length : Math.min(Math.max(entry.RequiredPrereqCount, 0), ids.length);
}

/** Whether an entry of a curriculum is locked because too few of its prerequisites are Completed or Passed. */
export function isEntryLocked(entry: Pick<CurriculumEntry, 'PrerequisiteIDs' | 'RequiredPrereqCount'>, completionOf: (itemId: string) => Completion): boolean {
  const met = (entry.PrerequisiteIDs ?? []).filter((id) => meetsPrerequisite(completionOf(id))).length;
  return met < requiredPrerequisiteCount(entry);
}

/**
 * Each prerequisite of an entry: Complete when met, Blocked when it cannot be taken yet (its own
 * entry in the same curriculum is locked), else Needed.
 */
export function prerequisiteStatuses(
  entry: CurriculumEntry,
  entries: readonly CurriculumEntry[],
  completionOf: (itemId: string) => Completion,
): { ItemId: string; Status: PrerequisiteStatus }[] {
  const byId = new Map(entries.map((e) => [e.ItemId, e]));
  return (entry.PrerequisiteIDs ?? []).map((id) => {
    if (meetsPrerequisite(completionOf(id))) return { ItemId: id, Status: 'Complete' };
    const own = byId.get(id);
    return { ItemId: id, Status: own && isEntryLocked(own, completionOf) ? 'Blocked' : 'Needed' };
  });
}

export interface CurriculumGraph {
  /** Entries of a curriculum, or undefined when the id is not a curriculum. */
  entriesOf(id: string): readonly CurriculumEntry[] | undefined;
  /** Curricula that hold the item as an entry. */
  parentsOf(id: string): readonly string[];
  completionOf(id: string): Completion;
}

export type BreadcrumbResult = { breadcrumb: { id: string; isLocked: boolean }[] } | { error: { message: string; route?: string } };

export const NOT_IN_CURRICULUM = 'This item is not part of the curriculum.';

/**
 * The nested curriculum check: the chain of parent curricula from the root down to parentId, each
 * with its lock state. A curriculum is locked when its entry in its own parent is locked, or when
 * that parent is locked. Without parentId the item's first parent curriculum is used.
 */
export function curriculumBreadcrumb(graph: CurriculumGraph, itemId: string, parentId?: string | null): BreadcrumbResult {
  const parent = parentId || graph.parentsOf(itemId)[0];
  if (!parent) return { breadcrumb: [] };
  const entries = graph.entriesOf(parent);
  if (!entries || !entries.some((entry) => entry.ItemId === itemId)) {
    return { error: { message: NOT_IN_CURRICULUM, route: 'app.private.catalogue.index' } };
  }
  // Upwards from the parent; a curriculum seen twice would be a cycle in the data, so the walk stops.
  const chain = [parent];
  for (let current = parent, next = graph.parentsOf(parent)[0]; next && !chain.includes(next); current = next, next = graph.parentsOf(current)[0]) {
    chain.push(next);
  }
  chain.reverse();
  const breadcrumb: { id: string; isLocked: boolean }[] = [];
  chain.forEach((id, index) => {
    const above = index > 0 ? chain[index - 1] : undefined;
    const entry = above ? graph.entriesOf(above)?.find((e) => e.ItemId === id) : undefined;
    const locked = (breadcrumb[index - 1]?.isLocked ?? false) || (entry ? isEntryLocked(entry, (x) => graph.completionOf(x)) : false);
    breadcrumb.push({ id, isLocked: locked });
  });
  return { breadcrumb };
}
