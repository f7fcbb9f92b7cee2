import type { ApiClient } from '@portal/api-client';
import { emailChangeConfirmPath, type EmailChangeConfirm, type EmailChangeConfirmResponse, EmailChangeConfirmResponseSchema } from '@portal/contracts';

/** POST …/users/{userId}/email/confirm {code}: the new address takes effect; the user's other sessions end. */
export function confirmEmailChange(api: ApiClient, scope: string, userId: string, body: EmailChangeConfirm): Promise<EmailChangeConfirmResponse> {
  return api.post(emailChangeConfirmPath(scope, userId), body, { schema: EmailChangeConfirmResponseSchema });
}
