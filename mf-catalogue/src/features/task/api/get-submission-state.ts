import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError, useApi, type ApiClient } from '@portal/api-client';
import {
  EMPTY_SUBMISSION_STATE,
  RESOURCE_NOT_FOUND,
  TASK_SUBMISSION_STATE_ID,
  TaskSubmissionStateSchema,
  XAPI_VERSION,
  XAPI_VERSION_HEADER,
  agentParam,
  recordStorePaths,
  type TaskSubmissionState,
} from '@portal/contracts/tasks';
import { taskKey, type TaskRef } from './get-task';

/** The record store's address of the owner's submission state of one attempt (stateId for the submission text, the attempt as registration). */
export function submissionStatePath(username: string, activityId: string, registration: string | null): string {
  const agent = agentParam({ account: { homePage: typeof window === 'undefined' ? '' : window.location.origin, name: username } });
  return recordStorePaths.state({ activityId, agent, stateId: TASK_SUBMISSION_STATE_ID, registration });
}

export const RECORD_STORE_HEADERS = { [XAPI_VERSION_HEADER]: XAPI_VERSION };

/**
 * GET activities/state (spec 3 §7): the owner's submission state of the attempt. A ResourceNotFound
 * answer yields an empty submission set, not an error; so does a task without an attempt yet.
 */
export async function getSubmissionState(api: ApiClient, username: string, activityId: string, registration: string | null): Promise<TaskSubmissionState> {
  if (!registration) return EMPTY_SUBMISSION_STATE;
  try {
    return await api.get(submissionStatePath(username, activityId, registration), { schema: TaskSubmissionStateSchema, headers: RECORD_STORE_HEADERS });
  } catch (error) {
    if (isApiError(error) && error.status === 404 && error.code === RESOURCE_NOT_FOUND) return EMPTY_SUBMISSION_STATE;
    throw error;
  }
}

export function submissionStateQuery(api: ApiClient, ref: TaskRef, username: string, activityId: string | undefined, registration: string | null | undefined) {
  return queryOptions({
    queryKey: [...taskKey(ref), 'state', registration ?? null],
    queryFn: () => getSubmissionState(api, username, activityId ?? '', registration ?? null),
    enabled: activityId !== undefined && registration !== undefined,
    staleTime: 0,
  });
}

export function useSubmissionState(ref: TaskRef, username: string, activityId: string | undefined, registration: string | null | undefined, enabled: boolean) {
  const options = submissionStateQuery(useApi(), ref, username, activityId, registration);
  return useQuery({ ...options, enabled: enabled && options.enabled !== false });
}
