import { SuccessSchema, type Success } from '@portal/contracts';
import { type AccountVerificationComplete } from '@portal/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { queryKeys } from '@portal/query/keys';
import { currentScope } from '../scope';

/**
 * POST /reach/{scope}/api/v3/accountverification/{code}/complete: verifies the registered e-mail
 * (Type RegisteredEmailVerification) or sets the new Password (the password kinds).
 */
export function completeAccountVerification(api: ApiClient, scope: string, code: string, body: AccountVerificationComplete): Promise<Success> {
  return api.post(`/reach/${encodeURIComponent(scope)}/api/v3/accountverification/${encodeURIComponent(code)}/complete`, body, {
    schema: SuccessSchema,
  });
}

/**
 * Completing a code uses it up: the read of whose code it is goes stale once it settles. It is not
 * read again at once (the page shows the outcome; a spent code would only answer 404), but by the
 * next page that asks.
 */
export function useCompleteAccountVerification() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, body }: { code: string; body: AccountVerificationComplete }) => completeAccountVerification(api, currentScope(), code, body),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.access.accountVerification.all, refetchType: 'none' }),
  });
}
