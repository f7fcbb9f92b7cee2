import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { CatalogueResponseSchema, cataloguePaths, type CatalogueResponse } from '@portal/contracts/catalogue';
import { queryKeys } from '@portal/query/keys';
import { useSession } from '@portal/session';

/** GET …/catalogue?ids=a,b: these items of the user's catalogue, whole (what a row from the search index fills in with). */
export function getCatalogueItems(api: ApiClient, scope: string, username: string, ids: readonly string[]): Promise<CatalogueResponse> {
  return api.get(cataloguePaths.catalogue(scope, username), { schema: CatalogueResponseSchema, query: { ids: ids.join(',') } });
}

/** Under the catalogue's key, so every write of the area reads them again. */
export function catalogueItemsQuery(api: ApiClient, scope: string | null, username: string | undefined, ids: readonly string[]) {
  return queryOptions({
    queryKey: queryKeys.catalogue.itemsById(scope, username, ids.join(',')),
    queryFn: () => getCatalogueItems(api, scope ?? '', username ?? '', ids),
    enabled: ids.length > 0 && Boolean(scope && username),
    staleTime: 60_000,
  });
}

/** The items of these ids; while the next ids' read is on its way, the last answer stays. */
export function useCatalogueItems(ids: readonly string[]) {
  const api = useApi();
  const scope = useSession((state) => state.scope);
  const username = useSession((state) => state.user?.username);
  return useQuery({ ...catalogueItemsQuery(api, scope, username, ids), placeholderData: keepPreviousData });
}
