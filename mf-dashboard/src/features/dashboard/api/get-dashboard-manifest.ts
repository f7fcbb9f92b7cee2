import { queryOptions, useQuery } from '@tanstack/react-query';
import { DashboardManifestSchema, type DashboardManifest } from '@portal/contracts';
import { orEmpty, useApi, type ApiClient } from '@portal/api-client';
import { queryKeys } from '@portal/query/keys';
import { useSession } from '@portal/session';

export const DASHBOARD_MANIFEST_PATH = '/content/config/dashboard-manifest.json';

const EMPTY_MANIFEST: DashboardManifest = { banner: [], sections: [] };

/**
 * GET /content/config/dashboard-manifest.json, cache-busted (spec 3: config files); a failure
 * yields an empty dashboard. The tenant travels in X-Scope.
 */
export function getDashboardManifest(api: ApiClient): Promise<DashboardManifest> {
  return orEmpty(api.get(DASHBOARD_MANIFEST_PATH, { schema: DashboardManifestSchema, query: { v: Date.now() } }), EMPTY_MANIFEST);
}

export function dashboardManifestQuery(api: ApiClient, scope: string | null) {
  return queryOptions({
    queryKey: queryKeys.dashboard.manifest(scope),
    queryFn: () => getDashboardManifest(api),
  });
}

export function useDashboardManifest() {
  const api = useApi();
  const scope = useSession((state) => state.scope);
  return useQuery(dashboardManifestQuery(api, scope));
}
