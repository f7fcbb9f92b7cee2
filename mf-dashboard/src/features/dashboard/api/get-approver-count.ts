import { queryOptions, useQuery } from '@tanstack/react-query';
import { orEmpty, useApi, type ApiClient } from '@portal/api-client';
import { APPROVAL_STATE, ApprovalRequestListResponseSchema, stampPaths } from '@portal/contracts/approvals';
import { ONE_MINUTE_CACHE } from '@portal/query';
import { queryKeys } from '@portal/query/keys';
import { useSession } from '@portal/session';

/**
 * The approver count (spec 3 §7 "service-level approver count", cached for 1 minute: ONE_MINUTE_CACHE):
 * how many requests wait for the user's decision, from POST /stamp/approvals/listRequestsForApprover
 * {ApproverId}. A failure is an empty list (spec 3 §7), so no count.
 */
export async function getApproverCount(api: ApiClient, scope: string, userId: string): Promise<number> {
  const { requests } = await orEmpty(api.post(stampPaths.listRequestsForApprover, { scope, ApproverId: userId }, { schema: ApprovalRequestListResponseSchema }), {
    success: false,
    requests: [],
  });
  return requests.filter((request) => request.state === APPROVAL_STATE.pending).length;
}

export function approverCountQuery(api: ApiClient, scope: string | null, userId: string | undefined) {
  return queryOptions({ queryKey: queryKeys.approvals.count(scope, userId), queryFn: () => getApproverCount(api, scope ?? '', userId ?? ''), ...ONE_MINUTE_CACHE });
}

/** Only asked for where it is shown (the approvals tile). */
export function useApproverCount(enabled: boolean) {
  const api = useApi();
  const scope = useSession((state) => state.scope);
  const userId = useSession((state) => state.user?.id);
  return useQuery({ ...approverCountQuery(api, scope, userId), enabled: enabled && Boolean(scope && userId) });
}
