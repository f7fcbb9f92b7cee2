import type { ApiClient } from '@portal/api-client';
import { SuccessSchema, type Success } from '@portal/contracts';
import { type UpdateDelegate } from '@portal/contracts/account';

export const UPDATE_DELEGATE_PATH = '/stamp/approvals/updateDelegate';

/** POST /stamp/approvals/updateDelegate: the add payload plus the delegation's reference. */
export function updateDelegate(api: ApiClient, body: UpdateDelegate): Promise<Success> {
  return api.post(UPDATE_DELEGATE_PATH, body, { schema: SuccessSchema });
}
