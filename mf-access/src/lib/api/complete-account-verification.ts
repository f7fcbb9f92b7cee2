import { SuccessSchema, type AccountVerificationComplete, type Success } from '@portal/contracts';
import type { ApiClient } from '@portal/api-client';

/**
 * POST /reach/{scope}/api/v3/accountverification/{code}/complete: verifies the registered e-mail
 * (Type RegisteredEmailVerification) or sets the new Password (the password kinds).
 */
export function completeAccountVerification(api: ApiClient, scope: string, code: string, body: AccountVerificationComplete): Promise<Success> {
  return api.post(`/reach/${encodeURIComponent(scope)}/api/v3/accountverification/${encodeURIComponent(code)}/complete`, body, {
    schema: SuccessSchema,
  });
}
