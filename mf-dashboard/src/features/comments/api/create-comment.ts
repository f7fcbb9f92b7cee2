import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@portal/api-client';
import { CommentResponseSchema, commentsPaths, type CreateComment } from '@portal/contracts/comments';
import { COMMENTS_KEY, SUBSCRIPTIONS_KEY } from '../../../lib/comment-keys';

/** POST /comments/createComment (topic reference, title, type, text); the LMS subscribes the commenter, so subscriptions are read again. */
export function useCreateComment() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (payload: CreateComment) => (await api.post(commentsPaths.createComment, payload, { schema: CommentResponseSchema })).comment,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: COMMENTS_KEY });
      await client.invalidateQueries({ queryKey: SUBSCRIPTIONS_KEY });
    },
  });
}
