import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { orEmpty, useApi, type ApiClient } from '@portal/api-client';
import {
  AttendeeListSchema,
  INSTRUCTOR_DASHBOARD_PAGE_SIZE,
  InstructorSessionSchema,
  InstructorStatsSchema,
  SessionListSchema,
  UserListSchema,
  pageRequestHeaders,
  type InstructorAttendee,
  type InstructorTab,
  type ListUsersRequest,
  type SetAttendanceRequest,
  type SetEnrollmentRequest,
} from '@portal/contracts/instructors';

/*
 * The /instructors calls (spec 3 §7), one fetcher and one queryOptions each, so the pages share the
 * cache and every write invalidates through INSTRUCTORS_KEY.
 */

export const INSTRUCTORS = '/instructors';
export const INSTRUCTORS_KEY = ['instructors'] as const;

/** POST /instructors/isInstructor: the server's instructor check; a failure counts as no. */
export function instructorCheckQuery(api: ApiClient, scope: string, userId: string) {
  return queryOptions({
    queryKey: [...INSTRUCTORS_KEY, 'check', scope, userId],
    queryFn: () => orEmpty(api.post(`${INSTRUCTORS}/isInstructor`, { scope, userId }, { schema: v.boolean() }), false),
  });
}

/**
 * ListSessionsForInstructor: one page of 5 of a tab, asked for with the X-Page-* headers (the
 * answer's token names the next page). Upcoming sessions come soonest first; historic ones most
 * recent first, so the page an instructor wants is the first one on both tabs.
 */
export function sessionsQuery(api: ApiClient, tab: InstructorTab, token: string | undefined) {
  return queryOptions({
    queryKey: [...INSTRUCTORS_KEY, 'sessions', tab, token ?? ''],
    queryFn: () =>
      api.post(
        `${INSTRUCTORS}/ListSessionsForInstructor`,
        { tab },
        { schema: SessionListSchema, headers: pageRequestHeaders({ ascending: tab === 'Upcoming', size: INSTRUCTOR_DASHBOARD_PAGE_SIZE, token }) },
      ),
  });
}

export const useSessions = (tab: InstructorTab, token: string | undefined) => useQuery(sessionsQuery(useApi(), tab, token));

/** GetStatsForInstructor: the three bars of the last 3 months. */
export function statsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: [...INSTRUCTORS_KEY, 'stats'],
    queryFn: () => api.post(`${INSTRUCTORS}/GetStatsForInstructor`, {}, { schema: InstructorStatsSchema }),
  });
}

export const useStats = () => useQuery(statsQuery(useApi()));

/** GetSession: one session with its register. */
export function sessionQuery(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: [...INSTRUCTORS_KEY, 'session', id],
    queryFn: () => api.post(`${INSTRUCTORS}/GetSession`, { id }, { schema: InstructorSessionSchema }),
  });
}

export const useInstructorSession = (id: string) => useQuery(sessionQuery(useApi(), id));

/** ListUsers: the add-users search (the request is already valid: the form checked it with the same schema). */
export function usersQuery(api: ApiClient, request: ListUsersRequest) {
  return queryOptions({
    queryKey: [...INSTRUCTORS_KEY, 'users', request.session_id, request.query, request.property ?? ''],
    queryFn: async () => (await api.post(`${INSTRUCTORS}/ListUsers`, request, { schema: UserListSchema })).users,
  });
}

export const useUserSearch = (request: ListUsersRequest | undefined) =>
  useQuery({ ...usersQuery(useApi(), request ?? { session_id: '', query: '' }), enabled: request !== undefined });

/** SetAttendance: saves the marks and stamps the submitted date; the answer is the session as saved. */
export function useSetAttendance() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: SetAttendanceRequest) => api.post(`${INSTRUCTORS}/SetAttendance`, request, { schema: InstructorSessionSchema }),
    onSuccess: (session) => client.setQueryData(sessionQuery(api, session.id).queryKey, session),
    onSettled: () => client.invalidateQueries({ queryKey: INSTRUCTORS_KEY }),
  });
}

const NO_ATTENDEES: InstructorAttendee[] = [];

/**
 * SetEnrollment: adds a user to the session (not attended yet); the answer is the new attendee list,
 * and a failure yields an empty list (spec 3 §7), in which the user is not found.
 */
export function setEnrollment(api: ApiClient, request: SetEnrollmentRequest): Promise<InstructorAttendee[]> {
  return orEmpty(api.post(`${INSTRUCTORS}/SetEnrollment`, request, { schema: AttendeeListSchema }), NO_ATTENDEES);
}

export function useSetEnrollment() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: SetEnrollmentRequest) => setEnrollment(api, request),
    onSettled: () => client.invalidateQueries({ queryKey: INSTRUCTORS_KEY }),
  });
}
