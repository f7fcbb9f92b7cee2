import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { formatNumber } from '@portal/i18n';
import { useSession } from '@portal/session';
import { UiTextsProvider, useAfterFirstPage, type UiTexts } from '@portal/ui';
import { useAuthEvents } from '../auth-gate/auth-events';
import { useRoleChecksOnceSetUp } from '../auth-gate/role-checks';
import { Footer } from '../footer/Footer';
import { Header } from '../header/Header';
import { MessageHost } from '../hosts/MessageHost';
import { ModalHost } from '../hosts/ModalHost';
import { headerMessages } from '../header/messages';
import { hostMessages } from '../hosts/messages';
import { remoteMessages } from '../remotes/messages';
import { useShellText } from '../lib/translate';
import { uiMessages } from './messages';
import { usePageChangeEffects, useRealtimeConnection } from './page-change';
import { useRouteFocus } from './route-focus';

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
  useRoleChecksOnceSetUp();
  usePageChangeEffects();
  useRealtimeConnection(tenant);
  const signedIn = useSession((state) => state.user !== null);
  // The timer shows nothing until a session nears its end: it starts after the first page is painted.
  const timerDue = useAfterFirstPage();
  const t = useShellText(headerMessages);
  const portalName = useSession((state) => state.settings?.systemName) || t('shell.header.systemName');
  const announcement = useRouteFocus(portalName);
  const uiTexts = useUiTextsOfShell();
  return (
    <UiTextsProvider texts={uiTexts}>
      <div className="lp-shell">
        {/* First focusable element of every page. Routing uses the hash, so the link moves focus itself. */}
        <a
          className="lp-skip-link"
          href="#main"
          onClick={(event) => {
            event.preventDefault();
            document.getElementById('main')?.focus();
          }}
        >
          {t('shell.header.skipToContent')}
        </a>
        <Header />
        <main id="main" className="lp-main" tabIndex={-1} aria-busy={busy}>
          {/* First in the page: on a phone the toasts sit above its content rather than over it. */}
          <MessageHost />
          {children}
        </main>
        <Footer />
        <div className="lp-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
          {announcement}
        </div>
        <ModalHost />
        {signedIn && timerDue && (
          <Suspense fallback={null}>
            <SessionTimeout />
          </Suspense>
        )}
      </div>
    </UiTextsProvider>
  );
}

/** @portal/ui's own texts (spinners, close buttons, paging, charts) in the user's language, for the shell and every area. */
function useUiTextsOfShell(): UiTexts {
  const t = useShellText(hostMessages);
  const ui = useShellText(uiMessages);
  const loading = useShellText(remoteMessages)('shell.area.loading');
  const close = t('shell.hosts.closeDialog');
  const closeMessage = t('shell.hosts.closeMessage');
  // `ui` is a new function when the language changes, so the texts follow it.
  return useMemo(
    () => ({
      loading,
      close,
      closeMessage,
      pagination: ui('shell.ui.pagination'),
      previousPage: ui('shell.ui.previousPage'),
      nextPage: ui('shell.ui.nextPage'),
      pageLabel: (page: string) => ui('shell.ui.page', { page }),
      showTable: ui('shell.ui.showTable'),
      showChart: ui('shell.ui.showChart'),
      formatNumber: (value: number) => formatNumber(value),
    }),
    [loading, close, closeMessage, ui],
  );
}
