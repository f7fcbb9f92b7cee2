import { useMutation } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { SuccessSchema } from '@portal/contracts';
import { type SupportMessage } from '@portal/contracts/support';

export const SUPPORT_SEND_PATH = '/gpo/send/';

/** POST /gpo/send/ {recipients, subject, body} (spec 1 §3); rejects when the answer is not a success. */
export async function sendSupportMessage(api: ApiClient, message: SupportMessage): Promise<void> {
  const answer = await api.post(SUPPORT_SEND_PATH, message, { schema: SuccessSchema });
  if (!answer.success) throw new Error('not sent');
}

/** Sending a support message: no read of the portal shows sent messages, so nothing is invalidated. */
export function useSendSupportMessage() {
  const api = useApi();
  return useMutation({ mutationFn: (message: SupportMessage) => sendSupportMessage(api, message) });
}
