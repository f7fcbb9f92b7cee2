import { queryOptions, useQuery } from '@tanstack/react-query';
import { orEmpty, useApi, type ApiClient } from '@portal/api-client';
import { ContentConfigSchema, type ContentConfig } from '@portal/contracts';
import { queryKeys } from '@portal/query/keys';

export const CONTENT_CONFIG_PATH = '/content/config/config.json';

/** GET /content/config/config.json, cache-busted; a failure yields an empty file (spec 1 §7). */
export function getContentConfig(api: ApiClient): Promise<ContentConfig> {
  return orEmpty(api.get(CONTENT_CONFIG_PATH, { schema: ContentConfigSchema, query: { _: Date.now() } }), { settings: {} });
}

/** config.json as a query: read afresh whenever a page that shows it opens (staleTime 0), as its cache-busting asks. */
export function contentConfigQuery(api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.access.contentConfig, queryFn: () => getContentConfig(api), staleTime: 0 });
}

export function useContentConfig() {
  return useQuery(contentConfigQuery(useApi()));
}
