import { useMutation } from '@tanstack/react-query';
import { useApi } from '@portal/api-client';
import { SuccessSchema } from '@portal/contracts';
import { type SupportMessage } from '@portal/contracts/support';

/**
 * Extension and year-break requests (spec 3 §4, §7): POST /gpo/send/ {recipients, subject, body} to
 * the address the CPD configuration names. The LMS sends only to the tenant's support addresses, so a
 * tenant lists its CPD office there too. Nothing shown changes, so nothing is invalidated.
 */
export function useSendRequest() {
  const api = useApi();
  return useMutation({
    mutationFn: async (message: SupportMessage) => {
      const answer = await api.post('/gpo/send/', message, { schema: SuccessSchema });
      if (!answer.success) throw new Error('The request was not sent');
    },
  });
}
