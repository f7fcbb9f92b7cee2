import { MfaQRCodeResponseSchema, type MfaQRCodeResponse } from '@portal/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';

/**
 * POST /authr/mfa/issueQRCode {format: 'json'}: a new authenticator secret as a QR code image (data
 * URL) and as text for manual entry. Each call makes a new secret, so it is asked once per set-up.
 */
export function issueQRCode(api: ApiClient): Promise<MfaQRCodeResponse> {
  return api.post('/authr/mfa/issueQRCode', { format: 'json' }, { schema: MfaQRCodeResponseSchema });
}

/** A new authenticator secret is a write (each call replaces the pending one), so a mutation; its answer is `data`. */
export function useIssueQRCode() {
  const api = useApi();
  return useMutation({ mutationFn: () => issueQRCode(api) });
}
