import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardPaths, FeedSourcesSchema, type FeedSource } from '@portal/contracts/dashboard';
import { orEmpty, useApi, type ApiClient } from '@portal/api-client';
import { queryKeys } from '@portal/query/keys';
import { useSession } from '@portal/session';

/** GET /rssle/feeds: the feeds the tenant configured (the widget lists them; /feed/{feedId} opens one). */
export async function getFeeds(api: ApiClient): Promise<FeedSource[]> {
  return (await orEmpty(api.get(dashboardPaths.feeds, { schema: FeedSourcesSchema }), { feeds: [] })).feeds;
}

export function feedsQuery(api: ApiClient, scope: string | null) {
  return queryOptions({ queryKey: queryKeys.dashboard.feeds(scope), queryFn: () => getFeeds(api) });
}

export function useFeeds() {
  const api = useApi();
  const scope = useSession((state) => state.scope);
  return useQuery(feedsQuery(api, scope));
}
