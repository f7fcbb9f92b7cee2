import { lazy, Suspense, type ReactNode } from 'react';
import { useSession } from '@portal/session';
import { useAuthEvents } from '../auth-gate/auth-events';
import { Header } from '../header/Header';
import { MessageHost } from '../hosts/MessageHost';
import { ModalHost } from '../hosts/ModalHost';
import { usePageChangeEffects, useRealtimeConnection } from './page-change';

// Only a signed-in user has a session timer: its code is not part of the sign-in page.
const SessionTimeout = lazy(() => import('../session-timeout/SessionTimeout').then((module) => ({ default: module.SessionTimeout })));

export interface LayoutProps {
  /** The tenant, once the manifest has named it (the socket joins its room). */
  tenant?: string;
  busy?: boolean;
  children?: ReactNode;
}

/** The frame every page sits in; its outer markup matches the static frame in index.html. */
export function Layout({ tenant, busy = false, children }: LayoutProps) {
  useAuthEvents();
  usePageChangeEffects();
  useRealtimeConnection(tenant);
  const signedIn = useSession((state) => state.user !== null);
  return (
    <div className="lp-shell">
      <Header />
      <main id="main" className="lp-main" aria-busy={busy}>
        {children}
      </main>
      <MessageHost />
      <ModalHost />
      {signedIn && (
        <Suspense fallback={null}>
          <SessionTimeout />
        </Suspense>
      )}
    </div>
  );
}
