import { SuccessSchema, type MfaPasswordConfirm } from '@portal/contracts';
import type { ApiClient } from '@portal/api-client';

/** POST /authr/mfa/resetConfiguration {pass}: turns two-factor off so a new mode can be set up. */
export async function resetConfiguration(api: ApiClient, input: MfaPasswordConfirm): Promise<void> {
  const { success } = await api.post('/authr/mfa/resetConfiguration', input, { schema: SuccessSchema });
  if (!success) throw new Error('resetConfiguration was not successful');
}
