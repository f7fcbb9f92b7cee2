import type { ApiClient } from '@portal/api-client';
import type { TaskSubmissionState } from '@portal/contracts/tasks';
import { RECORD_STORE_HEADERS, submissionStatePath } from './get-submission-state';

/**
 * PUT activities/state (spec 3 §7): the owner's submission state of the attempt, whole. The record
 * store takes a draft replaced or one submission appended with the draft cleared (spec 2 §4).
 */
export async function saveSubmissionState(api: ApiClient, username: string, activityId: string, registration: string, state: TaskSubmissionState): Promise<void> {
  await api.put(submissionStatePath(username, activityId, registration), state, { headers: RECORD_STORE_HEADERS });
}
