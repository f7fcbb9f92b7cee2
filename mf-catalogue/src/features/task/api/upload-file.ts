import type { ApiClient } from '@portal/api-client';
import { DossierUploadResponseSchema, dossierPaths, type DossierFile } from '@portal/contracts/external-learning';
import { taskFileArea } from '@portal/contracts/tasks';

/** POST multipart /dossier/files/{scope}/content/{area} with file and uploader: into the task's area '{externalReference}/task-file-attachments'. */
export async function uploadTaskFile(api: ApiClient, scope: string, externalReference: string, file: File, uploader: string): Promise<DossierFile> {
  const form = new FormData();
  form.append('uploader', uploader);
  form.append('file', file, file.name);
  return (await api.upload(dossierPaths.upload(scope, taskFileArea(externalReference)), form, { schema: DossierUploadResponseSchema })).file;
}
