import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { CpdConfigResponseSchema } from '@portal/contracts/cpd';
import { queryKeys } from '@portal/query/keys';
import { almanacPaths } from './almanac-paths';

/** GetConfig {}: the tenant's CPD options (spec 3 §7), read by every page of the area. */
export function cpdConfigQuery(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.cpd.config,
    queryFn: async () => (await api.post(almanacPaths.getConfig, {}, { schema: CpdConfigResponseSchema })).config,
  });
}

export const useCpdConfig = () => useQuery(cpdConfigQuery(useApi()));
