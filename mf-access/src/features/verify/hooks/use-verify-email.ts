import { useEffect, useRef, useState } from 'react';
import { useApi } from '@portal/api-client';
import { completeAccountVerification } from '../../../lib/api/complete-account-verification';
import { getAccountVerification } from '../../../lib/api/get-account-verification';
import { currentScope } from '../../../lib/scope';

export type VerifyState = 'verifying' | 'verified' | 'failed';

/** Spec 1 §4: read the code, then complete it as RegisteredEmailVerification; the page succeeds or fails. */
export function useVerifyEmail(code: string | null): VerifyState {
  const api = useApi();
  const started = useRef(false);
  const [state, setState] = useState<VerifyState>(code ? 'verifying' : 'failed');

  useEffect(() => {
    if (started.current || !code) return;
    started.current = true;
    void (async () => {
      try {
        const scope = currentScope();
        const status = await getAccountVerification(api, scope, code);
        if (!status.success) throw new Error('Unknown verification code');
        const completed = await completeAccountVerification(api, scope, code, { Type: 'RegisteredEmailVerification' });
        setState(completed.success ? 'verified' : 'failed');
      } catch {
        setState('failed');
      }
    })();
  }, [api, code]);

  return state;
}
