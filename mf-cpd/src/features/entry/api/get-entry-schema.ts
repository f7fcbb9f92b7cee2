import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { GetSchemaResponseSchema, type CpdTargetMode } from '@portal/contracts/cpd';
import { queryKeys } from '@portal/query/keys';
import { almanacPaths } from '../../../lib/api/almanac-paths';

/** GetSchema {target_mode}: the entry editor's fields. */
export function entrySchemaQuery(api: ApiClient, mode: CpdTargetMode) {
  return queryOptions({
    queryKey: queryKeys.cpd.schema(mode),
    queryFn: async () => (await api.post(almanacPaths.getSchema, { target_mode: mode }, { schema: GetSchemaResponseSchema })).fields,
  });
}

export const useEntrySchema = (mode: CpdTargetMode) => useQuery(entrySchemaQuery(useApi(), mode));
