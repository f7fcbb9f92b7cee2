import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { CatalogueResponseSchema, cataloguePaths, type CatalogueResponse } from '@portal/contracts/catalogue';
import { useApi, type ApiClient } from '@portal/api-client';
import { useSession } from '@portal/session';

/**
 * Above this many items the catalogue page no longer loads the whole catalogue: it asks the LMS for
 * pages, and the LMS searches (100,000 items are 68 MB of JSON and several hundred MB of
 * heap). 10,000 items still load whole, as the keystroke budget was measured at that size.
 */
export const LARGE_CATALOGUE_ITEMS = 20_000;

/** Items per page of a large catalogue: a few screens of rows. */
const LARGE_CATALOGUE_PAGE = 60;

/** A page of the catalogue; `Total` is how many items the page is one of (absent from an LMS without pages). */
const CataloguePageSchema = v.object({ ...CatalogueResponseSchema.entries, Total: v.optional(v.number()) });
type CataloguePage = CatalogueResponse & { Total?: number };

/** GET …/catalogue?offset&limit&search: a page of the items, in id order, holding every search word. */
function getCataloguePage(api: ApiClient, scope: string, username: string, page: { offset: number; limit: number; search?: string }): Promise<CataloguePage> {
  return api.get(cataloguePaths.catalogue(scope, username), {
    schema: CataloguePageSchema,
    query: { offset: page.offset, limit: page.limit, search: page.search || undefined },
  });
}

/** Under 'catalogue', so every write of the area (useCatalogueMutation) makes these stale too. */
const catalogueSizeKey = (scope: string | null, username: string | undefined) => ['catalogue', scope, username, 'size'] as const;
const cataloguePagesKey = (scope: string | null, username: string | undefined, search: string) => ['catalogue', scope, username, 'pages', search] as const;

/**
 * How many items the catalogue has, from a page of one item: undefined when the LMS does not say
 * (the page then loads the whole catalogue, as spec 2 §7 has it), or when the call failed.
 */
function catalogueSizeQuery(api: ApiClient, scope: string | null, username: string | undefined) {
  return queryOptions({
    queryKey: catalogueSizeKey(scope, username),
    queryFn: async () => (await getCataloguePage(api, scope ?? '', username ?? '', { offset: 0, limit: 1 }).catch(() => undefined))?.Total ?? null,
    enabled: Boolean(scope && username),
    staleTime: 5 * 60_000,
  });
}

export function useCatalogueSize() {
  const api = useApi();
  const scope = useSession((state) => state.scope);
  const username = useSession((state) => state.user?.username);
  return useQuery(catalogueSizeQuery(api, scope, username));
}

/** The pages of a large catalogue that hold the search words, one more each time the list nears its end. */
function cataloguePagesQuery(api: ApiClient, scope: string | null, username: string | undefined, search: string, enabled: boolean) {
  return infiniteQueryOptions({
    queryKey: cataloguePagesKey(scope, username, search),
    // No abort signal: a search the next key overtook still lands in the cache (deleting back to it
    // shows it at once), and the LMS answers it whether or not the browser still listens.
    queryFn: ({ pageParam }) =>
      api.get(cataloguePaths.catalogue(scope ?? '', username ?? ''), {
        schema: CataloguePageSchema,
        query: { offset: pageParam, limit: LARGE_CATALOGUE_PAGE, search: search || undefined },
      }),
    initialPageParam: 0,
    getNextPageParam: (last: CataloguePage, pages: CataloguePage[]) => {
      const loaded = pages.reduce((sum, page) => sum + page.Items.length, 0);
      return last.Items.length > 0 && loaded < (last.Total ?? 0) ? loaded : undefined;
    },
    enabled: enabled && Boolean(scope && username),
    staleTime: 60_000,
  });
}

/**
 * The search's pages; while a new search loads, the last one's stay on screen. Not `enabled` once
 * the page searches its own index (features/catalogue's useIndexSearch).
 */
export function useCataloguePages(search: string, enabled = true) {
  const api = useApi();
  const scope = useSession((state) => state.scope);
  const username = useSession((state) => state.user?.username);
  return useInfiniteQuery({ ...cataloguePagesQuery(api, scope, username, search, enabled), placeholderData: (previous) => previous });
}
