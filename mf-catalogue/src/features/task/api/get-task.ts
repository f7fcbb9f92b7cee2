import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { TaskItemSchema, taskPaths, type TaskItem } from '@portal/contracts/tasks';
import { queryKeys } from '@portal/query/keys';

/** Who reads which task: `owner` is the task's learner, `actingAs` the signed-in user (the owner, or the approver of their request). */
export interface TaskRef {
  scope: string;
  owner: string;
  id: string;
  actingAs: string;
}

/** GET …/users/{owner}/content/{id}/task?actingAs= : the task form model (spec 2 §3). */
export function getTask(api: ApiClient, ref: TaskRef): Promise<TaskItem> {
  return api.get(taskPaths.item(ref.scope, ref.owner, ref.id, ref.actingAs), { schema: TaskItemSchema });
}

export function taskQuery(api: ApiClient, ref: TaskRef) {
  // A 404 is an answer (not the owner's task, or no request for this approver): not retried.
  return queryOptions({ queryKey: queryKeys.tasks.item(ref, ref.actingAs), queryFn: () => getTask(api, ref), retry: false, staleTime: 0 });
}

export function useTask(ref: TaskRef) {
  return useQuery(taskQuery(useApi(), ref));
}
