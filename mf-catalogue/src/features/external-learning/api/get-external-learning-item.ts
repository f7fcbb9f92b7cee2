import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError, useApi, type ApiClient } from '@portal/api-client';
import { ExternalLearningItemSchema, externalLearningPaths, type ExternalLearningItem } from '@portal/contracts/external-learning';
import { useSession } from '@portal/session';
import { queryKeys } from '@portal/query/keys';

/** GET …/users/{owner}/externallearning/{id}: the item, or null when it is not there (or not the caller's to see). */
export async function getExternalLearningItem(api: ApiClient, scope: string, ownerId: string, id: string): Promise<ExternalLearningItem | null> {
  try {
    return await api.get(externalLearningPaths.item(scope, ownerId, id), { schema: ExternalLearningItemSchema });
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 403)) return null;
    throw error;
  }
}

export function externalLearningItemQuery(api: ApiClient, scope: string | null, ownerId: string | undefined, id: string) {
  return queryOptions({
    queryKey: queryKeys.externalLearning.item(scope, ownerId, id),
    queryFn: () => getExternalLearningItem(api, scope ?? '', ownerId ?? '', id),
    enabled: Boolean(scope && ownerId && id),
    // Read anew whenever the page opens: what the approver may read changes with the request (a
    // resubmitted item must not show as the "not found" of a minute ago).
    staleTime: 0,
  });
}

export function useExternalLearningItem(ownerId: string | undefined, id: string) {
  const api = useApi();
  const scope = useSession((state) => state.scope);
  return useQuery(externalLearningItemQuery(api, scope, ownerId, id));
}
