import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { CpdConfigResponseSchema, GetEntriesResponseSchema, GetJournalsResponseSchema, GetSchemaResponseSchema, type CpdTargetMode } from '@portal/contracts/cpd';

/*
 * The /almanac reads more than one feature shows (spec 3 §7): the tenant's CPD options, a user's
 * periods and entries, the entry schema. One fetcher and one queryOptions each, so every feature
 * shares the cache and a write invalidates through these keys.
 */

export const ALMANAC = '/almanac';

/** Every CPD query starts with this key; a write that changes the journal invalidates it all. */
export const CPD_KEY = ['cpd'] as const;

export function cpdConfigQuery(api: ApiClient) {
  return queryOptions({
    queryKey: [...CPD_KEY, 'config'],
    queryFn: async () => (await api.post(`${ALMANAC}/GetConfig`, {}, { schema: CpdConfigResponseSchema })).config,
  });
}
export const useCpdConfig = () => useQuery(cpdConfigQuery(useApi()));

/** GetJournalsByOwner {uid}: '' is the signed-in user. */
export function journalsQuery(api: ApiClient, uid: string) {
  return queryOptions({
    queryKey: [...CPD_KEY, 'journals', uid],
    queryFn: async () => (await api.post(`${ALMANAC}/GetJournalsByOwner`, { uid }, { schema: GetJournalsResponseSchema })).journals,
  });
}
export const useJournals = (uid: string) => useQuery(journalsQuery(useApi(), uid));

/** GetEntriesByOwner {start, end, uid}: the entries completed in a period. */
export function entriesQuery(api: ApiClient, uid: string, start: string, end: string) {
  return queryOptions({
    queryKey: [...CPD_KEY, 'entries', uid, start, end],
    queryFn: async () => (await api.post(`${ALMANAC}/GetEntriesByOwner`, { start, end, uid }, { schema: GetEntriesResponseSchema })).entries,
  });
}
export const useEntries = (uid: string, period: { start_date: string; end_date: string } | undefined) =>
  useQuery({ ...entriesQuery(useApi(), uid, period?.start_date ?? '', period?.end_date ?? ''), enabled: !!period });

/** GetSchema {target_mode}: the entry editor's fields. */
export function schemaQuery(api: ApiClient, mode: CpdTargetMode) {
  return queryOptions({
    queryKey: [...CPD_KEY, 'schema', mode],
    queryFn: async () => (await api.post(`${ALMANAC}/GetSchema`, { target_mode: mode }, { schema: GetSchemaResponseSchema })).fields,
  });
}
export const useEntrySchema = (mode: CpdTargetMode) => useQuery(schemaQuery(useApi(), mode));
