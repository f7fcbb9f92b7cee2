import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { CatalogueSearchStatesSchema, cataloguePaths, type CatalogueSearchStates } from '@portal/contracts/catalogue';
import { queryKeys } from '@portal/query/keys';
import { useSession } from '@portal/session';

/** GET …/catalogue/search-index?part=states: the user's state of the items of a large catalogue (small: the items they have one for). */
export function getSearchStates(api: ApiClient, scope: string, username: string): Promise<CatalogueSearchStates> {
  return api.get(cataloguePaths.catalogueSearchIndex(scope, username), { schema: CatalogueSearchStatesSchema, query: { part: 'states' } });
}

/** Under the catalogue's key: every write of the area (useCatalogueMutation) reads them again. */
export function searchStatesQuery(api: ApiClient, scope: string | null, username: string | undefined, enabled: boolean) {
  return queryOptions({
    queryKey: queryKeys.catalogue.searchStates(scope, username),
    queryFn: () => getSearchStates(api, scope ?? '', username ?? ''),
    enabled: enabled && Boolean(scope && username),
    staleTime: 60_000,
  });
}

export function useSearchStates(enabled: boolean) {
  const api = useApi();
  const scope = useSession((state) => state.scope);
  const username = useSession((state) => state.user?.username);
  return useQuery(searchStatesQuery(api, scope, username, enabled));
}
