import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { catalogueExtensionPaths, ExtendedItemSchema } from '@portal/contracts/catalogue';
import { queryKeys } from '@portal/query/keys';
import { useSession } from '@portal/session';

/** POST /junk/GetItem {id} (spec 2 §7): one item's extension values. */
export async function getExtendedItem(api: ApiClient, id: string) {
  return (await api.post(catalogueExtensionPaths.item, { id }, { schema: ExtendedItemSchema })).extensions;
}

export function extendedItemQuery(api: ApiClient, scope: string | null, id: string) {
  return queryOptions({ queryKey: queryKeys.catalogue.extensions.item(scope, id), queryFn: () => getExtendedItem(api, id) });
}

export function useExtendedItem(id: string, enabled: boolean) {
  const api = useApi();
  const scope = useSession((state) => state.scope);
  return useQuery({ ...extendedItemQuery(api, scope, id), enabled });
}
