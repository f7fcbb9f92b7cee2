import { queryOptions, useQuery } from '@tanstack/react-query';
import { orEmpty, useApi, type ApiClient } from '@portal/api-client';
import { ApprovalRequestListResponseSchema, stampPaths, type ApprovalRequest } from '@portal/contracts/approvals';
import { ELA_OBJECT_TYPE } from '@portal/contracts/external-learning';
import { useSession } from '@portal/session';
import { queryKeys } from '@portal/query/keys';

/**
 * POST /stamp/approvals/listRequestsForObject {ObjectId}: the item's approval request the approver may
 * read (the newest ELA one), whose actor is the item's owner; undefined when there is none.
 */
export async function getItemApproval(api: ApiClient, itemId: string): Promise<ApprovalRequest | null> {
  const { requests } = await orEmpty(api.post(stampPaths.listRequestsForObject, { ObjectId: itemId }, { schema: ApprovalRequestListResponseSchema }), {
    success: false,
    requests: [],
  });
  return requests.find((request) => request.objectType === ELA_OBJECT_TYPE) ?? null;
}

export function itemApprovalQuery(api: ApiClient, scope: string | null, itemId: string, enabled: boolean) {
  return queryOptions({
    queryKey: queryKeys.externalLearning.approval(scope, itemId),
    queryFn: () => getItemApproval(api, itemId),
    enabled: Boolean(scope && itemId && enabled),
    // The request's state decides what the approver may do: read anew whenever the page opens.
    staleTime: 0,
  });
}

export function useItemApproval(itemId: string, enabled: boolean) {
  const api = useApi();
  const scope = useSession((state) => state.scope);
  return useQuery(itemApprovalQuery(api, scope, itemId, enabled));
}
