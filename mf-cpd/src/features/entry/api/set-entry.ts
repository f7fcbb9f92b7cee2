import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { SetEntryResponseSchema, type CpdEntry, type SetEntryRequest } from '@portal/contracts/cpd';
import { ALMANAC, CPD_KEY } from '../../../lib/almanac/queries';

/** SetEntry (spec 3 §7): creates (no id) or replaces an entry; the LMS answers it as stored. */
export async function setEntry(api: ApiClient, request: SetEntryRequest): Promise<CpdEntry> {
  return (await api.post(`${ALMANAC}/SetEntry`, request, { schema: SetEntryResponseSchema })).entry;
}

export function useSetEntry() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: SetEntryRequest) => setEntry(api, request),
    // The list, the period's entry count and its progress all change.
    onSettled: () => client.invalidateQueries({ queryKey: CPD_KEY }),
  });
}
