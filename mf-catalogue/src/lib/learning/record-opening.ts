import type { ApiClient } from '@portal/api-client';
import type { CatalogueItem } from '@portal/contracts/catalogue';
import { openingRecord, type OpeningRecord } from '../domain/content-opening';
import { postCompletion } from './api/completion';
import { sendStatement } from './api/statements';
import type { LearningContext } from './learning-context';

export interface OpeningInput {
  item: Pick<CatalogueItem, 'Id' | 'ActivityId' | 'Completion' | 'CompletionMode'>;
  trackingMode?: string | null;
  attemptId?: string | null;
  /** Links and files are also recorded as experienced (spec 2 §4 step 8). */
  experienced: boolean;
}

/**
 * What opening content records (spec 2 §4): an experienced statement for links and files, then the
 * completion or the attempted statement of `openingRecord`. The content is open whatever happens
 * here, so failures are logged, not shown; the answer says what was recorded.
 */
export async function recordOpening(api: ApiClient, context: LearningContext, { item, trackingMode, attemptId, experienced }: OpeningInput): Promise<OpeningRecord> {
  const record = openingRecord(item, trackingMode);
  const calls: Array<Promise<unknown>> = [];
  if (experienced) calls.push(sendStatement(api, context, { verb: 'experienced', item, attemptId }));
  if (record === 'completion') calls.push(postCompletion(api, context, item.Id, 'Completed'));
  if (record === 'attempted') calls.push(sendStatement(api, context, { verb: 'attempted', item, attemptId }));
  for (const result of await Promise.allSettled(calls)) {
    if (result.status === 'rejected') console.error('[catalogue] recording the opening of', item.Id, 'failed', result.reason);
  }
  return record;
}
