import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { InstructorSessionSchema, type InstructorSession } from '@portal/contracts/instructors';
import { queryKeys } from '@portal/query/keys';
import { instructorsPaths } from './instructors-paths';

/** POST /instructors/GetSession: one session with its register (the session page's, and the register's after a save). */
export function getSession(api: ApiClient, id: string): Promise<InstructorSession> {
  return api.post(instructorsPaths.session(), { id }, { schema: InstructorSessionSchema });
}

export function sessionQuery(api: ApiClient, id: string) {
  return queryOptions({ queryKey: queryKeys.instructors.session(id), queryFn: () => getSession(api, id) });
}

export const useInstructorSession = (id: string) => useQuery(sessionQuery(useApi(), id));
