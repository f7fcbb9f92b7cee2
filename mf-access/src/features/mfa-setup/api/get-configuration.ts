import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { MfaConfigurationSchema, type MfaConfiguration } from '@portal/contracts/mfa';
import { useApi, type ApiClient } from '@portal/api-client';
import { queryKeys } from '@portal/query/keys';

/**
 * POST /authr/mfa/getConfiguration {}: the user's two-factor mode and the methods offered to them
 * (bit flags). Rejects when the answer lacks `success` (spec 1 §8).
 */
export function getConfiguration(api: ApiClient): Promise<MfaConfiguration> {
  return api.post('/authr/mfa/getConfiguration', {}, { schema: MfaConfigurationSchema });
}

/** The signed-in user's two-factor configuration: read afresh whenever a two-factor page opens, tried once. */
export function mfaConfigurationQuery(api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.access.mfaConfiguration, queryFn: () => getConfiguration(api), staleTime: 0, retry: false });
}

export function useMfaConfiguration() {
  return useQuery(mfaConfigurationQuery(useApi()));
}

/** What every two-factor change makes stale. */
export function invalidateMfaConfiguration(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: queryKeys.access.mfaConfiguration });
}
