import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { SetEntryResponseSchema, type CpdEntry, type SetEntryRequest } from '@portal/contracts/cpd';
import { queryKeys } from '@portal/query/keys';
import { almanacPaths } from '../../../lib/api/almanac-paths';

/** SetEntry (spec 3 §7): creates (no id) or replaces an entry; the LMS answers it as stored. */
export async function setEntry(api: ApiClient, request: SetEntryRequest): Promise<CpdEntry> {
  return (await api.post(almanacPaths.setEntry, request, { schema: SetEntryResponseSchema })).entry;
}

export function useSetEntry() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: SetEntryRequest) => setEntry(api, request),
    // The list, the period's entry count and its progress all change.
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.cpd.all }),
  });
}
