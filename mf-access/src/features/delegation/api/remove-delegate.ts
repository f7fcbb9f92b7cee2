import type { ApiClient } from '@portal/api-client';
import { SuccessSchema, type RemoveDelegate, type Success } from '@portal/contracts';

export const REMOVE_DELEGATE_PATH = '/stamp/approvals/removeDelegate';

/** POST /stamp/approvals/removeDelegate {scope, reference}. */
export function removeDelegate(api: ApiClient, body: RemoveDelegate): Promise<Success> {
  return api.post(REMOVE_DELEGATE_PATH, body, { schema: SuccessSchema });
}
