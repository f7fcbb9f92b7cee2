import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { bus } from '@portal/event-bus';
import { DASHBOARD_PATH, sessionStore } from '@portal/session';
import { leaveGuard, modals } from '@portal/ui';
import { paths } from '../lib/paths';
import { returnStateFor } from './gate';

/**
 * The shell routes the API client's status events (spec 1 §4); remotes never navigate on them.
 * 401 → the session is gone: clear it, keep the current page as the return state, go to sign-in.
 * 419/440 or the countdown reaching zero → logout, keeping the current page as the return state.
 * Where a signed-in user's session ended so, the sign-in page says it (`sessionEnded`).
 * 403 → the dashboard. These go whatever a page has unsaved (its leave guard is passed): the
 * session or the right to be there is already gone.
 */
export function useAuthEvents(): void {
  // A dialog belongs to the session it opened in: when the user goes (sign-out, session end), so does
  // the dialog, or its empty frame would cover the sign-in page.
  useEffect(
    () =>
      sessionStore.subscribe((state, previous) => {
        if (previous.user && state.user?.id !== previous.user.id) modals.dismissAll();
      }),
    [],
  );
  const navigate = useNavigate();
  const location = useLocation();
  const currentPath = `${location.pathname}${location.search}`;

  useEffect(() => {
    const offNotAuthenticated = bus.on('auth.not-authenticated.v1', ({ returnTo }) => {
      const session = sessionStore.getState();
      const hadUser = session.user !== null;
      session.clearSession();
      if (hadUser) session.setSessionEnded(true);
      const target = returnStateFor(returnTo ?? currentPath);
      if (target) session.setReturnTo(target);
      if (location.pathname !== paths.signIn) {
        leaveGuard.allowNext();
        navigate(paths.signIn);
      }
    });
    const offTimeout = bus.on('auth.session-timeout.v1', () => {
      const session = sessionStore.getState();
      // Logout reads the session (its redirect) before clearing it: only the return state and the reason are set here.
      const target = returnStateFor(currentPath);
      if (target) session.setReturnTo(target);
      if (session.user) session.setSessionEnded(true);
      leaveGuard.allowNext();
      navigate(paths.logout);
    });
    const offNotAuthorised = bus.on('auth.not-authorised.v1', () => {
      leaveGuard.allowNext();
      navigate(DASHBOARD_PATH);
    });
    return () => {
      offNotAuthenticated();
      offTimeout();
      offNotAuthorised();
    };
  }, [navigate, currentPath, location.pathname]);
}
