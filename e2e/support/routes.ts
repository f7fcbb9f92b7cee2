/** Hash routes of the portal (spec 1 §2). */
export const ROUTES = {
  signIn: '/#/access/signin',
  signInMfa: '/#/access/signin/mfa',
  forgot: '/#/access/forgot',
  signUp: '/#/access/signup',
  thanks: '/#/access/thanks',
  verify: '/#/access/verify',
  recover: '/#/access/recover',
  ssoError: '/#/access/sso/error',
  dashboard: '/#/dashboard',
  accountMfa: '/#/account/mfa',
  twoFactorSettings: '/#/account/settings?view=twoFactorAuth',
} as const;

/** Matches the current URL's hash route, with or without a query string. */
export function hashRoute(route: string): RegExp {
  const hash = route.replace(/^\/?#/, '');
  const escaped = hash.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`#${escaped}(\\?.*)?$`);
}
