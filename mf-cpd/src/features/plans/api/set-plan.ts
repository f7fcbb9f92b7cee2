import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@portal/api-client';
import { ReferenceResponseSchema, type SetPlanRequest } from '@portal/contracts/cpd';
import { queryKeys } from '@portal/query/keys';
import { almanacPaths } from '../../../lib/api/almanac-paths';

/** SetPlan (spec 3 §7): creates (no id) or replaces a plan; answers its reference. Every plan read follows. */
export function useSetPlan() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: SetPlanRequest) => (await api.post(almanacPaths.setPlan, request, { schema: ReferenceResponseSchema })).reference,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.cpd.plans.all }),
  });
}
