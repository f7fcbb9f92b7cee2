import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { ApprovalRequestResponseSchema, stampPaths } from '@portal/contracts/approvals';
import { APPROVALS_QUERY_KEY } from '@portal/query';
import { ELA_KEY } from './keys';

export type Decision = { action: 'accept'; actorId: string; reference: string } | { action: 'reject'; actorId: string; reference: string; comment: string };

/** POST /stamp/approvals/acceptRequest or rejectRequest (with its required comment): the approver's decision. */
export async function decideApproval(api: ApiClient, decision: Decision): Promise<void> {
  if (decision.action === 'accept') {
    await api.post(stampPaths.acceptRequest, { actorId: decision.actorId, reference: decision.reference }, { schema: ApprovalRequestResponseSchema });
  } else {
    await api.post(stampPaths.rejectRequest, { actorId: decision.actorId, reference: decision.reference, comment: decision.comment }, { schema: ApprovalRequestResponseSchema });
  }
}

export function useDecideApproval() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) => decideApproval(api, decision),
    // The item's status follows the decision, and so does the approver's approvals list.
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: ELA_KEY }), client.invalidateQueries({ queryKey: APPROVALS_QUERY_KEY })]),
  });
}
