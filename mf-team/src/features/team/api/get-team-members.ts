import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { TeamMembersSchema, type TeamUser } from '@portal/contracts/team';
import { queryKeys } from '@portal/query/keys';
import { dashelPaths } from '../../../lib/api/dashel-paths';

/** GET /dashel/teammembers/{userId}/{scope}: the members a leader leads directly. */
export function getTeamMembers(api: ApiClient, scope: string, leaderId: string): Promise<TeamUser[]> {
  return api.get(dashelPaths.teamMembers(scope, leaderId), { schema: TeamMembersSchema });
}

export function teamMembersQuery(api: ApiClient, scope: string, leaderId: string) {
  return queryOptions({ queryKey: queryKeys.team.members(scope, leaderId), queryFn: () => getTeamMembers(api, scope, leaderId) });
}

export const useTeamMembers = (scope: string, leaderId: string) => useQuery(teamMembersQuery(useApi(), scope, leaderId));

/** Several leaders' teams at once (the nested teams of a breadcrumb trail), each under its own key. */
export const useTeamsOf = (scope: string, leaderIds: readonly string[]) => {
  const api = useApi();
  return useQueries({ queries: leaderIds.map((leaderId) => teamMembersQuery(api, scope, leaderId)) });
};
