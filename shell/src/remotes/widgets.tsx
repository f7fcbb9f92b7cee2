import { useCallback, useMemo, type ReactNode } from 'react';
import type { PortalRemote } from '@portal/contracts';
import { createWidgetRegistry, WidgetHostProvider, type AuthorizedRoles, type WidgetHost, type WidgetSource } from '@portal/remote-contract';
import { isAuthorised, useSession } from '@portal/session';
import type { AreaCache } from './remote-loader';
import { isUnavailableRemote } from './unavailable-remote';

/**
 * The enabled remotes as widget sources, loaded through the areas' own cache: a remote an area has
 * loaded is not fetched again for its widgets, and one loaded for its widgets opens its area at once.
 * A remote that fails (a rejection, or the fallback plugin's stand-in) contributes nothing.
 */
export function widgetSources(remotes: readonly PortalRemote[], areas: AreaCache): WidgetSource[] {
  return remotes.map((remote) => ({
    id: remote.id,
    load: async () => {
      const app = areas.loaded(remote) ?? (await areas.load(remote));
      return isUnavailableRemote(app) ? undefined : app;
    },
  }));
}

/** Gives every WidgetSlot under it (in any area) the tenant's enabled remotes' widgets, for the signed-in user's roles. */
export function PortalWidgets({ remotes, areas, children }: { remotes: readonly PortalRemote[]; areas: AreaCache; children?: ReactNode }) {
  const registry = useMemo(() => createWidgetRegistry(widgetSources(remotes, areas)), [remotes, areas]);
  const user = useSession((state) => state.user);
  const authorised = useCallback((roles: AuthorizedRoles) => isAuthorised(user, roles), [user]);
  const host = useMemo<WidgetHost>(() => ({ registry, isAuthorised: authorised }), [registry, authorised]);
  return <WidgetHostProvider host={host}>{children}</WidgetHostProvider>;
}
