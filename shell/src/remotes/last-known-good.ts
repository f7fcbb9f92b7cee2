import { PortalManifestSchema, PortalRemoteSchema, type PortalManifest, type PortalRemote } from '@portal/contracts';
import * as v from 'valibot';

/** One local-storage key for every tenant this origin has served (a host usually serves one). */
export const LAST_KNOWN_GOOD_KEY = 'portal.lastKnownGoodManifest';

/**
 * A kept manifest older than this is not started from (decision 0014): the versions it names may
 * have left the release store, and a week-old set-up is no longer "the portal as it was".
 */
export const LAST_KNOWN_GOOD_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Whether a manifest may become the last-known-good copy: one with no area to show (an empty
 * manifest, a tenant with everything disabled) would, kept, turn the next failure into a blank
 * portal, so it never replaces the copy.
 */
export function isSaneManifest(manifest: PortalManifest): boolean {
  const enabled = manifest.remotes.filter((remote) => remote.enabled);
  return enabled.length > 0 && enabled.every((remote) => remote.mounts.length > 0);
}

const TenantRecordSchema = v.object({
  /** The manifest the portal last started with. */
  manifest: PortalManifestSchema,
  /** When it was kept (ms since the epoch); a record without it is of unknown age and not used. */
  savedAt: v.optional(v.number()),
  /** Per federation name, the newest version of that remote known to work (see `createLastKnownGood`). */
  good: v.record(v.string(), PortalRemoteSchema),
});
type TenantRecord = v.InferOutput<typeof TenantRecordSchema>;

const StoredSchema = v.object({ last: v.string(), tenants: v.record(v.string(), TenantRecordSchema) });
type Stored = v.InferOutput<typeof StoredSchema>;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** A kept manifest and when it was kept. */
export interface KeptManifest {
  manifest: PortalManifest;
  savedAt: number;
}

export interface LastKnownGood {
  /**
   * The manifest the portal last started with for `tenant`, else for the last tenant it started
   * for, and when; none older than LAST_KNOWN_GOOD_MAX_AGE_MS.
   */
  manifest(tenant?: string | null): KeptManifest | undefined;
  /** The portal starts with `manifest`: it becomes the tenant's last-known-good manifest, when sane (isSaneManifest). */
  started(manifest: PortalManifest): void;
  /** `remote` (of `tenant`) loaded: its version is known to work. */
  loaded(tenant: string, remote: PortalRemote): void;
  /** What to load when `remote`'s pinned version does not load: the version known to work, when that is another. */
  fallbackFor(tenant: string, remote: PortalRemote): PortalRemote | undefined;
}

function browserStorage(): KeyValueStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage refused (privacy settings): the portal starts as before, only without a fallback.
    return undefined;
  }
}

/**
 * The shell's memory of what worked, per tenant, kept in local storage so it outlives the page:
 *
 * - the manifest it last started with, to start from when /portal-manifest.json cannot be had;
 * - per remote, the newest version known to work: the version that last loaded, else the version
 *   pinned by the previous manifest it started with. A remote whose pinned version fails to load is
 *   loaded once more at that version before its area shows "unavailable".
 *
 * Nothing here may stop the portal: unreadable or malformed storage counts as empty, a full one is ignored.
 */
export function createLastKnownGood(storage: KeyValueStorage | undefined = browserStorage(), now: () => number = Date.now): LastKnownGood {
  function read(): Stored | undefined {
    try {
      const raw = storage?.getItem(LAST_KNOWN_GOOD_KEY);
      if (!raw) return undefined;
      const parsed = v.safeParse(StoredSchema, JSON.parse(raw));
      return parsed.success ? parsed.output : undefined;
    } catch {
      return undefined;
    }
  }

  function write(stored: Stored): void {
    try {
      storage?.setItem(LAST_KNOWN_GOOD_KEY, JSON.stringify(stored));
    } catch {
      // Quota or privacy mode: no memory this time, the portal works as without it.
    }
  }

  function recordOf(tenant: string): TenantRecord | undefined {
    return read()?.tenants[tenant];
  }

  return {
    manifest(tenant) {
      const stored = read();
      if (!stored) return undefined;
      const usable = (record: TenantRecord | undefined): KeptManifest | undefined =>
        record?.savedAt !== undefined && now() - record.savedAt <= LAST_KNOWN_GOOD_MAX_AGE_MS ? { manifest: record.manifest, savedAt: record.savedAt } : undefined;
      return usable(tenant ? stored.tenants[tenant] : undefined) ?? usable(stored.tenants[stored.last]);
    },
    started(manifest) {
      if (!isSaneManifest(manifest)) return;
      const stored = read() ?? { last: manifest.tenant, tenants: {} };
      const previous = stored.tenants[manifest.tenant];
      const good = { ...previous?.good };
      // A remote never loaded here still ran in the previous manifest the portal started with.
      for (const remote of previous?.manifest.remotes ?? []) good[remote.name] ??= remote;
      stored.tenants[manifest.tenant] = { manifest, savedAt: now(), good };
      stored.last = manifest.tenant;
      write(stored);
    },
    loaded(tenant, remote) {
      const stored = read();
      const record = stored?.tenants[tenant];
      if (!stored || !record || record.good[remote.name]?.entry === remote.entry) return;
      record.good[remote.name] = remote;
      write(stored);
    },
    fallbackFor(tenant, remote) {
      const good = recordOf(tenant)?.good[remote.name];
      return good && good.entry !== remote.entry ? good : undefined;
    },
  };
}
