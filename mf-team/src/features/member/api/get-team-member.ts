import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { TeamMemberSchema, type TeamMember } from '@portal/contracts/team';
import { queryKeys } from '@portal/query/keys';
import { dashelPaths } from '../../../lib/api/dashel-paths';

/** GET /dashel/teammember/{parentId}/{scope}/{userId}: one member's detail (certificates, history, numbers). */
export function getTeamMember(api: ApiClient, scope: string, parentId: string, userId: string): Promise<TeamMember> {
  return api.get(dashelPaths.teamMember(scope, parentId, userId), { schema: TeamMemberSchema });
}

export function teamMemberQuery(api: ApiClient, scope: string, parentId: string, userId: string) {
  return queryOptions({ queryKey: queryKeys.team.member(scope, parentId, userId), queryFn: () => getTeamMember(api, scope, parentId, userId) });
}

export const useTeamMember = (scope: string, parentId: string, userId: string) => useQuery(teamMemberQuery(useApi(), scope, parentId, userId));
