import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import type { ProfileFieldDefinition } from '@portal/contracts';
import { queryKeys } from '@portal/query/keys';
import { loadProfileFields, useSession } from '@portal/session';
import { currentScope } from '../../../lib/scope';

/** GET …/profilefields (public; an empty list on failure), kept for the portal's default minute. */
export function profileFieldsQuery(api: ApiClient, scope: string, enabled: boolean) {
  return queryOptions({ queryKey: queryKeys.access.profileFields(scope), queryFn: () => loadProfileFields(api, scope), enabled });
}

/**
 * The tenant's profile field definitions for the registration fields: the settings' `profile` when
 * it has them, else profileFieldsQuery, once `enabled`. Undefined while loading.
 */
export function useProfileFieldDefinitions(enabled: boolean): ProfileFieldDefinition[] | undefined {
  const api = useApi();
  const fromSettings = useSession((state) => state.settings?.profile);
  const inSettings = Boolean(fromSettings?.length);
  const loaded = useQuery(profileFieldsQuery(api, currentScope(), enabled && !inSettings));
  return inSettings ? fromSettings : loaded.data;
}
