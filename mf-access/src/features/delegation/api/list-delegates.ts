import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { DelegationListResponseSchema, type Delegation } from '@portal/contracts/account';
import { queryKeys } from '@portal/query/keys';
import { useSession } from '@portal/session';
import { currentScope } from '../../../lib/scope';

export const LIST_DELEGATES_PATH = '/stamp/approvals/listDelegatesForApprover';

/** POST /stamp/approvals/listDelegatesForApprover {scope, approverId}: the approver's delegations. */
export async function listDelegates(api: ApiClient, scope: string, approverId: string): Promise<Delegation[]> {
  const answer = await api.post(LIST_DELEGATES_PATH, { scope, approverId }, { schema: DelegationListResponseSchema });
  return answer.delegates;
}

/** The approver's delegations; read afresh whenever the dialog opens (staleTime 0), tried once (a failure is shown). */
export function delegatesQuery(api: ApiClient, scope: string, approverId: string | undefined) {
  return queryOptions({
    queryKey: queryKeys.access.delegates.list(scope, approverId),
    queryFn: () => listDelegates(api, scope, approverId ?? ''),
    enabled: Boolean(approverId),
    staleTime: 0,
    retry: false,
  });
}

export function useDelegates() {
  const api = useApi();
  const approverId = useSession((state) => state.user?.id);
  return useQuery(delegatesQuery(api, currentScope(), approverId));
}

/** What every delegation change makes stale: the approver's list. */
export function invalidateDelegates(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: queryKeys.access.delegates.all });
}
