import type { CatalogueItem, CurriculumEntry } from '@portal/contracts/catalogue';
import { prerequisiteStates, prerequisitesMet, requiredPrerequisiteCount, type PrerequisiteView } from '../../../domain/prerequisites';

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
