import type { ApiClient } from '@portal/api-client';
import { emailChangePath, type EmailChange, type EmailChangeResponse, EmailChangeResponseSchema } from '@portal/contracts';

/**
 * POST …/users/{userId}/email {EmailAddress}: sends a confirmation code to the new address (issue 10).
 * 403 ReauthenticationRequired without a recent step-up; 409 EmailAddressUnavailable for a taken address.
 */
export function startEmailChange(api: ApiClient, scope: string, userId: string, body: EmailChange): Promise<EmailChangeResponse> {
  return api.post(emailChangePath(scope, userId), body, { schema: EmailChangeResponseSchema });
}
