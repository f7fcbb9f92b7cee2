import type { ApiClient } from '@portal/api-client';
import { SuccessSchema, type ChangePassword, type Success } from '@portal/contracts';

export const changePasswordPath = (scope: string, userId: string) =>
  `/reach/${encodeURIComponent(scope)}/api/v4/users/${encodeURIComponent(userId)}/security/password`;

/** POST …/users/{userId}/security/password {oldPassword, newPassword}; 400 'PasswordIncorrect' or a Message on refusal. */
export function changePassword(api: ApiClient, scope: string, userId: string, body: ChangePassword): Promise<Success> {
  return api.post(changePasswordPath(scope, userId), body, { schema: SuccessSchema });
}
