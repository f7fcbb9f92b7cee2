import type { PortalRemote } from '@portal/contracts';
import type { RemoteRoute } from '@portal/remote-contract';

export interface MountedRoute {
  /** Path relative to the mount ('' is the mount itself), as the area's own <Routes> needs it. */
  path: string;
  route: RemoteRoute;
}

/**
 * The routes of a remote that live under one of its mounts. The shell routes `${mount}/*` to the
 * area, and the area's <Routes> match what follows the mount, so '/access/signin' under the mount
 * '/access' is 'signin'. Routes under another mount of the same remote are that mount's business.
 */
export function routesForMount(routes: readonly RemoteRoute[], mount: string): MountedRoute[] {
  const prefix = mount.replace(/\/+$/, '');
  const mounted: MountedRoute[] = [];
  for (const route of routes) {
    if (route.path !== prefix && !route.path.startsWith(`${prefix}/`)) continue;
    mounted.push({ path: route.path.slice(prefix.length).replace(/^\/+/, ''), route });
  }
  return mounted;
}

/** The router's path in a location hash (hash routing without a prefix): '#/access/signin?x=1' → '/access/signin'. */
export function pathOfHash(hash: string): string {
  const path = hash.replace(/^#/, '').split(/[?#]/)[0] ?? '';
  return path.startsWith('/') ? path : `/${path}`;
}

/**
 * The enabled remote whose area the shell's route table gives `path` (`${mount}/*`, matched like
 * the router: case-insensitive, the most specific mount first), or undefined for '/' and any URL
 * outside every area.
 */
export function remoteForPath(remotes: readonly PortalRemote[], path: string): PortalRemote | undefined {
  const wanted = path.toLowerCase();
  let best: { remote: PortalRemote; length: number } | undefined;
  for (const remote of remotes) {
    for (const mount of remote.mounts) {
      const prefix = mount.replace(/\/+$/, '').toLowerCase();
      if (!prefix || (wanted !== prefix && !wanted.startsWith(`${prefix}/`))) continue;
      if (!best || prefix.length > best.length) best = { remote, length: prefix.length };
    }
  }
  return best?.remote;
}
