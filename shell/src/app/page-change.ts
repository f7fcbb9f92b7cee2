import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { bus } from '@portal/event-bus';
import { sessionStore, useSession } from '@portal/session';
import { afterFirstPage } from '@portal/ui';
import { useTokenRefresher } from '../lib/services';

// socket.io-client comes with @portal/realtime: loaded only once someone is signed in, never for
// the sign-in page, and only after the first page has been painted (nothing on it waits for the
// socket; its start was a sixth of the first signed-in page's main-thread work on a phone).
const loadRealtime = () => afterFirstPage().then(() => import('@portal/realtime'));

/**
 * Spec 1 §4, on every change of page: the token is refreshed (the refresher sends at most one call
 * a minute), a page-view event goes out on the socket, and the bus hears 'nav.page-view.v1'.
 */
export function usePageChangeEffects(): void {
  const { pathname, search } = useLocation();
  const tokenRefresher = useTokenRefresher();
  useEffect(() => {
    bus.emit('nav.page-view.v1', { path: pathname, search });
    if (!sessionStore.getState().user) return;
    // The page load's refresh waits for its first page too: a round trip that page does not need.
    void afterFirstPage().then(() => tokenRefresher.refresh().catch(() => undefined)); // a lost session is reported by the client's 401 event
    void loadRealtime().then(({ realtime }) => realtime.emitPageView({ path: pathname, search }));
  }, [pathname, search, tokenRefresher]);
}

/** The socket is made without auto-connect (spec 1 §7); the shell connects it while someone is signed in. */
export function useRealtimeConnection(tenant: string | undefined): void {
  const signedIn = useSession((state) => state.user !== null);
  useEffect(() => {
    if (!signedIn || !tenant) return;
    let connected: { disconnect(): void } | undefined;
    let cancelled = false;
    void loadRealtime().then(({ configureRealtime, realtime }) => {
      if (cancelled) return;
      configureRealtime({ query: { tenant } });
      realtime.connect();
      connected = realtime;
    });
    return () => {
      cancelled = true;
      connected?.disconnect();
    };
  }, [signedIn, tenant]);
}
