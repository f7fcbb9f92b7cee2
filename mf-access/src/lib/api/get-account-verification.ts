import { AccountVerificationStatusSchema, type AccountVerificationStatus } from '@portal/contracts';
import type { ApiClient } from '@portal/api-client';

/** GET /reach/{scope}/api/v3/accountverification/{code}: whose code it is (404 InvalidCode when it is unknown or used). */
export function getAccountVerification(api: ApiClient, scope: string, code: string): Promise<AccountVerificationStatus> {
  return api.get(`/reach/${encodeURIComponent(scope)}/api/v3/accountverification/${encodeURIComponent(code)}`, {
    schema: AccountVerificationStatusSchema,
  });
}
