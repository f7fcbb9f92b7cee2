import type { ApiClient } from '@portal/api-client';
import { DelegationListResponseSchema, type Delegation } from '@portal/contracts';

export const LIST_DELEGATES_PATH = '/stamp/approvals/listDelegatesForApprover';

/** POST /stamp/approvals/listDelegatesForApprover {scope, approverId}: the approver's delegations. */
export async function listDelegates(api: ApiClient, scope: string, approverId: string): Promise<Delegation[]> {
  const answer = await api.post(LIST_DELEGATES_PATH, { scope, approverId }, { schema: DelegationListResponseSchema });
  return answer.delegates;
}
