import type * as v from 'valibot';
import { AccountVerificationResponseSchema, type AccountVerificationRequest } from '@portal/contracts';
import type { ApiClient } from '@portal/api-client';

export type AccountVerificationResponse = v.InferOutput<typeof AccountVerificationResponseSchema>;

/**
 * PUT /reach/{scope}/api/v3/accountverification {Type, Username}: e-mails a link (PasswordReset,
 * VerifyAndSetPassword) or answers the Code to recover with (VerifyAndSetPasswordWithoutEmail).
 */
export function requestAccountVerification(api: ApiClient, scope: string, request: AccountVerificationRequest): Promise<AccountVerificationResponse> {
  return api.put(`/reach/${scope}/api/v3/accountverification`, request, { schema: AccountVerificationResponseSchema });
}
