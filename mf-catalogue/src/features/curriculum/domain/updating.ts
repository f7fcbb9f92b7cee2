import type { CatalogueItem } from '@portal/contracts/catalogue';

/** What the curriculum page remembers of each child to notice a change: its enrolment and completion. */
export type ChildStatuses = ReadonlyMap<string, string>;

export function childStatuses(curriculum: Pick<CatalogueItem, 'Entries'>, itemsById: ReadonlyMap<string, Pick<CatalogueItem, 'Enrolment' | 'Completion'>>): ChildStatuses {
  const statuses = new Map<string, string>();
  for (const { ItemId } of curriculum.Entries ?? []) {
    const child = itemsById.get(ItemId);
    if (child) statuses.set(ItemId, `${child.Enrolment}/${child.Completion}`);
  }
  return statuses;
}

const MEDIA = ['Video', 'Audio'];

/**
 * Spec 2 §4 "Curriculum page": after a child's status changes the page shows the updating notice and
 * reloads (the server recomputes the curriculum), except for a video or audio that was just opened
 * and is not completed: playing it changes nothing the curriculum counts.
 */
export function needsUpdatingNotice(before: ChildStatuses | undefined, after: ChildStatuses, itemsById: ReadonlyMap<string, Pick<CatalogueItem, 'type' | 'Completion'>>): boolean {
  if (!before) return false;
  for (const [id, status] of after) {
    const previous = before.get(id);
    if (previous === undefined || previous === status) continue;
    const child = itemsById.get(id);
    if (child && MEDIA.includes(child.type) && child.Completion !== 'Completed') continue;
    return true;
  }
  return false;
}
