import type { ComponentType } from 'react';

/**
 * What every remote exposes, under the one exposed module name REMOTE_EXPOSE.
 * The shell and the remotes agree on this type at compile time; the shell knows nothing else
 * about a remote than its entry in the per-tenant portal manifest.
 */
export const REMOTE_EXPOSE = './app';

/**
 * Roles a route needs: undefined means no role (public), '*' every authenticated user,
 * otherwise at least one of the listed roles (spec 1 §6).
 */
export type AuthorizedRoles = '*' | readonly string[] | undefined;

export interface RemoteRoute {
  /** react-router path, absolute (e.g. '/access/signin', '/catalogue/item/:id/:parentId?'). */
  path: string;
  /** Spec route name, e.g. 'app.public.access.signin'. */
  name?: string;
  Component?: ComponentType;
  /** Send the user to this path instead (spec 1 §2 redirectTo). */
  redirectTo?: string;
  authorizedRoles?: AuthorizedRoles;
  /** A public access page: visiting it signed out never stores it as the return state. */
  isPublicAccessPage?: boolean;
}

/** Named places in the shell or another area where a remote can contribute a component. */
export interface RemoteWidget {
  slot: string;
  id: string;
  Component: ComponentType;
  authorizedRoles?: AuthorizedRoles;
}

export interface RemoteApp {
  /** Matches the `id` of the remote's entry in the portal manifest. */
  id: string;
  routes: readonly RemoteRoute[];
  widgets?: readonly RemoteWidget[];
  /** en-GB (and other) message bundles added to i18next under the remote's id namespace. */
  messages?: Readonly<Record<string, Record<string, string>>>;
}

/** Whether `path` is a mount or lies under it ('/access' covers '/access' and '/access/signin', not '/accessible'). */
export function isUnderMount(path: string, mount: string): boolean {
  const prefix = mount.replace(/\/+$/, '').toLowerCase();
  const wanted = path.toLowerCase();
  return prefix !== '' && (wanted === prefix || wanted.startsWith(`${prefix}/`));
}

/**
 * Paths of the routes that lie under none of the mounts. The shell routes only `${mount}/*` to an
 * area, so such a route could never be reached: each remote's tests assert this is empty against
 * the mounts its package.json publishes, and the shell reports any it meets at run time.
 */
export function routesOutsideMounts(routes: readonly Pick<RemoteRoute, 'path'>[], mounts: readonly string[]): string[] {
  return routes.filter((route) => !mounts.some((mount) => isUnderMount(route.path, mount))).map((route) => route.path);
}

/** Identity helper so a remote's `app.ts` is checked against the contract where it is written. */
export function defineRemote(app: RemoteApp): RemoteApp {
  return app;
}

/** The module shape the shell receives from `loadRemote(`${name}/app`)`. */
export interface RemoteModule {
  default: RemoteApp;
}
