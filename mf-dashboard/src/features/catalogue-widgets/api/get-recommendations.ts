import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardPaths, RECOMMENDATIONS_DEFAULT_LIMIT, RecommendationsSchema, type RecommendedItem } from '@portal/contracts/dashboard';
import { orEmpty, useApi, type ApiClient } from '@portal/api-client';
import { queryKeys } from '@portal/query/keys';
import { useSession } from '@portal/session';

/** GET /recommendations?limit=&seed= (spec 3 §7): without a seed category, the most recently modified items. */
export async function getRecommendations(api: ApiClient, limit: number, seed?: string): Promise<RecommendedItem[]> {
  return (await orEmpty(api.get(dashboardPaths.recommendations, { schema: RecommendationsSchema, query: { limit: String(limit), seed } }), { items: [] })).items;
}

export function recommendationsQuery(api: ApiClient, scope: string | null, limit: number, seed?: string) {
  return queryOptions({ queryKey: queryKeys.dashboard.recommendations(scope, limit, seed), queryFn: () => getRecommendations(api, limit, seed) });
}

/** `ready` false: the seed is not known yet (ask once, with it). */
export function useRecommendations(limit = RECOMMENDATIONS_DEFAULT_LIMIT, seed?: string, ready = true) {
  const api = useApi();
  const scope = useSession((state) => state.scope);
  return useQuery({ ...recommendationsQuery(api, scope, limit, seed), enabled: ready });
}
