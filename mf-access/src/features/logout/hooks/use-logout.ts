import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { bus } from '@portal/event-bus';
import { sessionStore } from '@portal/session';
import { useApi } from '@portal/api-client';
import { invalidateToken } from '../api/invalidate-token';
import { logoutDestination } from '../domain/logout-destination';

/**
 * Signs out once on arrival: invalidate the token, clear the session (scope, return state and
 * language stay), forget cached answers, announce it, then leave for the logout destination.
 */
export function useLogout(redirectTo: string | null): void {
  const api = useApi();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const { settings, logoutRedirectTo, clearSession } = sessionStore.getState();
      // Read before clearSession, which forgets the stored logoutRedirectTo.
      const destination = logoutDestination(redirectTo, logoutRedirectTo, settings);
      await invalidateToken(api);
      clearSession();
      bus.emit('auth.signed-out.v1', { reason: 'logout' });
      if (destination.kind === 'site') window.location.assign(destination.url);
      else navigate(destination.path, { replace: true });
    })();
  }, [api, navigate, redirectTo]);
}
