import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { orEmpty, useApi, type ApiClient } from '@portal/api-client';
import { queryKeys } from '@portal/query/keys';
import { instructorsPaths } from '../../../lib/api/instructors-paths';

/** POST /instructors/isInstructor: the server's instructor check; a failure counts as no. */
export function isInstructor(api: ApiClient, scope: string, userId: string): Promise<boolean> {
  return orEmpty(api.post(instructorsPaths.isInstructor(), { scope, userId }, { schema: v.boolean() }), false);
}

export function instructorCheckQuery(api: ApiClient, scope: string, userId: string) {
  return queryOptions({ queryKey: queryKeys.instructors.check(scope, userId), queryFn: () => isInstructor(api, scope, userId) });
}

/** The check for whoever is signed in; not asked unless `enabled` (a user, a scope, the setting on). */
export function useInstructorCheck(scope: string | null, userId: string | undefined, enabled: boolean) {
  return useQuery({ ...instructorCheckQuery(useApi(), scope ?? '', userId ?? ''), enabled });
}
