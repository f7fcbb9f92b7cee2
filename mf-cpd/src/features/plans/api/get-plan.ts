import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { GetPlanResponseSchema } from '@portal/contracts/cpd';
import { queryKeys } from '@portal/query/keys';
import { almanacPaths } from '../../../lib/api/almanac-paths';

/** GetPlan {id, uid}: a stored plan, or (no id) the empty plan the editor starts from. */
export function planQuery(api: ApiClient, id: string, uid: string) {
  return queryOptions({
    queryKey: queryKeys.cpd.plans.detail(id, uid),
    queryFn: async () => (await api.post(almanacPaths.getPlan, { id, uid }, { schema: GetPlanResponseSchema })).plan,
  });
}

export const usePlan = (id: string, uid: string) => useQuery(planQuery(useApi(), id, uid));
