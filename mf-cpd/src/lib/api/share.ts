import { useMutation } from '@tanstack/react-query';
import { useApi } from '@portal/api-client';
import { SuccessResponseSchema, type ShareRequest } from '@portal/contracts/cpd';
import { almanacPaths } from './almanac-paths';

/** ShareEntry / SharePlan (spec 3 §7): rejects on failure (spec 3 §8). Nothing shown changes, so nothing is invalidated. */
export function useShare(kind: 'entry' | 'plan') {
  const api = useApi();
  return useMutation({
    mutationFn: (request: ShareRequest) => api.post(almanacPaths.share(kind), request, { schema: SuccessResponseSchema }),
  });
}
