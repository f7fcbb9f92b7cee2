import { queryOptions, useQuery } from '@tanstack/react-query';
import { AccoladesSchema, dashboardPaths, type Accolade } from '@portal/contracts/dashboard';
import { orEmpty, useApi, type ApiClient } from '@portal/api-client';
import { queryKeys } from '@portal/query/keys';
import { useSession } from '@portal/session';

/** POST /pursuit/listAccolades {scope, user_id}: the user's accolades; a failure gives none. */
export async function listAccolades(api: ApiClient, scope: string, userId: string): Promise<Accolade[]> {
  return (await orEmpty(api.post(dashboardPaths.accolades, { scope, user_id: userId }, { schema: AccoladesSchema }), { accolades: [] })).accolades;
}

export function accoladesQuery(api: ApiClient, scope: string, userId: string) {
  return queryOptions({ queryKey: queryKeys.dashboard.gamification.accolades(scope, userId), queryFn: () => listAccolades(api, scope, userId) });
}

export function useAccolades(enabled: boolean) {
  const api = useApi();
  const scope = useSession((state) => state.scope) ?? '';
  const userId = useSession((state) => state.user?.id) ?? '';
  return useQuery({ ...accoladesQuery(api, scope, userId), enabled: enabled && Boolean(scope && userId) });
}
