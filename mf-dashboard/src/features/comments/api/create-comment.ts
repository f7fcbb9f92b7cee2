import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@portal/api-client';
import { CommentResponseSchema, commentsPaths, type CreateComment } from '@portal/contracts/comments';
import { queryKeys } from '@portal/query/keys';

/** POST /comments/createComment (topic reference, title, type, text); the LMS subscribes the commenter, so subscriptions are read again. */
export function useCreateComment() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (payload: CreateComment) => (await api.post(commentsPaths.createComment, payload, { schema: CommentResponseSchema })).comment,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: queryKeys.comments.all });
      await client.invalidateQueries({ queryKey: queryKeys.subscriptions.all });
    },
  });
}
