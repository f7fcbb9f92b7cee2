import { queryOptions, useQuery } from '@tanstack/react-query';
import { orEmpty, useApi, type ApiClient } from '@portal/api-client';
import { notaryPaths, ReadApprovalsResponseSchema } from '@portal/contracts/approvals';
import { teamApprovalItem, type TeamApprovalItem } from '@portal/contracts/team';
import { queryKeys } from '@portal/query/keys';

/*
 * Team approval items (spec 3 §3, §4): the team members' requests waiting for the leader's approval,
 * read from the leader's approvals (/notary, where the leader is the members' approver).
 */

const PAGE = 100;
const NONE: TeamApprovalItem[] = [];

/** POST /notary/ReadApprovals {params:{ref: leader, scope}, status: 'Pending'}: every page of the enrolment requests; a failure shows none. */
export function readTeamApprovals(api: ApiClient, scope: string, leaderId: string): Promise<TeamApprovalItem[]> {
  return orEmpty(
    (async () => {
      const items: TeamApprovalItem[] = [];
      for (let skip = 0; ; skip += PAGE) {
        const page = await api.post(notaryPaths.readApprovals, { params: { ref: leaderId, scope }, status: 'Pending', skip, limit: PAGE }, { schema: ReadApprovalsResponseSchema });
        items.push(...page.items.filter((item) => item.approval_type === 'enrolment').map(teamApprovalItem));
        if (page.items.length < PAGE || skip + PAGE >= page.total) return items;
      }
    })(),
    NONE,
  );
}

/** Under the approvals' key, so a decision taken on /approvals reads them again too. */
export function teamApprovalsQuery(api: ApiClient, scope: string, leaderId: string) {
  return queryOptions({ queryKey: queryKeys.approvals.team(scope, leaderId), queryFn: () => readTeamApprovals(api, scope, leaderId) });
}

export const useTeamApprovals = (scope: string, leaderId: string) => useQuery(teamApprovalsQuery(useApi(), scope, leaderId));
