import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { commentsPaths, SubscriptionListResponseSchema, type Subscription } from '@portal/contracts/comments';
import { ONE_MINUTE_CACHE } from '@portal/query';
import { queryKeys } from '@portal/query/keys';
import { useSession } from '@portal/session';

/**
 * POST /comments/listSubscriptions {scope}: the user's subscriptions (cached a minute, spec 3 §9). A
 * failure rejects, so the page says so instead of showing an empty list.
 */
export async function listSubscriptions(api: ApiClient, scope: string): Promise<Subscription[]> {
  return (await api.post(commentsPaths.listSubscriptions, { scope }, { schema: SubscriptionListResponseSchema })).subscriptions;
}

export function subscriptionsQuery(api: ApiClient, scope: string | null, userId: string | undefined) {
  return queryOptions({ queryKey: queryKeys.subscriptions.list(scope, userId), queryFn: () => listSubscriptions(api, scope ?? ''), ...ONE_MINUTE_CACHE });
}

export function useSubscriptions() {
  const api = useApi();
  const scope = useSession((state) => state.scope);
  const userId = useSession((state) => state.user?.id);
  return useQuery({ ...subscriptionsQuery(api, scope, userId), enabled: Boolean(scope) });
}
