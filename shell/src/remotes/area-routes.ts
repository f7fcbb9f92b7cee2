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
