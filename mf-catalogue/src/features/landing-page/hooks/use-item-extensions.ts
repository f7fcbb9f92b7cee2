import { useSession } from '@portal/session';
import { useExtendedItem } from '../api/get-extended-item';
import { useExtensionDefinitions } from '../api/get-extensions';

/** Catalogue extensions are on for the tenant (enableCatalogueExtensions; spec 2 §7 "only when enabled"). */
export function useExtensionsEnabled(): boolean {
  return useSession((state) => state.settings?.enableCatalogueExtensions === true);
}

/** The tenant's extension fields and the item's values, asked for only when extensions are on. */
export function useItemExtensions(id: string) {
  const enabled = useExtensionsEnabled();
  const definitions = useExtensionDefinitions(enabled);
  const values = useExtendedItem(id, enabled);
  return { enabled, definitions: definitions.data, values: values.data };
}
