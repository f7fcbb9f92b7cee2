import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { OfflineBlacklistSchema, offlinePaths } from '@portal/contracts/offline';
import { queryKeys } from '@portal/query/keys';
import { useSession } from '@portal/session';

/** GET /org/item/list (spec 2 §7): the items the organisation keeps out of offline lists. */
export function getOfflineBlacklist(api: ApiClient) {
  return api.get(offlinePaths.blacklist(), { schema: OfflineBlacklistSchema });
}

export function offlineBlacklistQuery(api: ApiClient, userId: string | undefined) {
  return queryOptions({ queryKey: queryKeys.offline.blacklist(userId), queryFn: () => getOfflineBlacklist(api) });
}

export function useOfflineBlacklist(enabled: boolean) {
  const api = useApi();
  const userId = useSession((state) => state.user?.id);
  return useQuery({ ...offlineBlacklistQuery(api, userId), enabled: enabled && Boolean(userId) });
}
