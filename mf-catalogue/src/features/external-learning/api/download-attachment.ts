import { useApi, type ApiClient } from '@portal/api-client';
import { dossierPaths, type DossierFile } from '@portal/contracts/external-learning';
import { useSession } from '@portal/session';
import { saveBlob } from '@portal/ui/download';

/** GET /dossier/files/{scope}/content/{path}: the file, saved under its name. */
export async function downloadAttachment(api: ApiClient, scope: string, file: DossierFile): Promise<void> {
  saveBlob(await api.blob(dossierPaths.file(scope, file.path)), file.name);
}

export function useDownloadAttachment() {
  const api = useApi();
  const scope = useSession((state) => state.scope) ?? '';
  return (file: DossierFile) => downloadAttachment(api, scope, file);
}
