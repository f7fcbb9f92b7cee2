import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { SuccessResponseSchema } from '@portal/contracts/cpd';
import { queryKeys } from '@portal/query/keys';
import { almanacPaths } from '../../../lib/api/almanac-paths';

/** DelEntry {id} (spec 3 §7). */
export async function delEntry(api: ApiClient, id: string): Promise<void> {
  await api.post(almanacPaths.delEntry, { id }, { schema: SuccessResponseSchema });
}

export function useDelEntry() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => delEntry(api, id),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.cpd.all }),
  });
}
