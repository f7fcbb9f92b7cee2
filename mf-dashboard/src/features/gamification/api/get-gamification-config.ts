import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardPaths, GAMIFICATION_OFF, GamificationConfigSchema, type GamificationConfig } from '@portal/contracts/dashboard';
import { orEmpty, useApi, type ApiClient } from '@portal/api-client';
import { queryKeys } from '@portal/query/keys';
import { useSession } from '@portal/session';

/** POST /authr/config/gamification (spec 3 §7): the tenant's awards; a failure counts as not configured. */
export function getGamificationConfig(api: ApiClient): Promise<GamificationConfig> {
  return orEmpty(api.post(dashboardPaths.gamificationConfig, {}, { schema: GamificationConfigSchema }), GAMIFICATION_OFF);
}

export function gamificationConfigQuery(api: ApiClient, scope: string | null) {
  return queryOptions({ queryKey: queryKeys.dashboard.gamification.config(scope), queryFn: () => getGamificationConfig(api) });
}

export function useGamificationConfig() {
  const api = useApi();
  const scope = useSession((state) => state.scope);
  return useQuery(gamificationConfigQuery(api, scope));
}
