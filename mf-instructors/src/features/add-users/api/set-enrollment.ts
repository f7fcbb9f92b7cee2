import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orEmpty, useApi, type ApiClient } from '@portal/api-client';
import { AttendeeListSchema, type InstructorAttendee, type SetEnrollmentRequest } from '@portal/contracts/instructors';
import { queryKeys } from '@portal/query/keys';
import { instructorsPaths } from '../../../lib/api/instructors-paths';

const NO_ATTENDEES: InstructorAttendee[] = [];

/**
 * POST /instructors/SetEnrollment: adds a user to the session (not attended yet); the answer is the
 * new attendee list, and a failure yields an empty list (spec 3 §7), in which the user is not found.
 */
export function setEnrollment(api: ApiClient, request: SetEnrollmentRequest): Promise<InstructorAttendee[]> {
  return orEmpty(api.post(instructorsPaths.setEnrollment(), request, { schema: AttendeeListSchema }), NO_ATTENDEES);
}

/** The session, its register and the search are read again afterwards. */
export function useSetEnrollment() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: SetEnrollmentRequest) => setEnrollment(api, request),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.instructors.all }),
  });
}
