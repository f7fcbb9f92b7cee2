import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { JournalStatusResponseSchema, type CpdPeriodStatus, type SetJournalStatusRequest } from '@portal/contracts/cpd';
import { queryKeys } from '@portal/query/keys';
import { almanacPaths } from '../../../lib/api/almanac-paths';

/** The owner's submission and the reviewer's three decisions, each its own call (spec 3 §7). */
export const STATUS_CALLS = {
  Submitted: 'SetJournalSubmitted',
  Accepted: 'SetJournalAccepted',
  Rejected: 'SetJournalRejected',
  Pending: 'SetJournalPending',
} as const;
export type StatusChange = keyof typeof STATUS_CALLS;

/** Answers the new status as the LMS sets it (spec 3 §4: the status comes from the response). */
export async function setJournalStatus(api: ApiClient, change: StatusChange, request: SetJournalStatusRequest): Promise<CpdPeriodStatus> {
  return (await api.post(almanacPaths.setJournalStatus(STATUS_CALLS[change]), request, { schema: JournalStatusResponseSchema })).status;
}

export function useSetJournalStatus() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ change, request }: { change: StatusChange; request: SetJournalStatusRequest }) => setJournalStatus(api, change, request),
    // Periods, entries and the progress all follow a period's change.
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.cpd.all }),
  });
}
