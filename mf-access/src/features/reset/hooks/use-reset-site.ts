import { useEffect, useRef } from 'react';
import { useApi } from '@portal/api-client';
import { sessionStore } from '@portal/session';
import { getContentConfig } from '../../../lib/api/get-content-config';
import { browser } from '../../../lib/browser';
import { paths } from '../../../paths';

/**
 * /access/reset (spec 1 §2): clear all site state (local and session storage, the session store,
 * cached answers), reload config.json, then go to scope when it names no default scope, else to
 * sign-in in that scope, with a hard reload so the portal starts from nothing.
 */
export function useResetSite(): void {
  const api = useApi();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const session = sessionStore.getState();
      session.resetSite();
      const defaultScope = (await getContentConfig(api)).settings?.defaultScope;
      if (defaultScope) session.setScope(defaultScope);
      browser.reloadAt(defaultScope ? paths.signIn.href() : paths.scope.href());
    })();
  }, [api]);
}
