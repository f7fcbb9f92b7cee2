import { MfaConfigurationSchema, type MfaConfiguration } from '@portal/contracts';
import type { ApiClient } from '@portal/api-client';

/**
 * POST /authr/mfa/getConfiguration {}: the user's two-factor mode and the methods offered to them
 * (bit flags). Rejects when the answer lacks `success` (spec 1 §8).
 */
export function getConfiguration(api: ApiClient): Promise<MfaConfiguration> {
  return api.post('/authr/mfa/getConfiguration', {}, { schema: MfaConfigurationSchema });
}
