import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { notaryPaths, ReadApprovalsResponseSchema, type ReadApprovalsResponse } from '@portal/contracts/approvals';
import { queryKeys } from '@portal/query/keys';
import { useSession } from '@portal/session';
import type { StatusFilter } from '../domain/approval-item';

/** Spec 3 §9: 20 approvals first and 20 more per load. */
export const APPROVALS_PAGE_SIZE = 20;

/** POST /notary/ReadApprovals {params:{ref,scope}}: a page of the requests the user decides, with the total and the pending count. */
export function readApprovals(api: ApiClient, scope: string, userId: string, skip: number, status: StatusFilter): Promise<ReadApprovalsResponse> {
  return api.post(
    notaryPaths.readApprovals,
    { params: { ref: userId, scope }, skip, limit: APPROVALS_PAGE_SIZE, ...(status !== 'All' ? { status } : {}) },
    { schema: ReadApprovalsResponseSchema },
  );
}

/**
 * The pages loaded so far (cached a minute, spec 3 §9); the next one starts after the items loaded.
 * Under queryKeys.approvals, which a decision in any area (a task's or an external activity's approval
 * page, a team approval item) invalidates, so the list the approver comes back to is current.
 */
export function approvalsQuery(api: ApiClient, scope: string | null, userId: string | undefined, status: StatusFilter) {
  return infiniteQueryOptions({
    queryKey: queryKeys.approvals.list(scope, userId, status),
    queryFn: ({ pageParam }) => readApprovals(api, scope ?? '', userId ?? '', pageParam, status),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });
}

export function useApprovals(status: StatusFilter, enabled = true) {
  const api = useApi();
  const scope = useSession((state) => state.scope);
  const userId = useSession((state) => state.user?.id);
  return useInfiniteQuery({ ...approvalsQuery(api, scope, userId, status), enabled: enabled && Boolean(scope && userId) });
}
