import { useCallback } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CatalogueResponseSchema, cataloguePaths, type CatalogueResponse } from '@portal/contracts/catalogue';
import { orEmpty, useApi, type ApiClient } from '@portal/api-client';
import { queryKeys } from '@portal/query/keys';
import { useSession } from '@portal/session';

const EMPTY: CatalogueResponse = { Items: [], Categories: [] };

/**
 * The whole catalogue of the signed-in user, loaded once (spec 2 §7) and filtered in the browser.
 * A failure yields empty Items and Categories. The LMS revalidates it with an ETag, so a repeat
 * visit costs a 304.
 */
export function getCatalogue(api: ApiClient, scope: string, username: string): Promise<CatalogueResponse> {
  return orEmpty(api.get(cataloguePaths.catalogue(scope, username), { schema: CatalogueResponseSchema }), EMPTY);
}

export function catalogueQuery(api: ApiClient, scope: string | null, username: string | undefined) {
  return queryOptions({
    queryKey: queryKeys.catalogue.index(scope, username),
    queryFn: () => getCatalogue(api, scope ?? '', username ?? ''),
    enabled: Boolean(scope && username),
    staleTime: 5 * 60_000,
  });
}

/** The catalogue for the current user; every catalogue page reads items through this one query. */
export function useCatalogue() {
  const api = useApi();
  const scope = useSession((state) => state.scope);
  const username = useSession((state) => state.user?.username);
  return useQuery(catalogueQuery(api, scope, username));
}

/**
 * What a change of the learner's learning makes stale: the catalogue and the curriculum checks
 * (both under the catalogue's key). One invalidation is one catalogue fetch, for the page that shows
 * it. The extensions, also under that key, are the tenant's set-up, which no learning changes.
 */
export function clearCatalogue(client: QueryClient): Promise<void> {
  const extensions = queryKeys.catalogue.extensions.all[1];
  return client.invalidateQueries({ queryKey: queryKeys.catalogue.all, predicate: (query) => query.queryKey[1] !== extensions });
}

/** A reload without a write of this page (the curriculum's "updating" state, a closed content window). */
export function useClearCatalogue(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => clearCatalogue(client), [client]);
}

/**
 * Every write of this area (enrol, complete, rate, session changes, register interest): a
 * useMutation that reloads the catalogue once when it has settled (spec 2 §7: cleared after
 * changes), before `mutateAsync` answers. `changed` tells whether the answer changed anything
 * (default: always, also after a failure, since the server may have acted).
 */
export function useCatalogueMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>, changed: (result: TResult | undefined) => boolean = () => true) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['catalogue', 'change'],
    mutationFn,
    onSettled: (result) => (changed(result) ? clearCatalogue(client) : undefined),
  });
}
