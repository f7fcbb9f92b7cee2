import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { orEmpty, useApi, type ApiClient } from '@portal/api-client';
import { ELA_PAGE_SIZE, ExternalLearningListResponseSchema, externalLearningPaths, type ExternalLearningListResponse } from '@portal/contracts/external-learning';
import { useSession } from '@portal/session';
import { queryKeys } from '@portal/query/keys';

export interface ListFilter {
  approvalStatus: string;
  searchText: string;
}

/** GET …/users/{user}/externallearning (spec 2 §7): one page of 50 from `offset`; a failure gives an empty page. */
export function getExternalLearningPage(api: ApiClient, scope: string, userId: string, filter: ListFilter, offset: number): Promise<ExternalLearningListResponse> {
  return orEmpty(api.get(externalLearningPaths.list(scope, userId, { limit: ELA_PAGE_SIZE, offset, ...filter }), { schema: ExternalLearningListResponseSchema }), {
    items: [],
    total: 0,
  });
}

/** The list loaded 50 at a time by offset (spec 2 §9); the next offset is how many are loaded, until the total. */
export function externalLearningListQuery(api: ApiClient, scope: string | null, userId: string | undefined, filter: ListFilter) {
  return infiniteQueryOptions({
    // The filter as its query string: one key per filter, as the list's address has.
    queryKey: queryKeys.externalLearning.list(scope, userId, new URLSearchParams({ ...filter }).toString()),
    queryFn: ({ pageParam }) => getExternalLearningPage(api, scope ?? '', userId ?? '', filter, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
    enabled: Boolean(scope && userId),
  });
}

export function useExternalLearningList(filter: ListFilter) {
  const api = useApi();
  const scope = useSession((state) => state.scope);
  const userId = useSession((state) => state.user?.id);
  return useInfiniteQuery(externalLearningListQuery(api, scope, userId, filter));
}
