import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { EnrolmentListSchema, type EnrolmentItem } from '@portal/contracts/team';
import { queryKeys } from '@portal/query/keys';
import { dashelPaths } from '../../../lib/api/dashel-paths';

/** POST /dashel/getCatalogueEnrolmentList: the member's items and sessions with their enrolment. */
export function getEnrolmentList(api: ApiClient, scope: string, teamLeaderId: string, teamMemberId: string): Promise<EnrolmentItem[]> {
  return api.post(dashelPaths.enrolmentList(), { scope, teamMemberId, teamLeaderId }, { schema: EnrolmentListSchema });
}

export function enrolmentListQuery(api: ApiClient, scope: string, teamLeaderId: string, teamMemberId: string) {
  return queryOptions({
    queryKey: queryKeys.team.enrolments.list(scope, teamLeaderId, teamMemberId),
    queryFn: () => getEnrolmentList(api, scope, teamLeaderId, teamMemberId),
  });
}

export const useEnrolmentList = (scope: string, teamLeaderId: string, teamMemberId: string) => useQuery(enrolmentListQuery(useApi(), scope, teamLeaderId, teamMemberId));
