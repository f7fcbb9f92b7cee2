import * as v from 'valibot';
import type { ApiClient } from '@portal/api-client';
import { CpdFileSchema, type CpdFile } from '@portal/contracts/cpd';
import { almanacPaths } from '../../../lib/api/almanac-paths';
import { getToken } from './get-token';

const UploadResponseSchema = v.object({ success: v.boolean(), file: CpdFileSchema });

/** POST /almanac/File/{token}/{entry} (FormData 'field', 'file'): a new evidence file of the signed-in user's entry. */
export async function uploadEvidence(api: ApiClient, entryId: string, field: string, file: File): Promise<CpdFile> {
  const form = new FormData();
  form.append('field', field);
  form.append('file', file, file.name);
  const token = await getToken(api, '');
  return (await api.upload(almanacPaths.file(token, entryId), form, { schema: UploadResponseSchema })).file;
}
