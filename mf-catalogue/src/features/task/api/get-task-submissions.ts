import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { TaskSubmissionStateSchema, taskPaths, type TaskSubmissionState } from '@portal/contracts/tasks';
import { queryKeys } from '@portal/query/keys';
import type { TaskRef } from './get-task';

/** GET …/task/submissions?actingAs=&attempt= : the owner's submissions as their approver reads them (spec 2 §7 "task submissions by activity id, user id and attempt"). */
export function getTaskSubmissions(api: ApiClient, ref: TaskRef, attempt: string | null): Promise<TaskSubmissionState> {
  return api.get(taskPaths.submissions(ref.scope, ref.owner, ref.id, ref.actingAs, attempt), { schema: TaskSubmissionStateSchema });
}

export function taskSubmissionsQuery(api: ApiClient, ref: TaskRef, attempt: string | null | undefined) {
  return queryOptions({
    queryKey: queryKeys.tasks.submissions(ref, attempt),
    queryFn: () => getTaskSubmissions(api, ref, attempt ?? null),
    enabled: attempt !== undefined,
    staleTime: 0,
  });
}

export function useTaskSubmissions(ref: TaskRef, attempt: string | null | undefined, enabled: boolean) {
  const options = taskSubmissionsQuery(useApi(), ref, attempt);
  return useQuery({ ...options, enabled: enabled && options.enabled !== false });
}
