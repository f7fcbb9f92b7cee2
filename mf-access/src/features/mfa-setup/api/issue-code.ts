import { SuccessSchema } from '@portal/contracts';
import { type MfaIssueCode } from '@portal/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';

/** POST /authr/mfa/issueCode {mode, country_code?, contact_number?}: sends a set-up code by e-mail or SMS. */
export async function issueCode(api: ApiClient, input: MfaIssueCode): Promise<void> {
  const { success } = await api.post('/authr/mfa/issueCode', input, { schema: SuccessSchema });
  // Spec 1 §8: MFA calls fail when the answer lacks a success flag.
  if (!success) throw new Error('issueCode was not successful');
}

/** Sending a set-up code: changes no read (the configuration changes only on save). */
export function useIssueCode() {
  const api = useApi();
  return useMutation({ mutationFn: (input: MfaIssueCode) => issueCode(api, input) });
}
