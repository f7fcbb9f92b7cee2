import type { ApiClient } from '@portal/api-client';
import { taskPaths } from '@portal/contracts/tasks';
import type { TaskRef } from './get-task';

/** DELETE …/content/{id}/attachments/{attachmentId}?actingAs= : removes the attachment and its file. */
export async function deleteTaskAttachment(api: ApiClient, ref: TaskRef, attachmentId: string): Promise<void> {
  await api.delete(taskPaths.attachment(ref.scope, ref.owner, ref.id, attachmentId, ref.actingAs));
}
