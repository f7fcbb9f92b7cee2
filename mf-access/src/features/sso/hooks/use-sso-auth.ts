import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { isApiError, useApi } from '@portal/api-client';
import { bus } from '@portal/event-bus';
import { sessionStore } from '@portal/session';
import { browser, isWebAddress } from '../../../lib/browser';
import { currentScope } from '../../../lib/scope';
import { decodeSsoRequest } from '../api/decode-sso-request';
import { encodeSsoIdentity } from '../api/encode-sso-identity';
import { returnSsoUrl } from '../domain/return-sso-url';

/**
 * /access/sso/auth/{type}/{sso}/{sig}: the portal as identity provider (spec 1 §2). Signed out:
 * keep this very page as the return state (the one public access page that is kept, so the user
 * comes back here after signing in) and broadcast not-authenticated. Signed in: check the other
 * site's request, sign the user's identity and send the browser back to it.
 */
export function useSsoAuth(sso: string, sig: string): { failed: boolean } {
  const api = useApi();
  const { pathname, search } = useLocation();
  const started = useRef(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const here = `${pathname}${search}`;
    const { user, setReturnTo } = sessionStore.getState();
    if (!user) {
      setReturnTo(here);
      bus.emit('auth.not-authenticated.v1', {});
      return;
    }
    void (async () => {
      try {
        const scope = currentScope();
        const request = await decodeSsoRequest(api, scope, { data: sso, hash: sig });
        if (!request.success || !request.nonce || !isWebAddress(request.return_sso_url)) throw new Error('The request could not be verified');
        const mail = user.email || (typeof user.profile.mail === 'string' ? user.profile.mail : undefined);
        const identity = await encodeSsoIdentity(api, scope, {
          nonce: request.nonce,
          external_id: user.id,
          ...(mail ? { email: mail } : {}),
          username: user.username,
          name: user.displayName,
        });
        if (!identity.success) throw new Error('The identity could not be signed');
        browser.assign(returnSsoUrl(request.return_sso_url, identity.data, identity.hash));
      } catch (error) {
        // The session ended meanwhile: the client broadcast not-authenticated; come back here after signing in.
        if (isApiError(error) && error.status === 401) sessionStore.getState().setReturnTo(here);
        else console.error('[access] identity provider request failed', error);
        setFailed(true);
      }
    })();
  }, [api, pathname, search, sso, sig]);

  return { failed };
}
