import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { SuccessResponseSchema } from '@portal/contracts/cpd';
import { ALMANAC, CPD_KEY } from '../../../lib/almanac/queries';

/** DelEntry {id} (spec 3 §7). */
export async function delEntry(api: ApiClient, id: string): Promise<void> {
  await api.post(`${ALMANAC}/DelEntry`, { id }, { schema: SuccessResponseSchema });
}

export function useDelEntry() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => delEntry(api, id),
    onSettled: () => client.invalidateQueries({ queryKey: CPD_KEY }),
  });
}
