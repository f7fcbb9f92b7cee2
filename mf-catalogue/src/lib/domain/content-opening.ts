import { AICC_TRACKING_MODE, type CatalogueItem } from '@portal/contracts/catalogue';
import { isComplete } from './status';

/** What opening content records besides itself (spec 2 §4 "On opening content"). */
export type OpeningRecord = 'completion' | 'attempted' | 'nothing';

/**
 * Spec 2 §4: on opening content, an item that is not complete and completes itself on opening is
 * sent a completion; otherwise a NotAttempted item is sent an attempted statement, except under the
 * AICC40 tracking mode, where the content reports for itself.
 */
export function openingRecord(item: Pick<CatalogueItem, 'Completion' | 'CompletionMode'>, trackingMode?: string | null): OpeningRecord {
  if (!isComplete(item.Completion) && item.CompletionMode === 'Auto') return 'completion';
  if (item.Completion === 'NotAttempted' && trackingMode !== AICC_TRACKING_MODE) return 'attempted';
  return 'nothing';
}
