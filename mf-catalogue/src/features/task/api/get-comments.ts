import { queryOptions, useQuery } from '@tanstack/react-query';
import { orEmpty, useApi, type ApiClient } from '@portal/api-client';
import { CommentListResponseSchema, commentsPaths } from '@portal/contracts/comments';
import type { TaskJournalEntry } from '@portal/contracts/tasks';
import { queryKeys } from '@portal/query/keys';
import type { TaskRef } from './get-task';

/**
 * POST /comments/listComments {scope, topic_ref}: the comments of the task's topic (`${itemId}:${owner}`),
 * as journal entries of kind 'comment'. A failure shows none.
 */
export async function getTaskComments(api: ApiClient, ref: TaskRef, topicRef: string): Promise<TaskJournalEntry[]> {
  const { comments } = await orEmpty(api.post(commentsPaths.listComments, { scope: ref.scope, topic_ref: topicRef }, { schema: CommentListResponseSchema }), { comments: [] });
  return comments.map((comment) => ({ id: comment.reference, kind: 'comment', actor: comment.commenter_name, datestamp: comment.created, value: comment.value, toName: null }));
}

export function taskCommentsQuery(api: ApiClient, ref: TaskRef, topicRef: string) {
  return queryOptions({ queryKey: queryKeys.tasks.comments(ref, topicRef), queryFn: () => getTaskComments(api, ref, topicRef), staleTime: 0 });
}

export function useTaskComments(ref: TaskRef, topicRef: string, enabled: boolean) {
  return useQuery({ ...taskCommentsQuery(useApi(), ref, topicRef), enabled });
}
