import type { ApiClient } from '@portal/api-client';
import { AddDelegateResponseSchema, type AddDelegate } from '@portal/contracts/account';

export const ADD_DELEGATE_PATH = '/stamp/approvals/addDelegate';

/** POST /stamp/approvals/addDelegate {scope, approverId, delegateeId, startAt, endAt}; answers the new reference. */
export async function addDelegate(api: ApiClient, body: AddDelegate): Promise<string> {
  const answer = await api.post(ADD_DELEGATE_PATH, body, { schema: AddDelegateResponseSchema });
  return answer.reference;
}
