import { useMutation } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { SuccessSchema, type Success } from '@portal/contracts';
import { type ChangePassword } from '@portal/contracts/account';
import { currentScope } from '../../../lib/scope';

export const changePasswordPath = (scope: string, userId: string) => `/reach/${encodeURIComponent(scope)}/api/v4/users/${encodeURIComponent(userId)}/security/password`;

/** POST …/users/{userId}/security/password {oldPassword, newPassword, code?}; 400 'PasswordIncorrect' or a Message on refusal. */
export function changePassword(api: ApiClient, scope: string, userId: string, body: ChangePassword): Promise<Success> {
  return api.post(changePasswordPath(scope, userId), body, { schema: SuccessSchema });
}

/**
 * The change as a mutation. It makes no query stale: no read of the portal shows the password (the
 * LMS ends the user's other sessions, not this one).
 */
export function useChangePassword() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: ChangePassword }) => changePassword(api, currentScope(), userId, body),
  });
}
