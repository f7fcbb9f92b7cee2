import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { GetPlanResponseSchema, GetPlansResponseSchema, ReferenceResponseSchema, SuccessResponseSchema, type SetPlanRequest } from '@portal/contracts/cpd';
import { ALMANAC, CPD_KEY } from '../../../lib/almanac/queries';

/*
 * The plan calls (spec 3 §7: GetPlansByOwner, GetPlan, SetPlan, DelPlan; their paths are not shown in
 * the spec, the reference LMS answers them under /almanac like the journal's). One file: the four
 * calls share their keys, and every write invalidates the plans.
 */

const PLANS_KEY = [...CPD_KEY, 'plans'] as const;

export function plansQuery(api: ApiClient, uid: string) {
  return queryOptions({
    queryKey: [...PLANS_KEY, 'list', uid],
    queryFn: async () => (await api.post(`${ALMANAC}/GetPlansByOwner`, { uid }, { schema: GetPlansResponseSchema })).plans,
  });
}
export const usePlans = (uid: string) => useQuery(plansQuery(useApi(), uid));

/** GetPlan {id, uid}: a stored plan, or (no id) the empty plan the editor starts from. */
export function planQuery(api: ApiClient, id: string, uid: string) {
  return queryOptions({
    queryKey: [...PLANS_KEY, 'plan', id, uid],
    queryFn: async () => (await api.post(`${ALMANAC}/GetPlan`, { id, uid }, { schema: GetPlanResponseSchema })).plan,
  });
}
export const usePlan = (id: string, uid: string) => useQuery(planQuery(useApi(), id, uid));

export function useSetPlan() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: SetPlanRequest) => (await api.post(`${ALMANAC}/SetPlan`, request, { schema: ReferenceResponseSchema })).reference,
    onSettled: () => client.invalidateQueries({ queryKey: PLANS_KEY }),
  });
}

/**
 * DelPlan {id}. The deleted plan's own read is marked stale but not asked again now: the page that
 * shows it is leaving, and asking would only answer 404 while the user waits. Should they come back
 * to it, it is read afresh and shows as not found.
 */
export function useDelPlan() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.post(`${ALMANAC}/DelPlan`, { id }, { schema: SuccessResponseSchema });
    },
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: [...PLANS_KEY, 'plan'], refetchType: 'none' });
      await client.invalidateQueries({ queryKey: [...PLANS_KEY, 'list'] });
    },
  });
}
