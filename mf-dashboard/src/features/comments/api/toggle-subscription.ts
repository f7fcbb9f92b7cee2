import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@portal/api-client';
import { commentsPaths, SubscriptionResponseSchema } from '@portal/contracts/comments';
import { queryKeys } from '@portal/query/keys';

export interface ToggleSubscription {
  scope: string;
  topicRef: string;
  title: string;
  type: string;
  /** The current subscription, when there is one. */
  reference?: string | undefined;
  subscribe: boolean;
}

/**
 * The subscribe toggle (spec 3 §4): subscribing calls createSubscription (also for a topic subscribed
 * before), unsubscribing updateSubscription {subscribed: false}.
 */
export function useToggleSubscription() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ scope, topicRef, title, type, reference, subscribe }: ToggleSubscription) =>
      subscribe || !reference
        ? (await api.post(commentsPaths.createSubscription, { scope, topic_ref: topicRef, title, type }, { schema: SubscriptionResponseSchema })).subscription
        : (await api.post(commentsPaths.updateSubscription, { scope, reference, subscribed: false }, { schema: SubscriptionResponseSchema })).subscription,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.subscriptions.all }),
  });
}
