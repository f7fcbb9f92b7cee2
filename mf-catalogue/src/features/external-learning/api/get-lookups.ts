import { queryOptions, useQuery } from '@tanstack/react-query';
import { orEmpty, useApi, type ApiClient } from '@portal/api-client';
import { ExternalLearningLookupsSchema, externalLearningPaths, type ExternalLearningLookups } from '@portal/contracts/external-learning';
import { useSession } from '@portal/session';
import { queryKeys } from '@portal/query/keys';

/** GET …/externallearning/lookups (spec 2 §7): the tenant's activity types; a failure gives none. */
export function getLookups(api: ApiClient, scope: string): Promise<ExternalLearningLookups> {
  return orEmpty(api.get(externalLearningPaths.lookups(scope), { schema: ExternalLearningLookupsSchema }), { types: [] });
}

/** Memoised (spec 2 §7): read once per scope and kept for the session. */
export function lookupsQuery(api: ApiClient, scope: string | null) {
  return queryOptions({
    queryKey: queryKeys.externalLearning.lookups(scope),
    queryFn: () => getLookups(api, scope ?? ''),
    enabled: Boolean(scope),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useLookups() {
  const api = useApi();
  const scope = useSession((state) => state.scope);
  return useQuery(lookupsQuery(api, scope));
}
