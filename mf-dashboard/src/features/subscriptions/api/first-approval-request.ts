import { queryOptions, useQuery } from '@tanstack/react-query';
import { orEmpty, useApi, type ApiClient } from '@portal/api-client';
import { ApprovalRequestListResponseSchema, stampPaths } from '@portal/contracts/approvals';
import { queryKeys } from '@portal/query/keys';
import { useSession } from '@portal/session';

/**
 * POST /stamp/approvals/listRequestsForObject {ObjectId, ActorId}: the approver of the item's first
 * approval request (the ELA topic redirect rule), undefined without one (a failure gives none, spec 3 §7).
 */
export async function firstApproverOf(api: ApiClient, scope: string, objectId: string, actorId: string | undefined): Promise<string | null> {
  const { requests } = await orEmpty(
    api.post(stampPaths.listRequestsForObject, { scope, ObjectId: objectId, ...(actorId ? { ActorId: actorId } : {}) }, { schema: ApprovalRequestListResponseSchema }),
    { success: false, requests: [] },
  );
  return requests[0]?.approverId ?? null;
}

export function firstApproverQuery(api: ApiClient, scope: string | null, objectId: string, actorId: string | undefined) {
  return queryOptions({ queryKey: queryKeys.approvals.firstApprover(scope, objectId, actorId), queryFn: () => firstApproverOf(api, scope ?? '', objectId, actorId) });
}

export function useFirstApprover(objectId: string, actorId: string | undefined, enabled: boolean) {
  const api = useApi();
  const scope = useSession((state) => state.scope);
  return useQuery({ ...firstApproverQuery(api, scope, objectId, actorId), enabled: enabled && Boolean(scope) });
}
