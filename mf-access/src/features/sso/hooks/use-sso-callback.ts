import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as v from 'valibot';
import { isApiError, orEmpty, useApi, type ApiClient } from '@portal/api-client';
import { type TokenIssueResponse } from '@portal/contracts';
import { DEFAULT_SSO_FIELD, SsoTokenIssueFailureSchema, TokenIssueAuth0Schema, TokenIssueHashSchema } from '@portal/contracts/sso';
import { bus } from '@portal/event-bus';
import { sessionStore, statePath } from '@portal/session';
import { issueAuth0Token } from '../../../lib/api/issue-auth0-token';
import { completeSignIn } from '../../../lib/complete-sign-in';
import { useText } from '../../../lib/messages';
import { currentScope } from '../../../lib/scope';
import { serverError } from '../../../lib/server-message';
import type { SignInState } from '../../../lib/sign-in-state';
import { chosenSsoConnection } from '../../../lib/sso-session';
import { hashPayloadUsername, restoreBase64, tokenClaimUsername } from '../../../lib/sso-token';
import { paths } from '../../../paths';
import { issueHashToken } from '../api/issue-hash-token';
import { decideSsoCallbackOutcome, type SsoCallbackOutcome, type SsoCallbackStep } from '../domain/decide-sso-callback-outcome';
import { ssoMessages } from '../messages';

export interface SsoCallbackParams {
  type: string;
  token: string;
  /** hash only: the signed payload. */
  sso: string;
  /** Where to go after signing in: a route name or a portal path. */
  returnState: string | null;
}

/** A portal path ('/x'), never '//host' or '/\host'; or a route name the portal knows. */
function returnPath(returnState: string | null): string | undefined {
  if (!returnState) return undefined;
  const path = statePath({ route: returnState });
  return path && /^\/(?![/\\])/.test(path) ? path : undefined;
}

/** Spec 1 §4 "the user is logged out and sent to sign-in": end any session here and on the LMS. */
async function signOut(api: ApiClient): Promise<void> {
  await orEmpty(api.post('/authr/token/invalidate', {}), undefined);
  sessionStore.getState().clearSession();
  bus.emit('auth.signed-out.v1', { reason: 'logout' });
}

export interface SsoCallback {
  /** The text to show on this page ('Invalid auth type') when the page itself is the outcome. */
  pageError: string | undefined;
  /** 'confirm' until the user chooses Continue, then 'signingIn'. */
  phase: 'confirm' | 'signingIn';
  /** The user the link would sign in (read, not verified: the LMS verifies), when it names one. */
  ssoUser: string | undefined;
  /** Issues the token: only ever on the user's Continue. */
  continueSignIn: () => void;
}

/**
 * The words a refused call leaves for the user. The LMS's single-sign-on refusals (401) and its
 * request limit (429) are written for the user (spec 1 §4: 'the server message'); a 400 is a
 * validation's text for developers ('sig: invalid signature'), so the link is called invalid instead;
 * anything else has no words of its own (the spec's default then applies).
 */
function refusalMessage(error: unknown, invalidLink: string): string | undefined {
  if (!isApiError(error)) return undefined;
  if (error.status === 401 || error.status === 429) return serverError(error).Message;
  return error.status === 400 ? invalidLink : undefined;
}

/** The claim the portal reads the username from: the chosen connection's, else 'upn' (the LMS uses the tenant's own). */
function connectionField(): string {
  return chosenSsoConnection()?.params?.field || DEFAULT_SSO_FIELD;
}

/**
 * /access/sso/callback/{type}/{token}. Opening the link starts nothing (a crafted link
 * must not sign a victim into someone else's account): the page names the user the link would sign in
 * and waits for Continue; only then is the token issued and the sign-in completed like a forms sign-in.
 * Every failure branch is decideSsoCallbackOutcome's.
 */
export function useSsoCallback({ type, token, sso, returnState }: SsoCallbackParams): SsoCallback {
  const api = useApi();
  const navigate = useNavigate();
  const text = useText(ssoMessages);
  const started = useRef(false);
  const [phase, setPhase] = useState<'confirm' | 'signingIn'>('confirm');
  const [pageError, setPageError] = useState<string>();

  const start = decideSsoCallbackOutcome({ step: 'start', type });
  const invalidType = start.kind === 'invalidAuthType' ? start.message : undefined;
  const ssoType = start.kind === 'issueToken' ? start.type : undefined;
  const ssoUser = useMemo(() => {
    if (!ssoType) return undefined;
    return ssoType === 'hash' ? hashPayloadUsername(restoreBase64(sso)) : tokenClaimUsername(token, connectionField());
  }, [ssoType, sso, token]);

  const continueSignIn = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setPhase('signingIn');

    async function issue(kind: 'auth0' | 'hash', field: string, tenant: string | undefined): Promise<SsoCallbackStep> {
      const scope = currentScope();
      const invalidLink = text('access.sso.invalidLink');
      const hash = { sig: token, sso: restoreBase64(sso), scope };
      const auth0 = { token, field, scope, ...(tenant ? { tenant } : {}) };
      // A link the LMS would refuse as malformed (the payload's own schema) is refused here, in words.
      if (kind === 'hash' ? !v.is(TokenIssueHashSchema, hash) : !v.is(TokenIssueAuth0Schema, auth0)) return { step: 'issueFailed', message: invalidLink };
      try {
        const response: TokenIssueResponse = kind === 'hash' ? await issueHashToken(api, hash) : await issueAuth0Token(api, auth0);
        return { step: 'issued', response };
      } catch (error) {
        // A refusal (401) names the user the payload carried once its signature held.
        const refusal = isApiError(error) ? v.safeParse(SsoTokenIssueFailureSchema, error.body) : undefined;
        const refusedUser = refusal?.success ? refusal.output.ssoUser : undefined;
        return { step: 'issueFailed', message: refusalMessage(error, invalidLink), ...(refusedUser ? { ssoUser: refusedUser } : {}) };
      }
    }

    async function finish(outcome: SsoCallbackOutcome): Promise<void> {
      switch (outcome.kind) {
        case 'invalidAuthType':
          setPageError(outcome.message);
          return;
        case 'signOut':
          await signOut(api);
          // The sign-in page shows it. Not a 'next' toast: a 401 has already taken the shell to sign-in,
          // so this navigation may not change the page, and such a toast would wait for the one after.
          navigate(paths.signIn.href(), { replace: true, state: { authError: outcome.authError } satisfies SignInState });
          return;
        case 'ssoError':
          navigate(paths.ssoError.href({ ssoUser: outcome.ssoUser, authError: outcome.authError }), { replace: true });
          return;
        case 'issueToken':
        case 'completeSignIn':
          // Handled by run(); never a final outcome.
          return;
      }
    }

    async function run(): Promise<void> {
      const begin = decideSsoCallbackOutcome({ step: 'start', type });
      if (begin.kind !== 'issueToken') return finish(begin);
      // The connection chosen on the sign-in page names the tenant (and the claim the portal reads).
      const connection = chosenSsoConnection();
      const issued = decideSsoCallbackOutcome(await issue(begin.type, connectionField(), connection?.tenant));
      if (issued.kind !== 'completeSignIn') return finish(issued);
      try {
        if (!ssoUser) throw new Error('The single sign-on payload names no user');
        const target = returnPath(returnState);
        if (target) sessionStore.getState().setReturnTo(target);
        const destination = await completeSignIn(api, ssoUser);
        if (connection?.logoutUrl) sessionStore.getState().setLogoutRedirectTo(connection.logoutUrl);
        navigate(destination, { replace: true });
      } catch (error) {
        console.error('[access] single sign-on: the session could not be loaded', error);
        await finish(decideSsoCallbackOutcome({ step: 'sessionFailed', ssoUser, message: refusalMessage(error, text('access.sso.invalidLink')) }));
      }
    }

    void run();
  }, [api, navigate, text, type, token, sso, returnState, ssoUser]);

  return { pageError: invalidType ?? pageError, phase, ssoUser, continueSignIn };
}
