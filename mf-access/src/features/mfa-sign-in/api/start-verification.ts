import { MfaVerificationStartResponseSchema, type MfaVerificationStartResponse } from '@portal/contracts/mfa';
import type { ApiClient } from '@portal/api-client';

/**
 * POST /authr/mfa/verification/start {}: the mode and masked destination of the pending sign-in;
 * e-mail and SMS codes are sent now. Also the resend. Rejects when the answer lacks `success` (spec 1 §8).
 */
export function startVerification(api: ApiClient): Promise<MfaVerificationStartResponse> {
  return api.post('/authr/mfa/verification/start', {}, { schema: MfaVerificationStartResponseSchema });
}
