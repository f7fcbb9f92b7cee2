import { queryOptions, useQuery } from '@tanstack/react-query';
import { orEmpty, useApi, type ApiClient } from '@portal/api-client';
import { CommentListResponseSchema, commentsPaths, type Comment } from '@portal/contracts/comments';
import { queryKeys } from '@portal/query/keys';
import { useSession } from '@portal/session';

/** POST /comments/listComments {scope, topic_ref}: the topic's comments; a read failure marks an empty topic (spec 3 §4). */
export async function listComments(api: ApiClient, scope: string, topicRef: string): Promise<Comment[]> {
  return (await orEmpty(api.post(commentsPaths.listComments, { scope, topic_ref: topicRef }, { schema: CommentListResponseSchema }), { comments: [] })).comments;
}

export function commentsQuery(api: ApiClient, scope: string | null, topicRef: string) {
  return queryOptions({ queryKey: queryKeys.comments.thread(scope, topicRef), queryFn: () => listComments(api, scope ?? '', topicRef) });
}

export function useComments(topicRef: string) {
  const api = useApi();
  const scope = useSession((state) => state.scope);
  return useQuery({ ...commentsQuery(api, scope, topicRef), enabled: Boolean(scope && topicRef) });
}
