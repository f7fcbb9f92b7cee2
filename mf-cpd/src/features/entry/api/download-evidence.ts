import type { ApiClient } from '@portal/api-client';
import type { CpdFile } from '@portal/contracts/cpd';
import { saveBlob } from '@portal/ui/download';
import { almanacPaths } from '../../../lib/api/almanac-paths';
import { getToken } from './get-token';

/** GET /almanac/File/{token}/{entry}/{file}: an evidence file, saved by the browser under its name. */
export async function downloadEvidence(api: ApiClient, uid: string, entryId: string, file: CpdFile): Promise<void> {
  const token = await getToken(api, uid);
  saveBlob(await api.blob(almanacPaths.file(token, entryId, file.id)), file.name);
}
