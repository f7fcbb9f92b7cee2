import { queryOptions, useQuery } from '@tanstack/react-query';
import { orEmpty, useApi, type ApiClient } from '@portal/api-client';
import { commentsPaths, SubscriptionListResponseSchema, type Subscription } from '@portal/contracts/comments';
import { ONE_MINUTE_CACHE } from '@portal/query';
import { queryKeys } from '@portal/query/keys';
import { useSession } from '@portal/session';

/** POST /comments/listSubscriptions {scope, topic_ref}: the user's subscription to one topic, if any (cached a minute, spec 3 §9). */
export async function topicSubscription(api: ApiClient, scope: string, topicRef: string): Promise<Subscription | null> {
  const { subscriptions } = await orEmpty(api.post(commentsPaths.listSubscriptions, { scope, topic_ref: topicRef }, { schema: SubscriptionListResponseSchema }), {
    subscriptions: [],
  });
  return subscriptions[0] ?? null;
}

export function topicSubscriptionQuery(api: ApiClient, scope: string | null, userId: string | undefined, topicRef: string) {
  return queryOptions({ queryKey: queryKeys.subscriptions.list(scope, userId, topicRef), queryFn: () => topicSubscription(api, scope ?? '', topicRef), ...ONE_MINUTE_CACHE });
}

export function useTopicSubscription(topicRef: string) {
  const api = useApi();
  const scope = useSession((state) => state.scope);
  const userId = useSession((state) => state.user?.id);
  return useQuery({ ...topicSubscriptionQuery(api, scope, userId, topicRef), enabled: Boolean(scope && topicRef) });
}
