import type { CatalogueItem, CurriculumEntry } from '@portal/contracts/catalogue';
import { curriculaJudgedThrough, entryOf, prerequisiteStates, prerequisitesMet, requiredPrerequisiteCount, type PrerequisiteView } from '../../../lib/domain/prerequisites';

export interface CurriculumEntryView<T extends CatalogueItem = CatalogueItem> {
  entry: CurriculumEntry;
  /** Undefined when the child is not in the learner's catalogue. */
  item: T | undefined;
  prerequisites: PrerequisiteView[];
  /** RequiredPrereqCount, or all of them. */
  requiredPrerequisites: number;
  prerequisitesMet: boolean;
}

/** A curriculum's entries in Index order, each with its item and its prerequisites (spec 2 §3). */
export function curriculumEntries<T extends CatalogueItem>(curriculum: Pick<CatalogueItem, 'Entries'>, itemsById: ReadonlyMap<string, T>): CurriculumEntryView<T>[] {
  return [...(curriculum.Entries ?? [])]
    .sort((a, b) => a.Index - b.Index)
    .map((entry) => ({
      entry,
      item: itemsById.get(entry.ItemId),
      prerequisites: prerequisiteStates(curriculum, entry, itemsById),
      requiredPrerequisites: requiredPrerequisiteCount(entry),
      prerequisitesMet: prerequisitesMet(entry, itemsById),
    }));
}

/**
 * A curriculum's own prerequisites where they are unmet in a curriculum it is reached through (the one
 * in the address, else its parents): what locks it (spec 2 §4 step 4). Undefined when none locks it.
 */
export function unmetPrerequisites(
  curriculum: Pick<CatalogueItem, 'Id' | 'parents'>,
  parentId: string | undefined,
  itemsById: ReadonlyMap<string, CatalogueItem>,
): { views: PrerequisiteView[]; required: number } | undefined {
  for (const parent of curriculaJudgedThrough(curriculum, parentId, itemsById)) {
    const entry = entryOf(parent, curriculum.Id);
    if (entry && !prerequisitesMet(entry, itemsById)) return { views: prerequisiteStates(parent, entry, itemsById), required: requiredPrerequisiteCount(entry) };
  }
  return undefined;
}
