import { SuccessSchema } from '@portal/contracts';
import { isApiError, type ApiClient } from '@portal/api-client';

/**
 * POST /authr/mfa/verification/complete {code}: a six-digit code or a recovery code. Answers
 * whether the code was accepted (the LMS then starts the session); a wrong code is a 400.
 */
export async function completeVerification(api: ApiClient, code: string): Promise<boolean> {
  try {
    const { success } = await api.post('/authr/mfa/verification/complete', { code }, { schema: SuccessSchema });
    return success;
  } catch (error) {
    if (isApiError(error) && error.status === 400) return false;
    throw error;
  }
}
