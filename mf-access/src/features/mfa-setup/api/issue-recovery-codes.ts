import { MfaRecoveryCodesResponseSchema, type MfaPasswordConfirm } from '@portal/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';

/** POST /authr/mfa/issueRecoveryCodes {pass, current_code}: new single-use recovery codes; the old ones stop working. */
export async function issueRecoveryCodes(api: ApiClient, input: MfaPasswordConfirm): Promise<string[]> {
  const { success, recovery_codes } = await api.post('/authr/mfa/issueRecoveryCodes', input, { schema: MfaRecoveryCodesResponseSchema });
  if (!success) throw new Error('issueRecoveryCodes was not successful');
  return recovery_codes;
}

/** New recovery codes (the old ones stop working): no read shows them, so nothing is invalidated. */
export function useIssueRecoveryCodes() {
  const api = useApi();
  return useMutation({ mutationFn: (input: MfaPasswordConfirm) => issueRecoveryCodes(api, input) });
}
