import type { ApiClient } from '@portal/api-client';
import { TaskAttachmentSchema, taskPaths, type TaskAttachment, type TaskAttachmentRequest } from '@portal/contracts/tasks';
import type { TaskRef } from './get-task';

/** POST …/content/{id}/attachments?actingAs= {type, body, name}: records an uploaded file (body: its path) on the task. */
export function addTaskAttachment(api: ApiClient, ref: TaskRef, attachment: TaskAttachmentRequest): Promise<TaskAttachment> {
  return api.post(taskPaths.attachments(ref.scope, ref.owner, ref.id, ref.actingAs), attachment, { schema: TaskAttachmentSchema });
}
