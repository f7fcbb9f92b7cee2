import { useEffect, useState } from 'react';
import { orEmpty, useApi, type ApiClient } from '@portal/api-client';
import { HeaderManifestSchema, type HeaderMenuItem } from '@portal/contracts';
import { useSession } from '@portal/session';

export const HEADER_MANIFEST_PATH = '/content/config/header-manifest.json';

/** Spec 1 §7: config files are cache-busted and a failure yields an empty one. */
export async function getHeaderMenu(api: ApiClient): Promise<HeaderMenuItem[]> {
  const manifest = await orEmpty(api.get(HEADER_MANIFEST_PATH, { schema: HeaderManifestSchema, query: { _: Date.now() } }), { menu: [] });
  return manifest.menu;
}

/**
 * The tenant's header menu (all items; filter with visibleMenu). Fetched once the scope is known
 * (content files are per tenant, and a first visit resolves the scope at start-up), and again
 * when it changes.
 */
export function useHeaderMenu(): HeaderMenuItem[] {
  const api = useApi();
  const scope = useSession((state) => state.scope);
  const [menu, setMenu] = useState<HeaderMenuItem[]>([]);
  useEffect(() => {
    if (!scope) return;
    let current = true;
    void getHeaderMenu(api).then((items) => current && setMenu(items));
    return () => {
      current = false;
    };
  }, [api, scope]);
  return menu;
}
