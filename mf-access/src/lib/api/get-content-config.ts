import { orEmpty, type ApiClient } from '@portal/api-client';
import { ContentConfigSchema, type ContentConfig } from '@portal/contracts';

export const CONTENT_CONFIG_PATH = '/content/config/config.json';

/** GET /content/config/config.json, cache-busted; a failure yields an empty file (spec 1 §7). */
export function getContentConfig(api: ApiClient): Promise<ContentConfig> {
  return orEmpty(api.get(CONTENT_CONFIG_PATH, { schema: ContentConfigSchema, query: { _: Date.now() } }), { settings: {} });
}
