import { isUnderMount } from './mounts';

/**
 * Which areas this portal runs now: the mounts of the tenant's enabled remotes, as the shell read
 * them from the manifest (the shell sets them; a remote only asks). A link into an area the
 * tenant has switched off would only bounce to the landing page, so a remote that lists links to
 * other areas (the dashboard's tiles) leaves those out. Until the shell has said, every link counts.
 */
let enabledMounts: readonly string[] | undefined;

/** The shell, once it knows the manifest (and each time it changes). */
export function setPortalAreas(mounts: readonly string[] | undefined): void {
  enabledMounts = mounts;
}

/** In-portal links are hash routes ('/catalogue', '#/catalogue', '#!/catalogue'); others leave the portal. */
function routeOf(href: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return undefined;
  return (href.replace(/^#!?/, '').split(/[?#]/)[0] ?? '') || '/';
}

/**
 * Whether a link leads somewhere in this portal: a link that leaves the portal, the landing page,
 * and a path under an enabled area's mount do; a path under no enabled mount does not.
 */
export function isPortalLinkAvailable(href: string): boolean {
  const route = routeOf(href);
  if (route === undefined || route === '/' || !enabledMounts) return true;
  return enabledMounts.some((mount) => isUnderMount(route, mount));
}
