import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { INSTRUCTOR_DASHBOARD_PAGE_SIZE, SessionListSchema, pageRequestHeaders, type InstructorTab, type SessionList } from '@portal/contracts/instructors';
import { queryKeys } from '@portal/query/keys';
import { instructorsPaths } from '../../../lib/api/instructors-paths';

/**
 * POST /instructors/ListSessionsForInstructor: one page of 5 of a tab, asked for with the X-Page-*
 * headers (the answer's token names the next page). Upcoming sessions come soonest first; historic
 * ones most recent first, so the page an instructor wants is the first one on both tabs.
 */
export function listSessions(api: ApiClient, tab: InstructorTab, token: string | undefined): Promise<SessionList> {
  return api.post(
    instructorsPaths.listSessions(),
    { tab },
    { schema: SessionListSchema, headers: pageRequestHeaders({ ascending: tab === 'Upcoming', size: INSTRUCTOR_DASHBOARD_PAGE_SIZE, token }) },
  );
}

export function sessionsQuery(api: ApiClient, tab: InstructorTab, token: string | undefined) {
  return queryOptions({ queryKey: queryKeys.instructors.sessions(tab, token), queryFn: () => listSessions(api, tab, token) });
}

export const useSessions = (tab: InstructorTab, token: string | undefined) => useQuery(sessionsQuery(useApi(), tab, token));
