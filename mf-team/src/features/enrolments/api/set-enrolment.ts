import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@portal/api-client';
import { SetEnrolmentResponseSchema, type SetEnrolmentRequest } from '@portal/contracts/team';
import { queryKeys } from '@portal/query/keys';
import { dashelPaths } from '../../../lib/api/dashel-paths';

/** POST /dashel/setEnrolment: enrols or unenrols (with a reason) a member; the whole team is read again (lists, numbers, compliance). */
export function useSetEnrolment() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: SetEnrolmentRequest) => api.post(dashelPaths.setEnrolment(), request, { schema: SetEnrolmentResponseSchema }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.team.all }),
  });
}
