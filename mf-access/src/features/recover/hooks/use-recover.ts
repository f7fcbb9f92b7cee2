import { useEffect, useRef, useState } from 'react';
import { isApiError, useApi } from '@portal/api-client';
import type { AccountVerificationStatus } from '@portal/contracts';
import { completeAccountVerification } from '../../../lib/api/complete-account-verification';
import { getAccountVerification } from '../../../lib/api/get-account-verification';
import { currentScope } from '../../../lib/scope';
import { serverError } from '../../../lib/server-message';
import { recoverType } from '../domain/recover-form';

export type RecoverState =
  | { kind: 'checking' }
  /** The code is unknown or used: nothing to set a password with. */
  | { kind: 'invalid' }
  | { kind: 'ready'; username?: string; failure?: { message?: string } }
  | { kind: 'done' };

/**
 * Spec 1 §4 "Recover": read whose code it is, then complete it with the new password. Success shows
 * PAGE.RECOVER.SUCCESS; failure the server's Message, else ChangePassword.Failure (message undefined).
 */
export function useRecover(code: string | undefined) {
  const api = useApi();
  const [state, setState] = useState<RecoverState>(code ? { kind: 'checking' } : { kind: 'invalid' });
  const status = useRef<AccountVerificationStatus>();

  useEffect(() => {
    if (!code) return;
    let live = true;
    getAccountVerification(api, currentScope(), code).then(
      (answer) => {
        status.current = answer;
        if (live) setState(answer.success ? { kind: 'ready', username: answer.Username } : { kind: 'invalid' });
      },
      (error: unknown) => {
        // Only a refused code is invalid; when the check itself fails the completion still decides.
        if (live) setState(isApiError(error) && error.status === 404 ? { kind: 'invalid' } : { kind: 'ready' });
      },
    );
    return () => {
      live = false;
    };
  }, [api, code]);

  async function setPassword(password: string): Promise<void> {
    if (!code) return;
    const username = status.current?.Username;
    try {
      const answer = await completeAccountVerification(api, currentScope(), code, { Type: recoverType(status.current?.Type), Password: password });
      if (!answer.success) throw new Error('The password was not set');
      setState({ kind: 'done' });
    } catch (error) {
      setState({ kind: 'ready', username, failure: { message: serverError(error).Message } });
    }
  }

  return { state, setPassword };
}
