import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import {
  ExternalLearningCreateResponseSchema,
  ExternalLearningSaveResponseSchema,
  externalLearningPaths,
  type ExternalLearningItem,
  type ExternalLearningPayload,
} from '@portal/contracts/external-learning';
import { useSession } from '@portal/session';
import { queryKeys } from '@portal/query/keys';

/** POST …/externallearning (a new item; its id under data) or PUT …/externallearning/{id}: the item as saved. */
export async function saveExternalLearning(api: ApiClient, scope: string, userId: string, id: string | undefined, payload: ExternalLearningPayload): Promise<ExternalLearningItem> {
  if (!id) return (await api.post(externalLearningPaths.create(scope, userId), payload, { schema: ExternalLearningCreateResponseSchema })).item;
  return (await api.put(externalLearningPaths.item(scope, userId, id), payload, { schema: ExternalLearningSaveResponseSchema })).item;
}

/** Save as draft or submit for approval (payload.approvalStatusId); the lists and the item are read again. */
export function useSaveExternalLearning() {
  const api = useApi();
  const client = useQueryClient();
  const scope = useSession((state) => state.scope) ?? '';
  const userId = useSession((state) => state.user?.id) ?? '';
  return useMutation({
    mutationFn: ({ id, payload }: { id?: string; payload: ExternalLearningPayload }) => saveExternalLearning(api, scope, userId, id, payload),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.externalLearning.all }),
  });
}
