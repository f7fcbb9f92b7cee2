import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { catalogueExtensionPaths, ExtendedItemSchema, GetExtensionsResponseSchema } from '@portal/contracts/catalogue';
import { useSession } from '@portal/session';

/** POST /resolute/GetExtensions (spec 2 §7): the tenant's extension fields; they change with the tenant's set-up, not per user. */
export function extensionDefinitionsQuery(api: ApiClient, scope: string | null) {
  return queryOptions({
    queryKey: ['catalogue-extensions', scope] as const,
    queryFn: async () => (await api.post(catalogueExtensionPaths.definitions, {}, { schema: GetExtensionsResponseSchema })).extensions,
  });
}

/** POST /junk/GetItem {id}: one item's extension values. */
export function extendedItemQuery(api: ApiClient, scope: string | null, id: string) {
  return queryOptions({
    queryKey: ['catalogue-extensions', scope, 'item', id] as const,
    queryFn: async () => (await api.post(catalogueExtensionPaths.item, { id }, { schema: ExtendedItemSchema })).extensions,
  });
}

/** Catalogue extensions are on for the tenant (enableCatalogueExtensions; spec 2 §7 "only when enabled"). */
export function useExtensionsEnabled(): boolean {
  return useSession((state) => state.settings?.enableCatalogueExtensions === true);
}

/** The tenant's extension fields and the item's values, asked for only when extensions are on. */
export function useItemExtensions(id: string) {
  const api = useApi();
  const scope = useSession((state) => state.scope);
  const enabled = useExtensionsEnabled();
  const definitions = useQuery({ ...extensionDefinitionsQuery(api, scope), enabled });
  const values = useQuery({ ...extendedItemQuery(api, scope, id), enabled });
  return { enabled, definitions: definitions.data, values: values.data };
}
