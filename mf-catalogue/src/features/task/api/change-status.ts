import type { ApiClient } from '@portal/api-client';
import { TaskStatusResponseSchema, taskPaths, type TaskStatusChange, type TaskStatusResponse } from '@portal/contracts/tasks';
import type { TaskRef } from './get-task';

/**
 * POST …/task/status?actingAs= {status, submission?}: in progress, submitted for approval, completed, or
 * the pending request cancelled. A submitted text goes with the change: the LMS keeps both or neither.
 */
export function changeTaskStatus(api: ApiClient, ref: TaskRef, status: TaskStatusChange, submission?: string): Promise<TaskStatusResponse> {
  return api.post(taskPaths.status(ref.scope, ref.owner, ref.id, ref.actingAs), submission ? { status, submission } : { status }, { schema: TaskStatusResponseSchema });
}
