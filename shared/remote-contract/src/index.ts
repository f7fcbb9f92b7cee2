import type { ComponentType } from 'react';
import { isUnderMount } from './mounts';
import type { WidgetSlotName, WidgetSlotPropsOf } from './widget-slots';

export { WIDGET_SLOTS, isKnownSlot, type CommentThreadProps, type WidgetSlotName, type WidgetSlotPropsMap, type WidgetSlotPropsOf } from './widget-slots';
export { isUnderMount } from './mounts';
export { isPortalLinkAvailable, setPortalAreas } from './portal-areas';
export {
  createWidgetRegistry,
  WidgetHostProvider,
  WidgetSlot,
  type ContributedWidget,
  type WidgetHost,
  type WidgetRegistry,
  type WidgetSource,
  type WidgetSlotProps,
} from './WidgetSlot';

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

/**
 * A component a remote places in a named, versioned slot of the shell or of another area (style 5).
 * The hosting area renders `<WidgetSlot name version />`; neither side imports the other.
 */
export interface RemoteWidget {
  slot: WidgetSlotName;
  /** The slot version the widget is written for; a host rendering another version leaves it out. */
  slotVersion: number;
  /** Unique within the remote. */
  id: string;
  /**
   * Rendered with the slot's props (none for most slots; declare a widget of a slot with props through
   * `slotWidget`, which checks its Component against them). Load it lazily so './app' stays small.
   */
  Component: ComponentType;
  /** Who sees it, as for routes (spec 1 §6); undefined shows it to everyone the slot is shown to. */
  authorizedRoles?: AuthorizedRoles;
  /** Place among the slot's widgets, lowest first; equal ones keep manifest, then declaration, order. */
  order?: number;
}

/** A widget for slot N, its Component typed by the slot's props (WidgetSlotPropsMap). */
export type SlotWidget<N extends WidgetSlotName> = Omit<RemoteWidget, 'slot' | 'Component'> & { slot: N; Component: ComponentType<WidgetSlotPropsOf<N>> };

/**
 * Declares a widget of a slot that passes props: its Component is checked against the slot's props
 * here, where it is written; the registry holds every widget alike (the host passes the props).
 */
export function slotWidget<N extends WidgetSlotName>(widget: SlotWidget<N>): RemoteWidget {
  return widget as unknown as RemoteWidget;
}

export interface RemoteApp {
  /** Matches the `id` of the remote's entry in the portal manifest; also its i18next namespace. */
  id: string;
  routes: readonly RemoteRoute[];
  widgets?: readonly RemoteWidget[];
  /**
   * The remote's texts in one locale, loaded lazily (its `src/locales/<locale>.json`, one chunk each);
   * undefined for en-GB, whose texts are the remote's messages.ts. The shell loads the active
   * locale's before the remote first renders, and every registered remote's before a language change.
   */
  loadMessages?: (locale: string) => Promise<Readonly<Record<string, string>> | undefined>;
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
