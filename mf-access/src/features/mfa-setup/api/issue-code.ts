import { SuccessSchema, type MfaIssueCode } from '@portal/contracts';
import type { ApiClient } from '@portal/api-client';

/** POST /authr/mfa/issueCode {mode, country_code?, contact_number?}: sends a set-up code by e-mail or SMS. */
export async function issueCode(api: ApiClient, input: MfaIssueCode): Promise<void> {
  const { success } = await api.post('/authr/mfa/issueCode', input, { schema: SuccessSchema });
  // Spec 1 §8: MFA calls fail when the answer lacks a success flag.
  if (!success) throw new Error('issueCode was not successful');
}
