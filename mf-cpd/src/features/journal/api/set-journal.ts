import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { ReferenceResponseSchema, type SetJournalRequest } from '@portal/contracts/cpd';
import { queryKeys } from '@portal/query/keys';
import { almanacPaths } from '../../../lib/api/almanac-paths';

/** SetJournal (spec 3 §7): adds a period (no reference) or changes one; answers its reference. */
export async function setJournal(api: ApiClient, period: SetJournalRequest): Promise<string> {
  return (await api.post(almanacPaths.setJournal, period, { schema: ReferenceResponseSchema })).reference;
}

export function useSetJournal() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (period: SetJournalRequest) => setJournal(api, period),
    // Periods, entries and the progress all follow a period's change.
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.cpd.all }),
  });
}
