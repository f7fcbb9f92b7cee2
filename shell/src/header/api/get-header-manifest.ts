import { queryOptions, useQuery } from '@tanstack/react-query';
import { orEmpty, useApi, type ApiClient } from '@portal/api-client';
import { HeaderManifestSchema, type HeaderMenuItem } from '@portal/contracts';
import { useSession } from '@portal/session';

export const HEADER_MANIFEST_PATH = '/content/config/header-manifest.json';

const NO_ITEMS: HeaderMenuItem[] = [];

/** Spec 1 §7: config files are cache-busted and a failure yields an empty one. */
export async function getHeaderMenu(api: ApiClient): Promise<HeaderMenuItem[]> {
  const manifest = await orEmpty(api.get(HEADER_MANIFEST_PATH, { schema: HeaderManifestSchema, query: { _: Date.now() } }), { menu: [] });
  return manifest.menu;
}

/** Per tenant (content files are per tenant): asked for once the scope is known, again when it changes. */
export function headerMenuQuery(api: ApiClient, scope: string | null) {
  return queryOptions({
    queryKey: ['shell', 'header-menu', scope] as const,
    queryFn: () => getHeaderMenu(api),
    enabled: Boolean(scope),
  });
}

/** The tenant's header menu (all items; filter with visibleMenu); empty until it has arrived. */
export function useHeaderMenu(): HeaderMenuItem[] {
  const api = useApi();
  const scope = useSession((state) => state.scope);
  return useQuery(headerMenuQuery(api, scope)).data ?? NO_ITEMS;
}
