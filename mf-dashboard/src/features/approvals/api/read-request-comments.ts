import { queryOptions, useQuery } from '@tanstack/react-query';
import { orEmpty, useApi, type ApiClient } from '@portal/api-client';
import { NotaryCommentsResponseSchema, notaryPaths, type NotaryComment } from '@portal/contracts/approvals';
import { queryKeys } from '@portal/query/keys';
import { useSession } from '@portal/session';

/** POST /notary/ReadComments {params:{ref,scope}} (spec 3 §7): the request's earlier comments, oldest first; a failure gives none. */
export async function readRequestComments(api: ApiClient, scope: string, key: string): Promise<NotaryComment[]> {
  return (await orEmpty(api.post(notaryPaths.readComments, { params: { ref: key, scope } }, { schema: NotaryCommentsResponseSchema }), { comments: [] })).comments;
}

/** Read afresh each time the dialog opens: a comment may have come since. */
export function requestCommentsQuery(api: ApiClient, scope: string | null, key: string) {
  return queryOptions({ queryKey: queryKeys.approvals.requestComments(scope, key), queryFn: () => readRequestComments(api, scope ?? '', key), staleTime: 0 });
}

export function useRequestComments(key: string) {
  const api = useApi();
  const scope = useSession((state) => state.scope);
  return useQuery({ ...requestCommentsQuery(api, scope, key), enabled: Boolean(scope) });
}
