import { orEmpty, readCookie, type ApiClient } from '@portal/api-client';
import { COOKIES, ContentConfigSchema, type PortalManifest, type PortalRemote, type User } from '@portal/contracts';
import { initI18n } from '@portal/i18n';
import { loadRoleChecks, loadSettings, sessionStore, type SessionStore } from '@portal/session';
import type { StoreApi } from 'zustand';
import { enabledRemotes, fetchPortalManifest } from '../remotes/portal-manifest';
import type { RemoteLoader } from '../remotes/remote-loader';

export const CONTENT_CONFIG_PATH = '/content/config/config.json';

/**
 * Spec 1 §2 start-up scope: the stored one, else config.json's defaultScope (cache-busted; a
 * failure yields an empty file), else the tenant the gateway served the manifest for.
 */
export async function resolveScope(api: ApiClient, stored: string | null, manifestTenant: () => Promise<string>): Promise<string> {
  if (stored) return stored;
  const config = await orEmpty(api.get(CONTENT_CONFIG_PATH, { schema: ContentConfigSchema, query: { _: Date.now() } }), { settings: {} });
  return config.settings?.defaultScope || (await manifestTenant());
}

/** A stored user counts only while the 'uid' cookie says that user is signed in. */
export function restoreUser(session: StoreApi<SessionStore>, uidCookie: string | undefined): User | null {
  const { user, clearSession } = session.getState();
  if (user && uidCookie !== user.id) {
    clearSession();
    return null;
  }
  return user;
}

/** The team-leader and instructor checks (spec 1 §6) are not stored, so a reload asks again. */
export async function restoreChecks(api: ApiClient, session: StoreApi<SessionStore>, scope: string, user: User): Promise<void> {
  session.getState().setChecks(await loadRoleChecks(api, scope, user.id, session.getState().settings));
}

export interface StartupDeps {
  api: ApiClient;
  /** Answers the gateway's own files (the portal manifest), which are not under /_api. */
  gateway: ApiClient;
  register: (remotes: readonly PortalRemote[]) => RemoteLoader;
  session?: StoreApi<SessionStore>;
  readUid?: () => string | undefined;
}

export interface Started {
  manifest: PortalManifest;
  /** The remotes the tenant has enabled, in manifest order. */
  remotes: PortalRemote[];
  loader: RemoteLoader;
}

/**
 * Everything the portal needs before it routes: the tenant's manifest (remotes registered, none
 * fetched), the scope, the settings and the language. Rejects only when the manifest cannot be had.
 */
export async function startPortal({ api, gateway, register, session = sessionStore, readUid = () => readCookie(COOKIES.userId) }: StartupDeps): Promise<Started> {
  const user = restoreUser(session, readUid());
  const manifestLoad = fetchPortalManifest(gateway);
  // Settings and language load while the manifest is on its way.
  const configured = (async () => {
    const scope = await resolveScope(api, session.getState().scope, async () => (await manifestLoad).tenant);
    session.getState().setScope(scope);
    const settings = await loadSettings(api, scope);
    session.getState().setSettings(settings);
    const preferred = user?.profile.preferredLanguage;
    await initI18n({ api, locale: typeof preferred === 'string' && preferred ? preferred : undefined, languages: settings?.languages }).catch((error: unknown) =>
      console.error('[shell] translations could not be loaded', error),
    );
    if (user) void restoreChecks(api, session, scope, user);
  })();
  // One await for both, so a failed manifest (which the scope may wait on too) rejects once.
  const [manifest] = await Promise.all([manifestLoad, configured]);
  const remotes = enabledRemotes(manifest);
  return { manifest, remotes, loader: register(remotes) };
}
