import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@portal/api-client';
import { useCompleteAccountVerification } from '../../../lib/api/complete-account-verification';
import { accountVerificationQuery } from '../../../lib/api/get-account-verification';
import { currentScope } from '../../../lib/scope';

export type VerifyState = 'verifying' | 'verified' | 'failed';

/**
 * Spec 1 §4: read the code (a query), then complete it as RegisteredEmailVerification (a mutation,
 * sent once when the read has answered); the page succeeds or fails.
 */
export function useVerifyEmail(code: string | null): VerifyState {
  const api = useApi();
  const status = useQuery(accountVerificationQuery(api, currentScope(), code ?? undefined));
  const complete = useCompleteAccountVerification();
  const { mutate } = complete;
  const known = status.data?.success === true;
  const sent = useRef(false);

  useEffect(() => {
    // The arrival's one write: the link is opened once, and the ref keeps a re-render from sending it again.
    if (!code || !known || sent.current) return;
    sent.current = true;
    mutate({ code, body: { Type: 'RegisteredEmailVerification' } });
  }, [code, known, mutate]);

  // The completion decides once it has answered: a later read of the spent code (window focus) answers 404.
  if (complete.isSuccess) return complete.data.success ? 'verified' : 'failed';
  if (!code || status.isError || (status.data && !known) || complete.isError) return 'failed';
  return 'verifying';
}
