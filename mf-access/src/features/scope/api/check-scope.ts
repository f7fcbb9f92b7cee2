import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { isApiError, useApi, type ApiClient } from '@portal/api-client';
import { AppSettingsSchema } from '@portal/contracts';
import { queryKeys } from '@portal/query/keys';
import { settingsPath } from '@portal/session';

/** Whether an organisation exists: the LMS knows a scope when it has settings for it (404 UnknownScope otherwise). */
export type ScopeCheck = 'known' | 'unknown';

/** GET /reach/{scope}/api/v3/endpoint/config, read only to learn whether the scope exists; other failures reject. */
export async function checkScope(api: ApiClient, scope: string): Promise<ScopeCheck> {
  try {
    await api.get(settingsPath(scope), { schema: AppSettingsSchema });
    return 'known';
  } catch (error) {
    if (isApiError(error) && error.status === 404) return 'unknown';
    throw error;
  }
}

export function scopeCheckQuery(api: ApiClient, scope: string) {
  // An answer for one scope: no retry (a 404 is the answer), fresh on each try of the form.
  return queryOptions({ queryKey: queryKeys.access.scopeCheck(scope), queryFn: () => checkScope(api, scope), retry: false, staleTime: 0 });
}

/** Asks once per submit of the form whether the organisation typed or chosen exists. */
export function useCheckScope(): (scope: string) => Promise<ScopeCheck> {
  const api = useApi();
  const client = useQueryClient();
  return (scope) => client.fetchQuery(scopeCheckQuery(api, scope));
}
