import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { GetEntriesResponseSchema } from '@portal/contracts/cpd';
import { queryKeys } from '@portal/query/keys';
import { almanacPaths } from './almanac-paths';

/** GetEntriesByOwner {start, end, uid}: the entries completed in a period. */
export function entriesQuery(api: ApiClient, uid: string, start: string, end: string) {
  return queryOptions({
    queryKey: queryKeys.cpd.entries(uid, start, end),
    queryFn: async () => (await api.post(almanacPaths.getEntriesByOwner, { start, end, uid }, { schema: GetEntriesResponseSchema })).entries,
  });
}

export const useEntries = (uid: string, period: { start_date: string; end_date: string } | undefined) =>
  useQuery({ ...entriesQuery(useApi(), uid, period?.start_date ?? '', period?.end_date ?? ''), enabled: !!period });
