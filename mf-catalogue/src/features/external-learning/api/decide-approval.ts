import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { ApprovalRequestResponseSchema, stampPaths } from '@portal/contracts/approvals';
import { queryKeys } from '@portal/query/keys';

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
    // The item's status follows the decision, and so do the approver's approvals list and count (mf-dashboard).
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: queryKeys.externalLearning.all }), client.invalidateQueries({ queryKey: queryKeys.approvals.all })]),
  });
}
