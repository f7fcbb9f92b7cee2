import type { ReactNode } from 'react';
import { useAuthEvents } from '../auth-gate/auth-events';
import { Header } from '../header/Header';
import { MessageHost } from '../hosts/MessageHost';
import { ModalHost } from '../hosts/ModalHost';
import { SessionTimeout } from '../session-timeout/SessionTimeout';
import { usePageChangeEffects, useRealtimeConnection } from './page-change';

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
  return (
    <div className="lp-shell">
      <Header />
      <main id="main" className="lp-main" aria-busy={busy}>
        {children}
      </main>
      <MessageHost />
      <ModalHost />
      <SessionTimeout />
    </div>
  );
}
