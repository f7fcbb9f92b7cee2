import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError, useApi } from '@portal/api-client';
import { DEFAULT_SSO_FIELD } from '@portal/contracts/sso';
import { DASHBOARD_PATH } from '@portal/session';
import { getContentConfig } from '../../../lib/api/get-content-config';
import { issueAuth0Token } from '../../../lib/api/issue-auth0-token';
import { completeSignIn } from '../../../lib/complete-sign-in';
import { currentScope } from '../../../lib/scope';
import { isSessionStarted } from '../../../lib/sign-in-result';
import { tokenClaimUsername } from '../../../lib/sso-token';
import { paths } from '../../../paths';

/**
 * /access/signed (spec 1 §2): the signed token in config.json (`signedToken`) is issued through
 * /authr/token/issue/auth0 like a third-party token; the session then loads like any sign-in and
 * the user goes to the dashboard. Any failure goes to sign-in.
 */
export function useSignedSignIn(): void {
  const api = useApi();
  const navigate = useNavigate();
  const once = useRef(false);

  useEffect(() => {
    if (once.current) return;
    once.current = true;
    const toSignIn = () => navigate(paths.signIn.href(), { replace: true });
    void (async () => {
      try {
        // A tenant without a signed token, or one the LMS refuses, simply has no signed sign-in: not an error.
        const token = (await getContentConfig(api)).signedToken;
        const username = token && tokenClaimUsername(token, DEFAULT_SSO_FIELD);
        if (!token || !username) return toSignIn();
        const { result } = await issueAuth0Token(api, { token, field: DEFAULT_SSO_FIELD, scope: currentScope() });
        if (!isSessionStarted(result)) return toSignIn();
        await completeSignIn(api, username);
        navigate(DASHBOARD_PATH, { replace: true });
      } catch (error) {
        // The LMS refusing the token (4xx) is its answer; anything else is worth a line in the console.
        if (!(isApiError(error) && error.status >= 400 && error.status < 500)) console.error('[access] signed sign-in failed', error);
        toSignIn();
      }
    })();
  }, [api, navigate]);
}
