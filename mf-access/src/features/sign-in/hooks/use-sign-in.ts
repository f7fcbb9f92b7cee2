import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SignInForm } from '@portal/contracts';
import { sessionStore } from '@portal/session';
import { useApi } from '@portal/api-client';
import { requestAccountVerification } from '../../../lib/api/request-account-verification';
import { currentScope } from '../../../lib/scope';
import type { ForgotPasswordState } from '../../../lib/sign-in-state';
import { requestUsername } from '../../../lib/username';
import { paths } from '../../../paths';
import { issueToken } from '../api/issue-token';
import { decideSignInOutcome, type SignInOutcome } from '../domain/decide-sign-in-outcome';
import { registerFailedSignIn } from '../domain/failed-sign-in';

export type SignInField = Exclude<keyof SignInForm, 'type'>;

/** What the page shows besides the form: the e-mail-sent notice, or a call that did not work. */
export type SignInNotice = 'emailSent' | 'error' | null;

/** Spec 1 §5: lower-cased before a verification request where the username is the e-mail. */
const verificationUsername = (username: string) => requestUsername(username, sessionStore.getState().settings?.userNameIsEmail);

const NOT_MARKED: Record<SignInField, boolean> = { username: false, password: false };

/**
 * The end of a sign-in (the user, settings, profile fields and role checks, the language), fetched
 * when the form is sent, alongside the token call: the sign-in page's first load does not carry it.
 */
const loadCompletion = () => import('../../../lib/complete-sign-in');
type Completion = ReturnType<typeof loadCompletion>;

/**
 * The sign-in sequence of spec 1 §4 behind the form. `signIn` answers the outcome so the form can
 * react (it clears the password after a failure); navigation happens here.
 */
export function useSignIn() {
  const api = useApi();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [failures, setFailures] = useState(0);
  // Spec 1 §4: after a failure both fields stay marked invalid until each is edited.
  const [markedInvalid, setMarkedInvalid] = useState(NOT_MARKED);
  const [failureMessage, setFailureMessage] = useState<string>();
  const [notice, setNotice] = useState<SignInNotice>(null);

  function fail(username: string, serverMessage: string | undefined) {
    const next = registerFailedSignIn(failures, sessionStore.getState().settings);
    setFailures(next.failures);
    if (next.sendToForgot) {
      navigate(paths.forgot.href(), { state: { username, afterFailedSignIns: true } satisfies ForgotPasswordState });
      return;
    }
    setMarkedInvalid({ username: true, password: true });
    setFailureMessage(serverMessage);
  }

  async function proceed(outcome: SignInOutcome, username: string, serverMessage: string | undefined, completion: Completion): Promise<void> {
    switch (outcome) {
      case 'continue': {
        const { completeSignIn } = await completion;
        navigate(await completeSignIn(api, username), { replace: true });
        return;
      }
      case 'verifyAndSetPassword':
        await requestAccountVerification(api, currentScope(), { Type: 'VerifyAndSetPassword', Username: verificationUsername(username) });
        setNotice('emailSent');
        return;
      case 'verifyAndSetPasswordWithoutEmail': {
        const { Code } = await requestAccountVerification(api, currentScope(), {
          Type: 'VerifyAndSetPasswordWithoutEmail',
          Username: verificationUsername(username),
        });
        // Without a code there is nothing to recover with: the sign-in did not succeed.
        if (Code) navigate(paths.recover.href({ code: Code }));
        else fail(username, undefined);
        return;
      }
      case 'verifySecondFactor':
        navigate(paths.signInMfa.href({ user: username }));
        return;
      case 'failed':
        fail(username, serverMessage);
    }
  }

  async function signIn({ username, password }: SignInForm): Promise<SignInOutcome | undefined> {
    setSubmitting(true);
    setNotice(null);
    const completion = loadCompletion();
    // Awaited only when the sign-in succeeds; a chunk that failed to arrive then fails it there.
    completion.catch(() => undefined);
    try {
      const { result, Message } = await issueToken(api, { username, password, scope: currentScope() });
      const outcome = decideSignInOutcome(result);
      await proceed(outcome, username, Message, completion);
      return outcome;
    } catch (error) {
      console.error('[access] sign-in failed', error);
      setNotice('error');
      return undefined;
    } finally {
      setSubmitting(false);
    }
  }

  function fieldEdited(field: SignInField) {
    setMarkedInvalid((marked) => (marked[field] ? { ...marked, [field]: false } : marked));
  }

  const failed = markedInvalid.username || markedInvalid.password;
  return { signIn, submitting, markedInvalid, failed, failureMessage, notice, fieldEdited };
}
