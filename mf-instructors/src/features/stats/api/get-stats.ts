import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { InstructorStatsSchema, type InstructorStats } from '@portal/contracts/instructors';
import { queryKeys } from '@portal/query/keys';
import { instructorsPaths } from '../../../lib/api/instructors-paths';

/** POST /instructors/GetStatsForInstructor: the three bars of the last 3 months. */
export function getStats(api: ApiClient): Promise<InstructorStats> {
  return api.post(instructorsPaths.stats(), {}, { schema: InstructorStatsSchema });
}

export function statsQuery(api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.instructors.stats, queryFn: () => getStats(api) });
}

export const useStats = () => useQuery(statsQuery(useApi()));
