import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { GetJournalsResponseSchema } from '@portal/contracts/cpd';
import { queryKeys } from '@portal/query/keys';
import { almanacPaths } from './almanac-paths';

/** GetJournalsByOwner {uid}: a user's periods; '' is the signed-in user. */
export function journalsQuery(api: ApiClient, uid: string) {
  return queryOptions({
    queryKey: queryKeys.cpd.journals(uid),
    queryFn: async () => (await api.post(almanacPaths.getJournalsByOwner, { uid }, { schema: GetJournalsResponseSchema })).journals,
  });
}

export const useJournals = (uid: string) => useQuery(journalsQuery(useApi(), uid));
