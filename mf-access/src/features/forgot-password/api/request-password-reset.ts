import { useMutation } from '@tanstack/react-query';
import { useApi } from '@portal/api-client';
import type { AccountVerificationRequest } from '@portal/contracts';
import { requestAccountVerification } from '../../../lib/api/request-account-verification';
import { currentScope } from '../../../lib/scope';

/**
 * Asking for a reset link (PUT …/accountverification) changes no read of the signed-out portal. The
 * mutation lives here, not beside the fetcher in lib/api: the sign-in page imports that fetcher, and
 * must not import react-query (ADR 0002).
 */
export function useRequestPasswordReset() {
  const api = useApi();
  return useMutation({ mutationFn: (request: AccountVerificationRequest) => requestAccountVerification(api, currentScope(), request) });
}
