import type { AppSettings } from '@portal/contracts';
import { paths } from '../../../paths';

export type LogoutDestination = { kind: 'page'; path: string } | { kind: 'site'; url: string };

const ABSOLUTE_URL = /^https?:\/\//i;
/** A path on this site: '/x', never '//host' or '/\host' (which browsers read as another host). */
const SITE_PATH = /^\/(?![/\\])/;

/**
 * Where logging out ends (spec 1 §2 /access/logout): the redirectTo param, else the stored
 * logoutRedirectTo (set by a single-sign-on connection), else settings.logoutRedirectTo, else
 * sign-in. An absolute URL leaves the portal. The param comes from the address bar, so it may
 * only name a page of the portal: anyone can craft a logout link, and one that lands on another
 * site would lend it the portal's name. The other two are the tenant's own configuration.
 */
export function logoutDestination(redirectTo: string | null, storedRedirectTo: string | null, settings: Pick<AppSettings, 'logoutRedirectTo'> | null): LogoutDestination {
  const fromParam = redirectTo && SITE_PATH.test(redirectTo) ? redirectTo : undefined;
  const target = fromParam || storedRedirectTo || settings?.logoutRedirectTo || paths.signIn.href();
  return ABSOLUTE_URL.test(target) ? { kind: 'site', url: target } : { kind: 'page', path: target };
}
