import { defineRemote, type RemoteRoute } from '@portal/remote-contract';
import { lazyPage } from '@portal/ui';
import { forgotPasswordMessages } from './features/forgot-password/messages';
import { logoutMessages } from './features/logout/messages';
import { mfaSignInMessages } from './features/mfa-sign-in/messages';
import { signInMessages } from './features/sign-in/messages';
import { ACCESS_ID } from './lib/messages';
import { paths, type AccessPath } from './paths';

const SignInPage = lazyPage(() => import('./features/sign-in/components/SignInPage'));
const MfaSignInPage = lazyPage(() => import('./features/mfa-sign-in/components/MfaSignInPage'));
const LogoutPage = lazyPage(() => import('./features/logout/components/LogoutPage'));
const ForgotPasswordPage = lazyPage(() => import('./features/forgot-password/components/ForgotPasswordPage'));

/** A public access page (no role; never stored as the return state) at its path and each alias. */
function publicPage<P>(path: AccessPath<P>, route: Pick<RemoteRoute, 'Component' | 'name'>): RemoteRoute[] {
  return [
    { path: path.path, ...route, isPublicAccessPage: true },
    ...(path.aliases ?? []).map((alias) => ({ path: alias, Component: route.Component, isPublicAccessPage: true })),
  ];
}

/**
 * The access area (spec 1 §2). This round: sign-in, second factor at sign-in, logout and the
 * forgotten-password request. The private /account pages come with the rest of the area.
 */
export default defineRemote({
  id: ACCESS_ID,
  routes: [
    ...publicPage(paths.signIn, { name: 'app.public.access.signin', Component: SignInPage }),
    ...publicPage(paths.signInMfa, { Component: MfaSignInPage }),
    ...publicPage(paths.logout, { name: 'app.public.access.logout', Component: LogoutPage }),
    ...publicPage(paths.forgot, { Component: ForgotPasswordPage }),
  ],
  messages: {
    'en-GB': { ...signInMessages, ...mfaSignInMessages, ...logoutMessages, ...forgotPasswordMessages },
  },
});
