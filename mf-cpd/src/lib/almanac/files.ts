import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { isApiError, useApi, type ApiClient } from '@portal/api-client';
import { CpdFileSchema, SuccessResponseSchema, type CpdFile } from '@portal/contracts/cpd';
import { saveBlob } from '@portal/ui/download';
import { ALMANAC, CPD_KEY } from './queries';

/*
 * Evidence files (spec 3 §7): GetToken, then POST /almanac/File/{token}/{entry} (FormData 'file'),
 * GET .../{file} to download, DelFile. The token is asked for right before each use: it belongs to
 * the session, which the portal renews as the user moves around.
 */

const TokenSchema = v.object({ token: v.string() });
const UploadResponseSchema = v.object({ success: v.boolean(), file: CpdFileSchema });

export async function getToken(api: ApiClient, uid: string): Promise<string> {
  return (await api.post(`${ALMANAC}/GetToken`, { uid }, { schema: TokenSchema })).token;
}

export async function uploadEvidence(api: ApiClient, entryId: string, field: string, file: File): Promise<CpdFile> {
  const form = new FormData();
  form.append('field', field);
  form.append('file', file, file.name);
  const token = await getToken(api, '');
  return (await api.upload(`${ALMANAC}/File/${token}/${encodeURIComponent(entryId)}`, form, { schema: UploadResponseSchema })).file;
}

export async function deleteEvidence(api: ApiClient, entryId: string, id: string): Promise<void> {
  await api.post(`${ALMANAC}/DelFile`, { entryId, id }, { schema: SuccessResponseSchema });
}

export async function downloadEvidence(api: ApiClient, uid: string, entryId: string, file: CpdFile): Promise<void> {
  const token = await getToken(api, uid);
  saveBlob(await api.blob(`${ALMANAC}/File/${token}/${encodeURIComponent(entryId)}/${encodeURIComponent(file.id)}`), file.name);
}

/** Spec 3 §8: a failed upload's message by the status of its request: 413 too large, 415 unsupported, else general. */
export function uploadFailure(error: unknown): 'cpd.file.tooLarge' | 'cpd.file.unsupported' | 'cpd.file.failure' {
  if (isApiError(error) && error.status === 413) return 'cpd.file.tooLarge';
  if (isApiError(error) && error.status === 415) return 'cpd.file.unsupported';
  return 'cpd.file.failure';
}

/** The pending file changes of one entry, applied after the entry is saved: removals first, then uploads. */
export function useApplyFileChanges() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ entryId, remove, add }: { entryId: string; remove: readonly string[]; add: readonly { field: string; file: File }[] }) => {
      for (const id of remove) await deleteEvidence(api, entryId, id);
      for (const { field, file } of add) await uploadEvidence(api, entryId, field, file);
    },
    onSettled: () => client.invalidateQueries({ queryKey: CPD_KEY }),
  });
}
