import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { emailChangeConfirmPath, type EmailChangeConfirm, type EmailChangeConfirmResponse, EmailChangeConfirmResponseSchema } from '@portal/contracts/account';
import { queryKeys } from '@portal/query/keys';
import { currentScope } from '../../../lib/scope';

/** POST …/users/{userId}/email/confirm {code}: the new address takes effect; the user's other sessions end. */
export function confirmEmailChange(api: ApiClient, scope: string, userId: string, body: EmailChangeConfirm): Promise<EmailChangeConfirmResponse> {
  return api.post(emailChangeConfirmPath(scope, userId), body, { schema: EmailChangeConfirmResponseSchema });
}

/** Confirming changes the profile's address: the profile read is stale once it succeeded (a refused code changes nothing). */
export function useConfirmEmailChange() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: EmailChangeConfirm }) => confirmEmailChange(api, currentScope(), userId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.access.profile.all }),
  });
}
