import type { ApiClient } from '@portal/api-client';
import { TaskStatusResponseSchema, taskPaths, type TaskStatusChange, type TaskStatusResponse } from '@portal/contracts/tasks';
import type { TaskRef } from './get-task';

/** POST …/task/status?actingAs= {status}: in progress, submitted for approval, completed, or the pending request cancelled. */
export function changeTaskStatus(api: ApiClient, ref: TaskRef, status: TaskStatusChange): Promise<TaskStatusResponse> {
  return api.post(taskPaths.status(ref.scope, ref.owner, ref.id, ref.actingAs), { status }, { schema: TaskStatusResponseSchema });
}
