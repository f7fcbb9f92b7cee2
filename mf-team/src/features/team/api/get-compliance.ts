import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { ComplianceSummarySchema, type ComplianceSummary } from '@portal/contracts/team';
import { queryKeys } from '@portal/query/keys';
import { dashelPaths } from '../../../lib/api/dashel-paths';

/** POST /dashel/teammembers/{userId}/{scope}/compliance: the summary of the members listed. */
export function getCompliance(api: ApiClient, scope: string, leaderId: string, userIds: readonly string[]): Promise<ComplianceSummary> {
  return api.post(dashelPaths.compliance(scope, leaderId), { userIds: [...userIds] }, { schema: ComplianceSummarySchema });
}

export function complianceQuery(api: ApiClient, scope: string, leaderId: string, userIds: readonly string[]) {
  return queryOptions({ queryKey: queryKeys.team.compliance(scope, leaderId, userIds), queryFn: () => getCompliance(api, scope, leaderId, userIds) });
}

/** Not asked for a team without members. */
export const useCompliance = (scope: string, leaderId: string, userIds: readonly string[] | undefined) =>
  useQuery({ ...complianceQuery(useApi(), scope, leaderId, userIds ?? []), enabled: userIds !== undefined && userIds.length > 0 });
