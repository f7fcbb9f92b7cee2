import type { EnrichedItem } from '../../../lib/domain/catalogue-index';
import { isDoneStatus } from '../../../lib/domain/status';

/**
 * What a keystroke reads of one item, in one fixed-shape object: every entry has the same hidden
 * class, so the filter loop's property reads stay monomorphic and fast, whatever optional fields
 * each catalogue item happens to carry.
 */
export class SearchEntry {
  readonly searchText: string;
  readonly fieldText: string;
  readonly isMandatory: boolean;
  readonly isOverdue: boolean;
  /** Completed, Passed or Attended (spec 2 §5). */
  readonly isDone: boolean;
  readonly statusKeys: readonly string[];
  readonly typeKeys: readonly string[];
  readonly categoryIds: readonly string[];
  /** Minutes; NaN when the item has no duration. */
  readonly duration: number;
  /** No cost is free. */
  readonly cost: number;
  /** The search text without spaces, made on first use (a #tag that names no category). */
  compactText: string | null;

  constructor(readonly item: EnrichedItem) {
    this.searchText = item.searchText;
    this.fieldText = item.fieldText;
    this.isMandatory = item.isMandatory;
    this.isOverdue = item.isOverdue;
    this.isDone = isDoneStatus(item.displayStatus);
    this.statusKeys = item.statusKeys;
    this.typeKeys = item.typeKeys;
    this.categoryIds = item.categoryIds;
    this.duration = item.durationExtension ?? Number.NaN;
    this.cost = item.costExtension ?? 0;
    this.compactText = null;
  }
}
