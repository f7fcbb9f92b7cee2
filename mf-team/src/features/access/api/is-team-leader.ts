import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { orEmpty, useApi, type ApiClient } from '@portal/api-client';
import { queryKeys } from '@portal/query/keys';
import { dashelPaths } from '../../../lib/api/dashel-paths';

/** POST /dashel/isTeamLeader: the server's team-leader check; a failure counts as no. */
export function isTeamLeader(api: ApiClient, scope: string, userId: string): Promise<boolean> {
  return orEmpty(api.post(dashelPaths.isTeamLeader(), { scope, userId }, { schema: v.boolean() }), false);
}

export function teamLeaderCheckQuery(api: ApiClient, scope: string, userId: string) {
  return queryOptions({ queryKey: queryKeys.team.check(scope, userId), queryFn: () => isTeamLeader(api, scope, userId) });
}

/** The check for whoever is signed in; not asked without a user and a scope. */
export function useTeamLeaderCheck(scope: string | null, userId: string | undefined) {
  return useQuery({ ...teamLeaderCheckQuery(useApi(), scope ?? '', userId ?? ''), enabled: Boolean(scope && userId) });
}
