import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@portal/api-client';
import { SuccessResponseSchema } from '@portal/contracts/cpd';
import { queryKeys } from '@portal/query/keys';
import { almanacPaths } from '../../../lib/api/almanac-paths';

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
      await api.post(almanacPaths.delPlan, { id }, { schema: SuccessResponseSchema });
    },
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: queryKeys.cpd.plans.all, refetchType: 'none' });
      await client.invalidateQueries({ queryKey: queryKeys.cpd.plans.lists });
    },
  });
}
