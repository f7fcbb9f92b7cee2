import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { externalLearningPaths } from '@portal/contracts/external-learning';
import { useSession } from '@portal/session';
import { queryKeys } from '@portal/query/keys';

/** DELETE …/externallearning/{id} (with its attachments). */
export async function deleteExternalLearning(api: ApiClient, scope: string, userId: string, id: string): Promise<void> {
  await api.delete(externalLearningPaths.item(scope, userId, id));
}

export function useDeleteExternalLearning() {
  const api = useApi();
  const client = useQueryClient();
  const scope = useSession((state) => state.scope) ?? '';
  const userId = useSession((state) => state.user?.id) ?? '';
  return useMutation({
    mutationFn: (id: string) => deleteExternalLearning(api, scope, userId, id),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.externalLearning.all }),
  });
}
