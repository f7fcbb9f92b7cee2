import { queryOptions, useQuery } from '@tanstack/react-query';
import { orEmpty, useApi, type ApiClient } from '@portal/api-client';
import { ApprovalJournalResponseSchema, stampPaths, type ApprovalJournalEntry } from '@portal/contracts/approvals';
import { queryKeys } from '@portal/query/keys';
import { useSession } from '@portal/session';

/** POST /stamp/approvals/readJournal {reference} (spec 3 §7): the request's journal; a failure gives an empty list. */
export async function readRequestJournal(api: ApiClient, scope: string, reference: string): Promise<ApprovalJournalEntry[]> {
  return (await orEmpty(api.post(stampPaths.readJournal, { scope, reference }, { schema: ApprovalJournalResponseSchema }), { success: false, journal: [] })).journal;
}

/** Read afresh each time the dialog opens, like its comments. */
export function requestJournalQuery(api: ApiClient, scope: string | null, reference: string) {
  return queryOptions({ queryKey: queryKeys.approvals.requestJournal(scope, reference), queryFn: () => readRequestJournal(api, scope ?? '', reference), staleTime: 0 });
}

export function useRequestJournal(reference: string) {
  const api = useApi();
  const scope = useSession((state) => state.scope);
  return useQuery({ ...requestJournalQuery(api, scope, reference), enabled: Boolean(scope) });
}
