import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { OfflineItemListSchema, offlinePaths, type OfflineItemList } from '@portal/contracts/offline';
import { queryKeys } from '@portal/query/keys';
import { useSession } from '@portal/session';

/** GET /item/list (spec 2 §7): the learner's offline list. */
export function getOfflineItems(api: ApiClient): Promise<OfflineItemList> {
  return api.get(offlinePaths.items(), { schema: OfflineItemListSchema });
}

export function offlineItemsQuery(api: ApiClient, userId: string | undefined) {
  return queryOptions({ queryKey: queryKeys.offline.items(userId), queryFn: () => getOfflineItems(api) });
}

export function useOfflineItems(enabled: boolean) {
  const api = useApi();
  const userId = useSession((state) => state.user?.id);
  return useQuery({ ...offlineItemsQuery(api, userId), enabled: enabled && Boolean(userId) });
}
