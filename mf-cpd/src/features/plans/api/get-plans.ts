import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { GetPlansResponseSchema } from '@portal/contracts/cpd';
import { queryKeys } from '@portal/query/keys';
import { almanacPaths } from '../../../lib/api/almanac-paths';

/** GetPlansByOwner {uid} (spec 3 §7): a user's plans; '' is the signed-in user. */
export function plansQuery(api: ApiClient, uid: string) {
  return queryOptions({
    queryKey: queryKeys.cpd.plans.list(uid),
    queryFn: async () => (await api.post(almanacPaths.getPlansByOwner, { uid }, { schema: GetPlansResponseSchema })).plans,
  });
}

export const usePlans = (uid: string) => useQuery(plansQuery(useApi(), uid));
