import type { ApiClient } from '@portal/api-client';
import { SuccessResponseSchema } from '@portal/contracts/cpd';
import { almanacPaths } from '../../../lib/api/almanac-paths';

/** DelFile {entryId, id} (spec 3 §7). */
export async function deleteEvidence(api: ApiClient, entryId: string, id: string): Promise<void> {
  await api.post(almanacPaths.delFile, { entryId, id }, { schema: SuccessResponseSchema });
}
