import type { AppSettings, ProfileFieldDefinition, StateRef, User } from '@portal/contracts';
import { isProfileComplete } from './profile';
import { awaitsTwoFactorSetup } from './sign-in';

export const DASHBOARD_PATH = '/dashboard';
export const MFA_SETUP_PATH = '/account/mfa';
export const PROFILE_SETTINGS_PATH = '/account/settings?view=profile';

/**
 * Spec route names a tenant's defaultState may name, with their paths. ':name' segments take the
 * state's params of that name (a trailing '?' makes one optional); other params become the query.
 */
export const ROUTE_PATHS: Readonly<Record<string, string>> = {
  'app.private.dashboard': '/dashboard',
  'app.public.access.signin': '/access/signin',
  'app.public.access.logout': '/access/logout',
  'app.private.account.settings': '/account/settings',
  'app.private.account.mfa': '/account/mfa',
  'app.private.catalogue.index': '/catalogue/items/:filter?',
  'app.private.catalogue.channel': '/catalogue/channel/:id',
  'app.private.catalogue.landingpage': '/catalogue/landingpage/item/:id',
  'app.private.cpd.plans': '/cpd/plans',
};

/** Pages a user is sent away from after signing in (spec 1 §4: "signin, recover or signin/mfa"). */
const SIGN_IN_PAGES = ['/access/signin', '/signin', '/access/recover', '/recover', '/access/signin/mfa', '/signin/mfa'];

function pathnameOf(path: string): string {
  return path.split(/[?#]/)[0] ?? '';
}

/** Spec 1 §2 public access pages: everything under /access, and /signin, /recover, /signin/mfa. */
export function isPublicAccessPath(path: string): boolean {
  const pathname = pathnameOf(path);
  return pathname === '/access' || pathname.startsWith('/access/') || ['/signin', '/recover', '/signin/mfa'].includes(pathname);
}

/** Path of a state reference, or undefined for an unknown route name or a missing required param. */
export function statePath({ route, params = {} }: StateRef): string | undefined {
  const template = route.startsWith('/') ? route : ROUTE_PATHS[route];
  if (template === undefined) return undefined;
  const query = new URLSearchParams();
  const used = new Set<string>();
  const segments: string[] = [];
  for (const segment of template.split('/')) {
    const placeholder = /^:(\w+)(\?)?$/.exec(segment);
    if (!placeholder) {
      segments.push(segment);
      continue;
    }
    const [, name = '', optional] = placeholder;
    const value = params[name];
    used.add(name);
    if (value) segments.push(encodeURIComponent(value));
    else if (!optional) return undefined;
  }
  for (const [name, value] of Object.entries(params)) {
    if (!used.has(name)) query.append(name, value);
  }
  const search = query.toString();
  return `${segments.join('/')}${search ? `?${search}` : ''}`;
}

/** Spec 1 §2: the landing page goes to the configured default state, else the dashboard. */
export function defaultStatePath(settings: AppSettings | null | undefined): string {
  return (settings?.defaultState && statePath(settings.defaultState)) || DASHBOARD_PATH;
}

export interface PostLoginContext {
  user: User;
  settings: AppSettings | null | undefined;
  returnTo: string | null | undefined;
  profileFields: readonly ProfileFieldDefinition[];
}

/**
 * Spec 1 §4 post-login routing: forced two-factor setup first, then an incomplete profile, then
 * the saved return state, except when that is empty or a sign-in page (signin, recover,
 * signin/mfa), which sends the user to the default state.
 */
export function postLoginDestination({ user, settings, returnTo, profileFields }: PostLoginContext): string {
  if (awaitsTwoFactorSetup(user, settings)) return MFA_SETUP_PATH;
  if (!isProfileComplete(user.profile, profileFields)) return PROFILE_SETTINGS_PATH;
  if (!returnTo || SIGN_IN_PAGES.includes(pathnameOf(returnTo))) return defaultStatePath(settings);
  return returnTo;
}
