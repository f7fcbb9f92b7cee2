import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { dossierPaths } from '@portal/contracts/external-learning';
import { useSession } from '@portal/session';
import { queryKeys } from '@portal/query/keys';

/** DELETE /dossier/files/{scope}/content/{path}: removes one attachment. */
export async function deleteAttachment(api: ApiClient, scope: string, path: string): Promise<void> {
  await api.delete(dossierPaths.file(scope, path));
}

export function useDeleteAttachment() {
  const api = useApi();
  const client = useQueryClient();
  const scope = useSession((state) => state.scope) ?? '';
  return useMutation({
    mutationFn: (path: string) => deleteAttachment(api, scope, path),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.externalLearning.attachments.all }),
  });
}
