import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@portal/api-client';
import { InstructorSessionSchema, type SetAttendanceRequest } from '@portal/contracts/instructors';
import { queryKeys } from '@portal/query/keys';
import { sessionQuery } from '../../../lib/api/get-session';
import { instructorsPaths } from '../../../lib/api/instructors-paths';

/** POST /instructors/SetAttendance: saves the marks and stamps the submitted date; the answer is the session as saved. */
export function useSetAttendance() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: SetAttendanceRequest) => api.post(instructorsPaths.setAttendance(), request, { schema: InstructorSessionSchema }),
    onSuccess: (session) => client.setQueryData(sessionQuery(api, session.id).queryKey, session),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.instructors.all }),
  });
}
