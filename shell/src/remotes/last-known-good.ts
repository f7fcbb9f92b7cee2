import { PortalManifestSchema, PortalRemoteSchema, type PortalManifest, type PortalRemote } from '@portal/contracts';
import * as v from 'valibot';

/** One local-storage key for every tenant this origin has served (a host usually serves one). */
export const LAST_KNOWN_GOOD_KEY = 'portal.lastKnownGoodManifest';

const TenantRecordSchema = v.object({
  /** The manifest the portal last started with. */
  manifest: PortalManifestSchema,
  /** Per federation name, the newest version of that remote known to work (see `createLastKnownGood`). */
  good: v.record(v.string(), PortalRemoteSchema),
});
type TenantRecord = v.InferOutput<typeof TenantRecordSchema>;

const StoredSchema = v.object({ last: v.string(), tenants: v.record(v.string(), TenantRecordSchema) });
type Stored = v.InferOutput<typeof StoredSchema>;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface LastKnownGood {
  /** The manifest the portal last started with for `tenant`, else for the last tenant it started for. */
  manifest(tenant?: string | null): PortalManifest | undefined;
  /** The portal starts with `manifest`: it becomes the tenant's last-known-good manifest. */
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
export function createLastKnownGood(storage: KeyValueStorage | undefined = browserStorage()): LastKnownGood {
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
      return (tenant ? stored.tenants[tenant] : undefined)?.manifest ?? stored.tenants[stored.last]?.manifest;
    },
    started(manifest) {
      const stored = read() ?? { last: manifest.tenant, tenants: {} };
      const previous = stored.tenants[manifest.tenant];
      const good = { ...previous?.good };
      // A remote never loaded here still ran in the previous manifest the portal started with.
      for (const remote of previous?.manifest.remotes ?? []) good[remote.name] ??= remote;
      stored.tenants[manifest.tenant] = { manifest, good };
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
