import { SuccessSchema } from '@portal/contracts';
import { type MfaPasswordConfirm } from '@portal/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { invalidateMfaConfiguration } from './get-configuration';

/** POST /authr/mfa/resetConfiguration {pass, current_code}: turns two-factor off so a new mode can be set up. */
export async function resetConfiguration(api: ApiClient, input: MfaPasswordConfirm): Promise<void> {
  const { success } = await api.post('/authr/mfa/resetConfiguration', input, { schema: SuccessSchema });
  if (!success) throw new Error('resetConfiguration was not successful');
}

/** Turning two-factor off; the configuration is read again once it settles. */
export function useResetConfiguration() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({ mutationFn: (input: MfaPasswordConfirm) => resetConfiguration(api, input), onSettled: () => invalidateMfaConfiguration(client) });
}
