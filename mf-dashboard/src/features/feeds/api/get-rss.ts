import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardPaths, FEED_DEFAULT_SIZE, FeedChannelSchema, type FeedChannel } from '@portal/contracts/dashboard';
import { orEmpty, useApi, type ApiClient } from '@portal/api-client';
import { ONE_MINUTE_CACHE } from '@portal/query';
import { queryKeys } from '@portal/query/keys';

const EMPTY: FeedChannel = { title: '', items: [] };

/** GET /rssle/rss?url=&size= (spec 3 §7): a feed's items, default 10; a failure gives none. Cached a minute (ONE_MINUTE_CACHE). */
export function getRss(api: ApiClient, url: string, size = FEED_DEFAULT_SIZE): Promise<FeedChannel> {
  return orEmpty(api.get(dashboardPaths.rss, { schema: FeedChannelSchema, query: { url, size: String(size) } }), EMPTY);
}

export function rssQuery(api: ApiClient, url: string, size = FEED_DEFAULT_SIZE) {
  return queryOptions({ queryKey: queryKeys.dashboard.rss(url, size), queryFn: () => getRss(api, url, size), ...ONE_MINUTE_CACHE });
}

export function useRss(url: string | undefined, size = FEED_DEFAULT_SIZE) {
  const api = useApi();
  return useQuery({ ...rssQuery(api, url ?? '', size), enabled: Boolean(url) });
}
