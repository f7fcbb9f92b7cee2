import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@portal/api-client';
import { CommentResponseSchema, commentsPaths } from '@portal/contracts/comments';
import { queryKeys } from '@portal/query/keys';

/** POST /comments/removeCommentFlag {scope, reference}: back to no flag (spec 3 §4). */
export function useRemoveCommentFlag() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (payload: { scope: string; reference: string }) => (await api.post(commentsPaths.removeCommentFlag, payload, { schema: CommentResponseSchema })).comment,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.comments.all }),
  });
}
