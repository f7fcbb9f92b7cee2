import type { ApiClient } from '@portal/api-client';
import { stampPaths } from '@portal/contracts/approvals';

/** POST /stamp/approvals/acceptRequest {actorId, reference}: the approver approves the task's completion. */
export async function acceptTaskRequest(api: ApiClient, actorId: string, reference: string): Promise<void> {
  await api.post(stampPaths.acceptRequest, { actorId, reference });
}

/** POST /stamp/approvals/rejectRequest {actorId, reference, comment}: a comment is required (the LMS answers 400 CommentRequired without). */
export async function rejectTaskRequest(api: ApiClient, actorId: string, reference: string, comment: string): Promise<void> {
  await api.post(stampPaths.rejectRequest, { actorId, reference, comment });
}
