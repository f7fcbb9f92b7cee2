import type { ApiClient } from '@portal/api-client';
import { SuccessSchema, type Success } from '@portal/contracts';
import { type RemoveDelegate } from '@portal/contracts/account';

export const REMOVE_DELEGATE_PATH = '/stamp/approvals/removeDelegate';

/** POST /stamp/approvals/removeDelegate {scope, reference}. */
export function removeDelegate(api: ApiClient, body: RemoveDelegate): Promise<Success> {
  return api.post(REMOVE_DELEGATE_PATH, body, { schema: SuccessSchema });
}
