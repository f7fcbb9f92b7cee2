import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isApiError, useApi, type ApiClient } from '@portal/api-client';
import { EMPTY_SUBMISSION_STATE, RESOURCE_NOT_FOUND, TASK_SUBMISSION_STATE_ID, TaskSubmissionStateSchema, agentParam, type TaskSubmissionState } from '@portal/contracts/tasks';
import type { XapiConfig } from '@portal/contracts/xapi';
import { agentOf, recordStoreRequest, type RecordStoreOwner } from '@portal/query/record-store';
import { queryKeys } from '@portal/query/keys';
import type { TaskRef } from './get-task';

/** The activities/state query of the owner's submission state of one attempt (stateId for the submission text, the attempt as registration). */
export function submissionStateQuery(activityId: string, registration: string) {
  return (config: XapiConfig) => ({ activityId, agent: agentParam(agentOf(config)), stateId: TASK_SUBMISSION_STATE_ID, registration });
}

/**
 * GET activities/state (spec 3 §7) from the record store xapi/config names: the owner's submission
 * state of the attempt. A ResourceNotFound answer yields an empty submission set, not an error; so
 * does a task without an attempt yet.
 */
export async function getSubmissionState(
  api: ApiClient,
  owner: RecordStoreOwner,
  activityId: string,
  registration: string | null,
  client?: QueryClient,
): Promise<TaskSubmissionState> {
  if (!registration) return EMPTY_SUBMISSION_STATE;
  try {
    return await recordStoreRequest(
      api,
      owner,
      { method: 'GET', resource: 'activities/state', query: submissionStateQuery(activityId, registration), schema: TaskSubmissionStateSchema },
      client,
    );
  } catch (error) {
    if (isApiError(error) && error.status === 404 && error.code === RESOURCE_NOT_FOUND) return EMPTY_SUBMISSION_STATE;
    throw error;
  }
}

export function submissionStateOptions(api: ApiClient, client: QueryClient, ref: TaskRef, activityId: string | undefined, registration: string | null | undefined) {
  return queryOptions({
    queryKey: queryKeys.tasks.state(ref, registration),
    queryFn: () => getSubmissionState(api, { scope: ref.scope, owner: ref.owner }, activityId ?? '', registration ?? null, client),
    enabled: activityId !== undefined && registration !== undefined,
    staleTime: 0,
  });
}

/** The owner's own submission state (the approver reads it through the task's submissions call). */
export function useSubmissionState(ref: TaskRef, activityId: string | undefined, registration: string | null | undefined, enabled: boolean) {
  const options = submissionStateOptions(useApi(), useQueryClient(), ref, activityId, registration);
  return useQuery({ ...options, enabled: enabled && options.enabled !== false });
}
