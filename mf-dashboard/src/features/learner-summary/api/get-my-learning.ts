import { queryOptions, useQuery } from '@tanstack/react-query';
import { cataloguePaths, CatalogueResponseSchema, type CatalogueItem } from '@portal/contracts/catalogue';
import { orEmpty, useApi, type ApiClient } from '@portal/api-client';
import { queryKeys } from '@portal/query/keys';
import { useSession } from '@portal/session';

/** The user's catalogue (GET /reach/{scope}/api/v3/users/{username}/catalogue): the learner summary's items; a failure gives none. */
export async function getMyLearning(api: ApiClient, scope: string, username: string): Promise<CatalogueItem[]> {
  return (await orEmpty(api.get(cataloguePaths.catalogue(scope, username), { schema: CatalogueResponseSchema }), { Items: [], Categories: [] })).Items;
}

export function myLearningQuery(api: ApiClient, scope: string, username: string) {
  return queryOptions({ queryKey: queryKeys.dashboard.myLearning(scope, username), queryFn: () => getMyLearning(api, scope, username) });
}

export function useMyLearning() {
  const api = useApi();
  const scope = useSession((state) => state.scope) ?? '';
  const username = useSession((state) => state.user?.username) ?? '';
  return useQuery({ ...myLearningQuery(api, scope, username), enabled: Boolean(scope && username) });
}
