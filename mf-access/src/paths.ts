import { query } from '@portal/contracts';

/**
 * The access area's routes as data (style: routes as data). Every URL this remote builds comes
 * from here. `aliases` are the spec's short forms of the same page (spec 1 §2).
 */
export interface AccessPath<P = void> {
  path: string;
  aliases?: readonly string[];
  href(params: P): string;
}

export const paths = {
  signIn: {
    path: '/access/signin',
    aliases: ['/signin'],
    href: () => '/access/signin',
  } satisfies AccessPath,
  signInMfa: {
    path: '/access/signin/mfa',
    aliases: ['/signin/mfa'],
    href: ({ user }: { user: string }) => `/access/signin/mfa${query({ user })}`,
  } satisfies AccessPath<{ user: string }>,
  logout: {
    path: '/access/logout',
    href: ({ redirectTo }: { redirectTo?: string } = {}) => `/access/logout${query({ redirectTo })}`,
  } satisfies AccessPath<{ redirectTo?: string } | undefined>,
  forgot: {
    path: '/access/forgot',
    href: () => '/access/forgot',
  } satisfies AccessPath,
  /** Sets a new password with a verification code (query `code`, or the router state's `code`). */
  recover: {
    path: '/access/recover',
    aliases: ['/recover'],
    href: ({ code }: { code: string }) => `/access/recover${query({ code })}`,
  } satisfies AccessPath<{ code: string }>,
  ssoBypass: {
    path: '/access/sso/bypass',
    href: () => '/access/sso/bypass',
  } satisfies AccessPath,
  /** The portal as identity provider for another site: its signed request in `sso` and `sig`. */
  ssoAuth: {
    path: '/access/sso/auth/:type/:sso/:sig',
    href: ({ type, sso, sig }: { type: string; sso: string; sig: string }) => `/access/sso/auth/${encodeURIComponent(type)}/${encodeURIComponent(sso)}/${encodeURIComponent(sig)}`,
  } satisfies AccessPath<{ type: string; sso: string; sig: string }>,
  /** The end of a single sign-on: `token` is the auth0 token or the hash signature (then `sso` is the payload). */
  ssoCallback: {
    path: '/access/sso/callback/:type/:token',
    href: ({ type, token, sso, returnState }: { type: string; token: string; sso?: string; returnState?: string }) =>
      `/access/sso/callback/${encodeURIComponent(type)}/${encodeURIComponent(token)}${query({ sso, returnState })}`,
  } satisfies AccessPath<{ type: string; token: string; sso?: string; returnState?: string }>,
  ssoError: {
    path: '/access/sso/error',
    href: ({ ssoUser, authError }: { ssoUser?: string; authError?: string }) => `/access/sso/error${query({ ssoUser, authError })}`,
  } satisfies AccessPath<{ ssoUser?: string; authError?: string }>,
  verify: {
    path: '/access/verify',
    href: ({ code }: { code: string }) => `/access/verify${query({ code })}`,
  } satisfies AccessPath<{ code: string }>,
  signUp: {
    path: '/access/signup',
    href: () => '/access/signup',
  } satisfies AccessPath,
  signed: {
    path: '/access/signed',
    href: () => '/access/signed',
  } satisfies AccessPath,
  /** A confirmation page; `title` and `text` are message keys. */
  thanks: {
    path: '/access/thanks',
    href: ({ title, text }: { title: string; text: string }) => `/access/thanks${query({ title, text })}`,
  } satisfies AccessPath<{ title: string; text: string }>,
  /** Choose a tenant scope, then go to `redirectTo` (a route name or path) with `redirectParams` (JSON). */
  scope: {
    path: '/access/scope',
    href: ({ redirectTo, redirectParams }: { redirectTo?: string; redirectParams?: string } = {}) => `/access/scope${query({ redirectTo, redirectParams })}`,
  } satisfies AccessPath<{ redirectTo?: string; redirectParams?: string } | undefined>,
  reset: {
    path: '/access/reset',
    href: () => '/access/reset',
  } satisfies AccessPath,
  /** Account settings (route name app.private.account.settings); `view` is profile, twoFactorAuth or changePassword. */
  accountSettings: {
    path: '/account/settings',
    href: ({ view }: { view?: string } = {}) => `/account/settings${query({ view })}`,
  } satisfies AccessPath<{ view?: string } | undefined>,
  /** The settings page's profile view under its own address. */
  accountProfile: {
    path: '/account/profile',
    href: () => '/account/profile',
  } satisfies AccessPath,
  /** The settings page's change-password view under its own address. */
  accountPassword: {
    path: '/account/password',
    href: () => '/account/password',
  } satisfies AccessPath,
  /** The user's certificates and accolades; `certificateId` is the #anchor the page scrolls to (spec 1 §2). */
  accountAchievements: {
    path: '/account/achievements',
    href: ({ certificateId }: { certificateId?: string } = {}) => (certificateId ? `/account/achievements#${encodeURIComponent(certificateId)}` : '/account/achievements'),
  } satisfies AccessPath<{ certificateId?: string } | undefined>,
  /** Learning history (spec 1 §2). */
  accountHistory: {
    path: '/account/history',
    href: () => '/account/history',
  } satisfies AccessPath,
  /** Two-factor set-up (route name app.private.account.mfa). */
  accountMfa: {
    path: '/account/mfa',
    href: () => '/account/mfa',
  } satisfies AccessPath,
} as const;
