import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { dossierPaths } from '@portal/contracts/external-learning';
import { useSession } from '@portal/session';
import { ELA_KEY } from './keys';

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
    onSettled: () => client.invalidateQueries({ queryKey: [...ELA_KEY, 'attachments'] }),
  });
}
