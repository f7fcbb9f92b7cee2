import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { commentsPaths, SubscriptionResponseSchema, type Subscription } from '@portal/contracts/comments';
import { queryKeys } from '@portal/query/keys';
import { useSession } from '@portal/session';

/** POST /comments/readSubscription {scope, reference}: one of the user's subscriptions (the /subscription/{id} page). */
export async function readSubscription(api: ApiClient, scope: string, reference: string): Promise<Subscription> {
  return (await api.post(commentsPaths.readSubscription, { scope, reference }, { schema: SubscriptionResponseSchema })).subscription;
}

export function subscriptionQuery(api: ApiClient, scope: string | null, userId: string | undefined, reference: string) {
  return queryOptions({ queryKey: queryKeys.subscriptions.detail(scope, userId, reference), queryFn: () => readSubscription(api, scope ?? '', reference) });
}

export function useSubscription(reference: string) {
  const api = useApi();
  const scope = useSession((state) => state.scope);
  const userId = useSession((state) => state.user?.id);
  return useQuery({ ...subscriptionQuery(api, scope, userId, reference), enabled: Boolean(scope && reference) });
}
