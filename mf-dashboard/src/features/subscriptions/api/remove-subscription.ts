import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@portal/api-client';
import { commentsPaths } from '@portal/contracts/comments';
import { queryKeys } from '@portal/query/keys';
import { useSession } from '@portal/session';

/** POST /comments/removeSubscription {scope, reference}: a topic the user unsubscribed from leaves their list. */
export function useRemoveSubscription() {
  const api = useApi();
  const client = useQueryClient();
  const scope = useSession((state) => state.scope) ?? '';
  return useMutation({
    mutationFn: async (reference: string) => {
      await api.post(commentsPaths.removeSubscription, { scope, reference });
    },
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.subscriptions.all }),
  });
}
