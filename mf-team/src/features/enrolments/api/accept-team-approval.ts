import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@portal/api-client';
import { NotaryDecisionResponseSchema, notaryPaths } from '@portal/contracts/approvals';
import { acceptedTeamApproval, type TeamApprovalItem } from '@portal/contracts/team';
import { queryKeys } from '@portal/query/keys';
import { teamApprovalsQuery } from './read-team-approvals';

/**
 * POST /notary/AcceptApproval: the item turns Approved at once (spec 3 §4); the member's enrolments
 * and the approver's lists (/approvals) are read again. The leader's own items are not: the LMS lists
 * only pending ones, so reading them again would take the Approved one away.
 */
export function useAcceptTeamApproval(scope: string, leaderId: string) {
  const api = useApi();
  const client = useQueryClient();
  const key = teamApprovalsQuery(api, scope, leaderId).queryKey;
  return useMutation({
    mutationFn: (item: TeamApprovalItem) =>
      api.post(notaryPaths.acceptApproval, { params: { ref: leaderId, scope }, approval: { key: item.key } }, { schema: NotaryDecisionResponseSchema }),
    onSuccess: (_answer, item) =>
      client.setQueryData(key, (items: TeamApprovalItem[] | undefined) => items?.map((each) => (each.key === item.key ? acceptedTeamApproval(each) : each))),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: queryKeys.team.enrolments.all }), client.invalidateQueries({ queryKey: queryKeys.approvals.lists })]),
  });
}
