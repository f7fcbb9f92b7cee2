import type { CatalogueItem } from '@portal/contracts/catalogue';

type ProgressItem = Pick<CatalogueItem, 'Id' | 'Completion' | 'Entries'>;

/**
 * Spec 2 §4 leaf progress: 1 if complete, 0.5 if Attempted or Failed, else 0. "Complete" here is
 * Completed, Passed or Attended: Failed counts as complete for a curriculum's rules but is half way
 * for progress, as the spec lists it under 0.5.
 */
export function leafProgress(item: Pick<CatalogueItem, 'Completion'>): number {
  switch (item.Completion) {
    case 'Completed':
    case 'Passed':
    case 'Attended':
      return 1;
    case 'Attempted':
    case 'Failed':
      return 0.5;
    default:
      return 0;
  }
}

/**
 * Spec 2 §4: a curriculum's progress is the average of its required children; a child curriculum
 * counts by its own progress. A child missing from the catalogue counts as 0. With no required
 * entries every entry counts; with no entries at all the curriculum's own completion decides.
 */
export function curriculumProgress(curriculum: ProgressItem, itemsById: ReadonlyMap<string, ProgressItem>, visiting: ReadonlySet<string> = new Set()): number {
  const entries = curriculum.Entries ?? [];
  if (entries.length === 0) return leafProgress(curriculum);
  const required = entries.filter((entry) => entry.IsRequiredForCompletion);
  const counted = required.length > 0 ? required : entries;
  const path = new Set(visiting).add(curriculum.Id);
  let sum = 0;
  for (const entry of counted) {
    const child = itemsById.get(entry.ItemId);
    // A curriculum that contains itself (bad data) must not loop forever.
    if (!child || path.has(child.Id)) continue;
    sum += child.Entries && child.Entries.length > 0 ? curriculumProgress(child, itemsById, path) : leafProgress(child);
  }
  return sum / counted.length;
}

/** Progress 0–1 shown as 0–100 (spec 2 §9). */
export function progressPercent(progress: number): number {
  return Math.round(Math.min(1, Math.max(0, progress)) * 100);
}
