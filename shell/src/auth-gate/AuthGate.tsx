import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { RemoteRoute } from '@portal/remote-contract';
import { DASHBOARD_PATH, sessionStore, useSession } from '@portal/session';
import { paths } from '../lib/paths';
import { useShellText } from '../lib/translate';
import { decideAccountSetup } from './account-setup';
import { decideAccess } from './gate';
import { gateMessages } from './messages';

export interface AuthGateProps {
  route: Pick<RemoteRoute, 'authorizedRoles' | 'isPublicAccessPage'>;
  children: ReactNode;
}

/** Shows a remote's page only to users its authorizedRoles admit (spec 1 §4, §6). */
export function AuthGate({ route, children }: AuthGateProps) {
  const user = useSession((state) => state.user);
  const { pathname, search } = useLocation();
  const decision = decideAccess({ user, roles: route.authorizedRoles, path: `${pathname}${search}`, isPublicAccessPage: route.isPublicAccessPage });
  switch (decision.kind) {
    case 'allow':
      // Public pages (no roles) stay reachable whatever is left to set up.
      return route.authorizedRoles === undefined || route.isPublicAccessPage ? children : <AccountSetupGate>{children}</AccountSetupGate>;
    case 'sign-in':
      return <SignInRedirect returnTo={decision.returnTo} />;
    case 'dashboard':
      return <Navigate to={DASHBOARD_PATH} replace />;
    case 'denied':
      return <NotAuthorised />;
  }
}

/**
 * Spec 1 §2: unfinished two-factor set-up and missing mandatory profile values keep the user on
 * their page. HashRouter has no navigation blocker, so other private pages redirect there instead.
 */
function AccountSetupGate({ children }: { children: ReactNode }) {
  const user = useSession((state) => state.user);
  const settings = useSession((state) => state.settings);
  const profileFields = useSession((state) => state.profileFields);
  const twoFactorSetupStarted = useSession((state) => state.twoFactorSetupStarted);
  const { pathname, search } = useLocation();
  const decision = decideAccountSetup({ user, settings, profileFields, path: `${pathname}${search}`, twoFactorSetupStarted });
  return decision.kind === 'redirect' ? <Navigate to={decision.to} replace /> : children;
}

function SignInRedirect({ returnTo }: { returnTo: string | null }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (returnTo) sessionStore.getState().setReturnTo(returnTo);
    navigate(paths.signIn, { replace: true });
  }, [navigate, returnTo]);
  return null;
}

function NotAuthorised() {
  const t = useShellText(gateMessages);
  return (
    <section className="lp-not-authorised">
      <h1>{t('shell.gate.notAuthorised.title')}</h1>
      <p>{t('shell.gate.notAuthorised.text')}</p>
    </section>
  );
}
