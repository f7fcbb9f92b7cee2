import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { catalogueExtensionPaths, GetExtensionsResponseSchema } from '@portal/contracts/catalogue';
import { queryKeys } from '@portal/query/keys';
import { useSession } from '@portal/session';

/** POST /resolute/GetExtensions (spec 2 §7): the tenant's extension fields. */
export async function getExtensions(api: ApiClient) {
  return (await api.post(catalogueExtensionPaths.definitions, {}, { schema: GetExtensionsResponseSchema })).extensions;
}

/** The fields change with the tenant's set-up, not per user: keyed by scope alone. */
export function extensionDefinitionsQuery(api: ApiClient, scope: string | null) {
  return queryOptions({ queryKey: queryKeys.catalogue.extensions.list(scope), queryFn: () => getExtensions(api) });
}

export function useExtensionDefinitions(enabled: boolean) {
  const api = useApi();
  const scope = useSession((state) => state.scope);
  return useQuery({ ...extensionDefinitionsQuery(api, scope), enabled });
}
