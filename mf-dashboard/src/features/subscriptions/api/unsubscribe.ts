import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@portal/api-client';
import { commentsPaths, SubscriptionResponseSchema } from '@portal/contracts/comments';
import { queryKeys } from '@portal/query/keys';

/** POST /comments/updateSubscription {scope, reference, subscribed: false}: unsubscribes from the topic. */
export function useUnsubscribe() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ scope, reference }: { scope: string; reference: string }) =>
      (await api.post(commentsPaths.updateSubscription, { scope, reference, subscribed: false }, { schema: SubscriptionResponseSchema })).subscription,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.subscriptions.all }),
  });
}
