import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApi } from '@portal/api-client';
import { completeSignIn } from '../../../lib/complete-sign-in';
import { paths } from '../../../paths';
import { completeVerification } from '../api/complete-verification';
import { startVerification } from '../api/start-verification';
import { challengeOf, type Challenge } from '../domain/challenge';

export type MfaNotice = 'resent' | 'resendFailed' | 'invalidCode' | 'error' | null;

/**
 * The second factor at sign-in (spec 1 §4 "MFA sign-in"): start the verification once on arrival,
 * resend on request, verify the code, then finish exactly like a password sign-in.
 */
export function useMfaSignIn(username: string | null) {
  const api = useApi();
  const navigate = useNavigate();
  const [challenge, setChallenge] = useState<Challenge>();
  const [notice, setNotice] = useState<MfaNotice>(null);
  const [submitting, setSubmitting] = useState(false);
  // Starting sends an e-mail or SMS: once per visit, also under StrictMode's repeated effects.
  const started = useRef(false);

  const backToSignIn = useCallback(() => navigate(paths.signIn.href(), { replace: true }), [navigate]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!username) {
      backToSignIn();
      return;
    }
    startVerification(api).then((answer) => {
      const next = challengeOf(answer);
      if (next) setChallenge(next);
      else backToSignIn();
    }, backToSignIn);
  }, [api, username, backToSignIn]);

  async function resend() {
    setNotice(null);
    try {
      const next = challengeOf(await startVerification(api));
      if (!next) {
        backToSignIn();
        return;
      }
      setChallenge(next);
      setNotice('resent');
    } catch {
      setNotice('resendFailed');
    }
  }

  async function verify(code: string) {
    if (!username) return;
    setSubmitting(true);
    setNotice(null);
    try {
      if (await completeVerification(api, code)) navigate(await completeSignIn(api, username), { replace: true });
      else setNotice('invalidCode');
    } catch (error) {
      console.error('[access] second-factor sign-in failed', error);
      setNotice('error');
    } finally {
      setSubmitting(false);
    }
  }

  const clearNotice = useCallback(() => setNotice(null), []);

  return { challenge, notice, submitting, resend, verify, clearNotice };
}
