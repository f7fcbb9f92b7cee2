import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@portal/api-client';
import type { TaskSubmissionState } from '@portal/contracts/tasks';
import { recordStoreRequest, type RecordStoreOwner } from '@portal/query/record-store';
import { submissionStateQuery } from './get-submission-state';

/**
 * PUT activities/state (spec 3 §7) to the record store xapi/config names: the owner's submission state
 * of the attempt, whole. The record store takes a draft replaced or one submission appended with the
 * draft cleared (spec 2 §4).
 */
export async function saveSubmissionState(
  api: ApiClient,
  owner: RecordStoreOwner,
  activityId: string,
  registration: string,
  state: TaskSubmissionState,
  client?: QueryClient,
): Promise<void> {
  await recordStoreRequest(api, owner, { method: 'PUT', resource: 'activities/state', query: submissionStateQuery(activityId, registration), body: () => state }, client);
}
