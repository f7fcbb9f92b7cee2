import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError, useApi, type ApiClient } from '@portal/api-client';
import { invalidateMfaConfiguration } from './get-configuration';
import { MfaRecoveryCodesResponseSchema, type MfaSaveConfiguration } from '@portal/contracts/account';

export type SaveResult = { saved: true; recoveryCodes: string[] } | { saved: false };

/**
 * POST /authr/mfa/saveConfiguration {code, mode, country_code, contact_number}: confirms the code
 * and turns two-factor on; answers the new recovery codes. A wrong code is a 400: `saved: false`.
 */
export async function saveConfiguration(api: ApiClient, input: MfaSaveConfiguration): Promise<SaveResult> {
  try {
    const { success, recovery_codes } = await api.post('/authr/mfa/saveConfiguration', input, { schema: MfaRecoveryCodesResponseSchema });
    return success ? { saved: true, recoveryCodes: recovery_codes } : { saved: false };
  } catch (error) {
    if (isApiError(error) && error.status === 400) return { saved: false };
    throw error;
  }
}

/** Saving the set-up; the configuration is read again once it settles. */
export function useSaveConfiguration() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({ mutationFn: (input: MfaSaveConfiguration) => saveConfiguration(api, input), onSettled: () => invalidateMfaConfiguration(client) });
}
