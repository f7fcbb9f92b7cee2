import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@portal/api-client';
import { notaryPaths, NotaryDecisionResponseSchema, type NotaryItem, type ReadApprovalsResponse } from '@portal/contracts/approvals';
import { queryKeys } from '@portal/query/keys';
import { useSession } from '@portal/session';

export interface ApprovalDecision {
  key: string;
  action: 'accept' | 'reject';
  comment?: string | undefined;
}

/**
 * POST /notary/AcceptApproval or /notary/RejectApproval {params, approval, comment?}. After a decision
 * the item takes its new status (it leaves a Pending list) and the total decreases by 1 (spec 3 §2);
 * the other filters are read again when shown.
 */
export function useDecideApproval() {
  const api = useApi();
  const client = useQueryClient();
  const scope = useSession((state) => state.scope) ?? '';
  const user = useSession((state) => state.user);
  return useMutation({
    mutationFn: async ({ key, action, comment }: ApprovalDecision) =>
      (
        await api.post(
          action === 'accept' ? notaryPaths.acceptApproval : notaryPaths.rejectApproval,
          {
            params: { ref: user?.id ?? '', scope },
            approval: { key },
            ...(comment ? { comment: { value: comment, commenter_ref: user?.id, commenter_name: user?.displayName } } : {}),
          },
          { schema: NotaryDecisionResponseSchema },
        )
      ).item,
    onSuccess: (item: NotaryItem) => {
      for (const [queryKey, data] of client.getQueriesData<InfiniteData<ReadApprovalsResponse>>({ queryKey: queryKeys.approvals.lists })) {
        if (!data) continue;
        const pendingOnly = queryKey.at(-1) === 'Pending';
        client.setQueryData<InfiniteData<ReadApprovalsResponse>>(queryKey, {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: pendingOnly ? page.items.filter((one) => one.key !== item.key) : page.items.map((one) => (one.key === item.key ? item : one)),
            total: page.total - 1,
            pending: Math.max(0, page.pending - 1),
          })),
        });
      }
      // The other filters, the dashboard's approver count (one fewer now) and a team leader's items are read again when shown.
      void client.invalidateQueries({ queryKey: queryKeys.approvals.all, refetchType: 'none' });
    },
  });
}
