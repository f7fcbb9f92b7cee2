import { useState } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { isApiError, useApi } from '@portal/api-client';
import type { AccountVerificationStatus } from '@portal/contracts/account';
import { useCompleteAccountVerification } from '../../../lib/api/complete-account-verification';
import { accountVerificationQuery } from '../../../lib/api/get-account-verification';
import { currentScope } from '../../../lib/scope';
import { serverError } from '../../../lib/server-message';
import { recoverType } from '../domain/recover-form';

export type RecoverState =
  | { kind: 'checking' }
  /** The code is unknown or used: nothing to set a password with. */
  | { kind: 'invalid' }
  | { kind: 'ready'; username?: string; failure?: { message?: string } }
  | { kind: 'done' };

type Outcome = { kind: 'done' } | { kind: 'failed'; message?: string };

/**
 * Spec 1 §4 "Recover": read whose code it is (a query), then complete it with the new password (a
 * mutation). Success shows PAGE.RECOVER.SUCCESS; failure the server's Message, else
 * ChangePassword.Failure (message undefined).
 */
export function useRecover(code: string | undefined) {
  const api = useApi();
  const status = useQuery(accountVerificationQuery(api, currentScope(), code));
  const complete = useCompleteAccountVerification();
  const [outcome, setOutcome] = useState<Outcome>();

  async function setPassword(password: string): Promise<void> {
    if (!code) return;
    try {
      const answer = await complete.mutateAsync({ code, body: { Type: recoverType(status.data?.Type), Password: password } });
      if (!answer.success) throw new Error('The password was not set');
      setOutcome({ kind: 'done' });
    } catch (error) {
      setOutcome({ kind: 'failed', message: serverError(error).Message });
    }
  }

  return { state: recoverState(code, status, outcome), setPassword };
}

function recoverState(code: string | undefined, status: UseQueryResult<AccountVerificationStatus>, outcome: Outcome | undefined): RecoverState {
  if (!code) return { kind: 'invalid' };
  if (outcome?.kind === 'done') return { kind: 'done' };
  const failure = outcome?.kind === 'failed' ? { failure: { message: outcome.message } } : {};
  if (status.isPending) return { kind: 'checking' };
  // Only a refused code is invalid; when the check itself fails the completion still decides.
  if (status.isError) return isApiError(status.error) && status.error.status === 404 ? { kind: 'invalid' } : { kind: 'ready', ...failure };
  return status.data.success ? { kind: 'ready', username: status.data.Username, ...failure } : { kind: 'invalid' };
}
