import { defineRemote, type RemoteRoute } from '@portal/remote-contract';
import { lazyPage } from '@portal/ui';
import { actsOnUrl } from './lib/acts-on-url';
import { ACCESS_ID } from './lib/messages';
import { loadMessages } from './locales';
import { paths, type AccessPath } from './paths';

const SignInPage = lazyPage(() => import('./pages/sign-in/SignInPage'));
const MfaSignInPage = lazyPage(() => import('./pages/mfa-sign-in/MfaSignInPage'));
const LogoutPage = lazyPage(() => import('./pages/logout/LogoutPage'));
const ForgotPasswordPage = lazyPage(() => import('./pages/forgot-password/ForgotPasswordPage'));
const MfaSetupPage = lazyPage(() => import('./pages/mfa-setup/MfaSetupPage'));
const AccountSettingsPage = lazyPage(() => import('./pages/account-settings/AccountSettingsPage'));
const AccountAchievementsPage = lazyPage(() => import('./pages/account-achievements/AccountAchievementsPage'));
const AccountHistoryPage = lazyPage(() => import('./pages/account-history/AccountHistoryPage'));
const SsoBypassPage = lazyPage(() => import('./pages/sso/SsoBypassPage'));
const SsoAuthPage = lazyPage(() => import('./pages/sso/SsoAuthPage'));
const SsoCallbackPage = lazyPage(() => import('./pages/sso/SsoCallbackPage'));
const SsoErrorPage = lazyPage(() => import('./pages/sso/SsoErrorPage'));
const VerifyPage = lazyPage(() => import('./pages/verify/VerifyPage'));
const RecoverPage = lazyPage(() => import('./pages/recover/RecoverPage'));
const SignUpPage = lazyPage(() => import('./pages/sign-up/SignUpPage'));
const SignedPage = lazyPage(() => import('./pages/signed/SignedPage'));
const ThanksPage = lazyPage(() => import('./pages/thanks/ThanksPage'));
const ScopePage = lazyPage(() => import('./pages/scope/ScopePage'));
const ResetPage = lazyPage(() => import('./pages/reset/ResetPage'));

/** A public access page (no role; never stored as the return state) at its path and each alias. */
function publicPage<P>(path: AccessPath<P>, route: Pick<RemoteRoute, 'Component' | 'name'>): RemoteRoute[] {
  return [{ path: path.path, ...route, isPublicAccessPage: true }, ...(path.aliases ?? []).map((alias) => ({ path: alias, Component: route.Component, isPublicAccessPage: true }))];
}

/**
 * The access area (spec 1 §2): every public access page (with the /signin, /signin/mfa and /recover
 * aliases) and the private /account pages.
 */
export default defineRemote({
  id: ACCESS_ID,
  // Its texts in the other 18 locales, one lazily loaded chunk per locale (en-GB: the messages.ts files).
  loadMessages,
  routes: [
    ...publicPage(paths.signIn, { name: 'app.public.access.signin', Component: SignInPage }),
    ...publicPage(paths.signInMfa, { Component: actsOnUrl(MfaSignInPage) }),
    ...publicPage(paths.logout, { name: 'app.public.access.logout', Component: LogoutPage }),
    ...publicPage(paths.forgot, { Component: ForgotPasswordPage }),
    ...publicPage(paths.recover, { Component: actsOnUrl(RecoverPage) }),
    ...publicPage(paths.ssoBypass, { Component: SsoBypassPage }),
    ...publicPage(paths.ssoAuth, { Component: actsOnUrl(SsoAuthPage) }),
    ...publicPage(paths.ssoCallback, { Component: actsOnUrl(SsoCallbackPage) }),
    ...publicPage(paths.ssoError, { Component: SsoErrorPage }),
    ...publicPage(paths.verify, { Component: actsOnUrl(VerifyPage) }),
    ...publicPage(paths.signUp, { Component: SignUpPage }),
    ...publicPage(paths.signed, { Component: actsOnUrl(SignedPage) }),
    ...publicPage(paths.thanks, { Component: ThanksPage }),
    ...publicPage(paths.scope, { Component: actsOnUrl(ScopePage) }),
    ...publicPage(paths.reset, { Component: actsOnUrl(ResetPage) }),
    { path: paths.accountMfa.path, name: 'app.private.account.mfa', Component: MfaSetupPage, authorizedRoles: '*' },
    // The private account area (spec 1 §2): every signed-in user.
    { path: paths.accountSettings.path, name: 'app.private.account.settings', Component: AccountSettingsPage, authorizedRoles: '*' },
    { path: paths.accountProfile.path, redirectTo: paths.accountSettings.href({ view: 'profile' }), authorizedRoles: '*' },
    { path: paths.accountPassword.path, redirectTo: paths.accountSettings.href({ view: 'changePassword' }), authorizedRoles: '*' },
    // Achievements and learning history: hosts of slots other areas fill (mf-dashboard's certificates, accolades and history).
    { path: paths.accountAchievements.path, name: 'app.private.account.achievements', Component: AccountAchievementsPage, authorizedRoles: '*' },
    { path: paths.accountHistory.path, name: 'app.private.account.history', Component: AccountHistoryPage, authorizedRoles: '*' },
  ],
  // No en-GB bundle here: each component passes its feature's en-GB texts as defaults
  // (useMessageText), so bundling every feature's texts into this module only weighed on the
  // sign-in page. The other locales come through loadMessages, one at a time.
});
