import { orEmpty, primedResponses as portalPrimedResponses, readCookie, type ApiClient, type PrimedResponses } from '@portal/api-client';
import { COOKIES, ContentConfigSchema, type ContentConfig, type PortalManifest, type PortalRemote, type User } from '@portal/contracts';
import { initI18n } from '@portal/i18n';
import { afterFirstPage } from '@portal/ui';
import { registerShellMessages } from '../lib/translate';
import { yieldToMain } from '../lib/yield-to-main';
import type { Boot } from './boot-data';
import { loadRoleChecks, loadSettings, sessionStore, type SessionStore } from '@portal/session';
import type { StoreApi } from 'zustand';
import { setPortalAreas } from '@portal/remote-contract';
import { pathOfHash, remoteForPath } from '../remotes/area-routes';
import { createLastKnownGood, type LastKnownGood } from '../remotes/last-known-good';
import { enabledRemotes, fetchPortalManifest } from '../remotes/portal-manifest';
import { createAreaCache, type AreaCache, type RemoteLoader } from '../remotes/remote-loader';

export const CONTENT_CONFIG_PATH = '/content/config/config.json';

/**
 * Spec 1 §2 start-up scope: the stored one, else config.json's defaultScope (cache-busted; a
 * failure yields an empty file), else the tenant the gateway served the manifest for.
 */
export async function resolveScope(api: ApiClient, stored: string | null, manifestTenant: () => Promise<string>, served?: ContentConfig): Promise<string> {
  if (stored) return stored;
  const config = served ?? (await orEmpty(api.get(CONTENT_CONFIG_PATH, { schema: ContentConfigSchema, query: { _: Date.now() } }), { settings: {} }));
  return config.settings?.defaultScope || (await manifestTenant());
}

/**
 * A stored user counts only while the 'uid' cookie says that user is signed in; otherwise their
 * session ended while the portal was closed, which the sign-in page says.
 */
export function restoreUser(session: StoreApi<SessionStore>, uidCookie: string | undefined): User | null {
  const { user, clearSession, setSessionEnded } = session.getState();
  if (user && uidCookie !== user.id) {
    clearSession();
    setSessionEnded(true);
    return null;
  }
  return user;
}

/** The team-leader and instructor checks (spec 1 §6) are not stored, so a reload asks again. */
export async function restoreChecks(api: ApiClient, session: StoreApi<SessionStore>, scope: string, user: User): Promise<void> {
  session.getState().setChecks(await loadRoleChecks(api, scope, user, session.getState().settings));
}

export interface StartupDeps {
  api: ApiClient;
  /** Answers the gateway's own files (the portal manifest), which are not under /_api. */
  gateway: ApiClient;
  register: (remotes: readonly PortalRemote[]) => RemoteLoader;
  session?: StoreApi<SessionStore>;
  readUid?: () => string | undefined;
  /** The router path the portal was opened at; the hash's by default (hash routing). */
  currentPath?: () => string;
  /** The manifests and remote versions that worked before (local storage by default). */
  lastKnownGood?: LastKnownGood;
  /** What the gateway put in the page (./boot-data): used instead of asking again, on the first start. */
  boot?: Boot;
  /** Where the page's answers go for the API client (the portal-wide client's by default). */
  primed?: PrimedResponses;
}

export interface Started {
  manifest: PortalManifest;
  /** The remotes the tenant has enabled, in manifest order. */
  remotes: PortalRemote[];
  /** The areas' loads, the one for the URL the portal opened at possibly under way already. */
  areas: AreaCache;
  /** The manifest call failed and the portal started from the last manifest it started with (a quiet notice says so). */
  fromLastKnownGood?: boolean;
  /** When that manifest was kept (ms since the epoch), so the notice can say how old it is. */
  keptAt?: number;
  /**
   * Reads the manifest again (the signed-in user may be in a staged release's cohort, or no longer
   * be): answers the portal as it now is when an enabled remote's version changed, else undefined.
   * Areas asked for meanwhile wait for it, so the first page after sign-in loads the cohort's version.
   */
  refresh?: () => Promise<Started | undefined>;
}

/** The same remotes at the same versions (entries), in the same order. */
function sameRemotes(a: readonly PortalRemote[], b: readonly PortalRemote[]): boolean {
  return a.length === b.length && a.every((remote, index) => remote.name === b[index]?.name && remote.entry === b[index]?.entry);
}

/**
 * Everything the portal needs before it routes: the tenant's manifest (remotes registered), the
 * scope, the settings and the language. When the manifest call fails (after its retries), the
 * portal starts from the last manifest it started with for the tenant (the stored scope's, else
 * the last tenant's); it rejects only when there is none either.
 *
 * The remote that owns the URL the portal opened at is needed as soon as routes render, so it
 * starts loading (manifest, remoteEntry.js, './app') once the manifest has named it, alongside
 * the settings and the language rather than after them. No other remote is fetched.
 */
export async function startPortal({
  api,
  gateway,
  register,
  session = sessionStore,
  readUid = () => readCookie(COOKIES.userId),
  currentPath = () => pathOfHash(window.location.hash),
  lastKnownGood = createLastKnownGood(),
  boot,
  primed = portalPrimedResponses,
}: StartupDeps): Promise<Started> {
  const user = restoreUser(session, readUid());
  const manifestLoad = (boot?.manifest ? Promise.resolve(boot.manifest) : fetchPortalManifest(gateway)).then(
    (manifest): Pick<Started, 'manifest' | 'fromLastKnownGood' | 'keptAt'> => {
      lastKnownGood.started(manifest);
      return { manifest, fromLastKnownGood: false };
    },
    (error: unknown) => {
      const kept = lastKnownGood.manifest(session.getState().scope);
      if (!kept) throw error;
      console.warn('[shell] the portal manifest could not be loaded; starting from the last-known-good manifest', error);
      return { manifest: kept.manifest, fromLastKnownGood: true, keptAt: kept.savedAt };
    },
  );
  const areasReady = manifestLoad.then((loaded): Started => {
    const remotes = enabledRemotes(loaded.manifest);
    const tenant = loaded.manifest.tenant;
    const areas = createAreaCache(register(remotes), {
      fallbackFor: (remote) => lastKnownGood.fallbackFor(tenant, remote),
      loaded: (remote) => lastKnownGood.loaded(tenant, remote),
    });
    const current = remoteForPath(remotes, currentPath());
    if (current) areas.preload(current);
    setPortalAreas(remotes.flatMap((remote) => remote.mounts));
    let started: Started = { ...loaded, remotes, areas };
    const refresh = (): Promise<Started | undefined> => {
      const updated = fetchPortalManifest(gateway).then(
        (manifest) => {
          const next = enabledRemotes(manifest);
          if (manifest.tenant !== tenant || sameRemotes(next, started.remotes)) return undefined;
          lastKnownGood.started(manifest);
          areas.update(next);
          setPortalAreas(next.flatMap((remote) => remote.mounts));
          started = { manifest, remotes: next, areas, fromLastKnownGood: false, refresh };
          return started;
        },
        (error: unknown) => {
          console.warn('[shell] the portal manifest could not be read again; keeping the one the portal runs', error);
          return undefined;
        },
      );
      // Areas asked for meanwhile start once the update is in, at the versions it names.
      areas.hold(updated);
      return updated;
    };
    started = { ...started, refresh };
    return started;
  });
  // Settings and language load while the manifest (and then the current area) is on its way. The
  // settings need the scope; the language needs the scope (content files are per tenant) and the
  // settings (the tenant's languages), so these three stay in sequence.
  const configured = (async () => {
    // Each step in a task of its own, after the area's load has started: resolved at once from the
    // page's boot data, the whole start-up ran as one chain of promises, one long task.
    await yieldToMain();
    const scope = await resolveScope(api, session.getState().scope, async () => (await manifestLoad).manifest.tenant, boot?.contentConfig);
    session.getState().setScope(scope);
    // The page's settings and answers were read for this browser's session, for the tenant it was served for.
    if (boot?.responses && boot.tenant === scope) primed.add(scope, boot.responses);
    const settings = boot?.settings && boot.tenant === scope ? boot.settings : await loadSettings(api, scope);
    session.getState().setSettings(settings);
    // Registered first, so initI18n loads the shell's texts in the negotiated locale before it switches.
    void registerShellMessages();
    await yieldToMain();
    const preferred = user?.profile.preferredLanguage;
    await initI18n({ api, locale: typeof preferred === 'string' && preferred ? preferred : undefined, languages: settings?.languages }).catch((error: unknown) =>
      console.error('[shell] translations could not be loaded', error),
    );
    // The checks only shape the header's menu, which comes after the first page (header/Header.tsx).
    if (user) void afterFirstPage().then(() => restoreChecks(api, session, scope, user));
  })();
  // One await for both, so a failed manifest (which the scope may wait on too) rejects once.
  const [started] = await Promise.all([areasReady, configured]);
  return started;
}
