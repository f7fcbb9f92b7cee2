import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@portal/api-client';
import { COMMENT_FLAG, CommentResponseSchema, commentsPaths } from '@portal/contracts/comments';
import { queryKeys } from '@portal/query/keys';

/** POST /comments/flagComment {scope, reference, flagger_ref}: flags a comment 'inappropriate' (spec 3 §4). */
export function useFlagComment() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (payload: { scope: string; reference: string; flagger_ref: string }) =>
      (await api.post(commentsPaths.flagComment, { ...payload, flag: COMMENT_FLAG }, { schema: CommentResponseSchema })).comment,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.comments.all }),
  });
}
