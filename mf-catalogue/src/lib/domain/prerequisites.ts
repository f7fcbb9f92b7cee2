import type { CatalogueItem, Completion, CurriculumEntry } from '@portal/contracts/catalogue';

/** How a prerequisite of a curriculum child is shown (spec 2 §3 "Curriculum entry"). */
export type PrerequisiteState = 'Complete' | 'Needed' | 'Blocked';

export interface PrerequisiteView {
  id: string;
  /** Undefined when the prerequisite is not in the learner's catalogue. */
  item: CatalogueItem | undefined;
  state: PrerequisiteState;
}

type ItemLookup = ReadonlyMap<string, Pick<CatalogueItem, 'Completion'>>;

/** Spec 2 §4 step 4: a prerequisite is met only when it is Completed or Passed. */
export function isPrerequisiteMet(item: { Completion: Completion } | undefined): boolean {
  return item?.Completion === 'Completed' || item?.Completion === 'Passed';
}

/** The curricula an item is judged through (launch steps 4 and 7): the one it was reached from, else all its parents. */
export function curriculaJudgedThrough<T extends CatalogueItem>(item: Pick<CatalogueItem, 'parents'>, parentId: string | undefined, itemsById: ReadonlyMap<string, T>): T[] {
  const ids = parentId ? [parentId] : item.parents;
  return ids.map((id) => itemsById.get(id)).filter((parent): parent is T => parent !== undefined);
}

/** The entry of `itemId` in a curriculum, if it is one of its children. */
export function entryOf(curriculum: Pick<CatalogueItem, 'Entries'> | undefined, itemId: string): CurriculumEntry | undefined {
  return curriculum?.Entries?.find((entry) => entry.ItemId === itemId);
}

/** How many prerequisites must be met: RequiredPrereqCount, or all of them when it is not set. */
export function requiredPrerequisiteCount(entry: Pick<CurriculumEntry, 'PrerequisiteIDs' | 'RequiredPrereqCount'>): number {
  const total = entry.PrerequisiteIDs?.length ?? 0;
  const wanted = entry.RequiredPrereqCount ?? total;
  return Math.max(0, Math.min(wanted, total));
}

/** Whether enough of an entry's prerequisites are met for the child to be opened. */
export function prerequisitesMet(entry: CurriculumEntry | undefined, itemsById: ItemLookup): boolean {
  if (!entry) return true;
  const met = (entry.PrerequisiteIDs ?? []).filter((id) => isPrerequisiteMet(itemsById.get(id))).length;
  return met >= requiredPrerequisiteCount(entry);
}

/**
 * Each prerequisite of a child with its state: Complete when met; Needed when not met but it can be
 * taken now (its own prerequisites in the same curriculum are met); Blocked when it is itself waiting
 * for prerequisites.
 */
export function prerequisiteStates(curriculum: Pick<CatalogueItem, 'Entries'>, entry: CurriculumEntry, itemsById: ReadonlyMap<string, CatalogueItem>): PrerequisiteView[] {
  return (entry.PrerequisiteIDs ?? []).map((id) => {
    const item = itemsById.get(id);
    const state: PrerequisiteState = isPrerequisiteMet(item) ? 'Complete' : prerequisitesMet(entryOf(curriculum, id), itemsById) ? 'Needed' : 'Blocked';
    return { id, item, state };
  });
}
