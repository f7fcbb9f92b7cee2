import { useMutation } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { emailChangePath, type EmailChange, type EmailChangeResponse, EmailChangeResponseSchema } from '@portal/contracts/account';
import { currentScope } from '../../../lib/scope';

/**
 * POST …/users/{userId}/email {EmailAddress, password, code?}: sends a confirmation code to the new address.
 * The body carries the current password (and second factor); 409 EmailAddressUnavailable for a taken address.
 */
export function startEmailChange(api: ApiClient, scope: string, userId: string, body: EmailChange): Promise<EmailChangeResponse> {
  return api.post(emailChangePath(scope, userId), body, { schema: EmailChangeResponseSchema });
}

/** Asking for the change changes nothing yet (the address stays until the code is confirmed). */
export function useStartEmailChange() {
  const api = useApi();
  return useMutation({ mutationFn: ({ userId, body }: { userId: string; body: EmailChange }) => startEmailChange(api, currentScope(), userId, body) });
}
