import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { cataloguePaths } from '@portal/contracts/catalogue';
import { queryKeys } from '@portal/query/keys';
import { useSession } from '@portal/session';

/**
 * GET …/catalogue/search-index?part=items: a large catalogue's search index, every item of the
 * tenant (a few MB). Read as a Blob, not parsed here: the search worker parses and checks it against
 * the contract's CatalogueSearchItemsSchema, so none of it lands in the page's heap.
 */
export function getSearchItems(api: ApiClient, scope: string, username: string): Promise<Blob> {
  // A few MB, built on the LMS once per catalogue version: more than an ordinary call's 30 s on a cold, busy LMS.
  return api.blob(cataloguePaths.catalogueSearchIndex(scope, username), { query: { part: 'items' }, timeoutMs: 120_000 });
}

/**
 * Keyed by the catalogue version the user's states name, so a version is read once (the LMS's ETag
 * answers a read again with a 304); a write of the area asks again and the same version is not
 * loaded into the worker twice.
 */
export function searchItemsQuery(api: ApiClient, scope: string | null, username: string | undefined, version: string | undefined) {
  return queryOptions({
    queryKey: queryKeys.catalogue.searchItems(scope, username, version),
    queryFn: () => getSearchItems(api, scope ?? '', username ?? ''),
    enabled: Boolean(scope && username && version),
    staleTime: Infinity,
    gcTime: 60_000,
  });
}

export function useSearchItems(version: string | undefined) {
  const api = useApi();
  const scope = useSession((state) => state.scope);
  const username = useSession((state) => state.user?.username);
  return useQuery(searchItemsQuery(api, scope, username, version));
}
