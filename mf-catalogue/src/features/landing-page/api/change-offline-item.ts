import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@portal/api-client';
import { offlinePaths, type OfflineItemPayload } from '@portal/contracts/offline';
import { queryKeys } from '@portal/query/keys';

/** POST /item with the offline payload, or DELETE /item/{id}; the list is read again afterwards. */
export function useOfflineChange() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ add, payload }: { add: boolean; payload: OfflineItemPayload }) =>
      add ? api.post(offlinePaths.add(), payload) : api.delete(offlinePaths.remove(payload.reference)),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.offline.all }),
  });
}
