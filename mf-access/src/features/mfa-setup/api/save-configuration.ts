import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError, useApi, type ApiClient } from '@portal/api-client';
import { invalidateMfaConfiguration } from './get-configuration';
import { ACCOUNT_SECURITY_ERRORS, MfaRecoveryCodesResponseSchema, type MfaSaveConfiguration } from '@portal/contracts/account';

export type SaveResult = { saved: true; recoveryCodes: string[] } | { saved: false; refused: 'code' | 'password' };

/**
 * POST /authr/mfa/saveConfiguration {code, mode, country_code, contact_number, pass}: confirms the code
 * with the current password and turns two-factor on; answers the new recovery codes. A wrong password
 * or code is a 400: `saved: false` naming which.
 */
export async function saveConfiguration(api: ApiClient, input: MfaSaveConfiguration): Promise<SaveResult> {
  try {
    const { success, recovery_codes } = await api.post('/authr/mfa/saveConfiguration', input, { schema: MfaRecoveryCodesResponseSchema });
    return success ? { saved: true, recoveryCodes: recovery_codes } : { saved: false, refused: 'code' };
  } catch (error) {
    if (isApiError(error) && error.status === 400) return { saved: false, refused: error.code === ACCOUNT_SECURITY_ERRORS.passwordIncorrect ? 'password' : 'code' };
    throw error;
  }
}

/** Saving the set-up; the configuration is read again once it settles. */
export function useSaveConfiguration() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({ mutationFn: (input: MfaSaveConfiguration) => saveConfiguration(api, input), onSettled: () => invalidateMfaConfiguration(client) });
}
