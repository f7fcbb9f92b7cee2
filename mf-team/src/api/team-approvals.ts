import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orEmpty, useApi, type ApiClient } from '@portal/api-client';
import { NotaryDecisionResponseSchema, notaryPaths, ReadApprovalsResponseSchema } from '@portal/contracts/approvals';
import { acceptedTeamApproval, teamApprovalItem, type TeamApprovalItem } from '@portal/contracts/team';
import { TEAM_KEY } from './team';

/*
 * Team approval items (spec 3 §3, §4): the team members' requests waiting for the leader's approval,
 * read from the leader's approvals (/notary, where the leader is the members' approver) and accepted
 * there. Accepting sets a Pending item to Approved; the member's enrolments are read again.
 */

const PAGE = 100;
const NONE: TeamApprovalItem[] = [];

/** POST /notary/ReadApprovals {params:{ref: leader, scope}, status: 'Pending'}: every page of them; a failure shows none. */
export function teamApprovalsQuery(api: ApiClient, scope: string, leaderId: string) {
  return queryOptions({
    queryKey: [...TEAM_KEY, 'approvals', scope, leaderId],
    queryFn: () =>
      orEmpty(
        (async () => {
          const items: TeamApprovalItem[] = [];
          for (let skip = 0; ; skip += PAGE) {
            const page = await api.post(
              notaryPaths.readApprovals,
              { params: { ref: leaderId, scope }, status: 'Pending', skip, limit: PAGE },
              { schema: ReadApprovalsResponseSchema },
            );
            items.push(...page.items.filter((item) => item.approval_type === 'enrolment').map(teamApprovalItem));
            if (page.items.length < PAGE || skip + PAGE >= page.total) return items;
          }
        })(),
        NONE,
      ),
  });
}

export const useTeamApprovals = (scope: string, leaderId: string) => useQuery(teamApprovalsQuery(useApi(), scope, leaderId));

/** POST /notary/AcceptApproval: the item turns Approved at once; the member's enrolments are read again. */
export function useAcceptTeamApproval(scope: string, leaderId: string) {
  const api = useApi();
  const client = useQueryClient();
  const key = teamApprovalsQuery(api, scope, leaderId).queryKey;
  return useMutation({
    mutationFn: (item: TeamApprovalItem) =>
      api.post(notaryPaths.acceptApproval, { params: { ref: leaderId, scope }, approval: { key: item.key } }, { schema: NotaryDecisionResponseSchema }),
    onSuccess: (_answer, item) =>
      client.setQueryData(key, (items: TeamApprovalItem[] | undefined) => items?.map((each) => (each.key === item.key ? acceptedTeamApproval(each) : each))),
    onSettled: () => client.invalidateQueries({ queryKey: [...TEAM_KEY, 'enrolments'] }),
  });
}
