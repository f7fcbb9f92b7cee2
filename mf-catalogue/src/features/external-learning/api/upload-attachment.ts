import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { DossierUploadResponseSchema, dossierPaths, elaAttachmentArea, type DossierFile } from '@portal/contracts/external-learning';
import { useSession } from '@portal/session';
import { queryKeys } from '@portal/query/keys';

/** POST multipart /dossier/files/{scope}/content/{id}/external-learning-attachments with file and uploader. */
export async function uploadAttachment(api: ApiClient, scope: string, itemId: string, file: File, uploader: string): Promise<DossierFile> {
  const form = new FormData();
  form.append('uploader', uploader);
  form.append('file', file, file.name);
  return (await api.upload(dossierPaths.upload(scope, elaAttachmentArea(itemId)), form, { schema: DossierUploadResponseSchema })).file;
}

export function useUploadAttachment(itemId: string) {
  const api = useApi();
  const client = useQueryClient();
  const scope = useSession((state) => state.scope) ?? '';
  const uploader = useSession((state) => state.user?.displayName) ?? '';
  return useMutation({
    mutationFn: (file: File) => uploadAttachment(api, scope, itemId, file, uploader),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.externalLearning.attachments.all }),
  });
}
