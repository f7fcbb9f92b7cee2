import { createHash } from 'node:crypto';
import { PortalManifestSchema, type PortalManifest, type PortalRemote } from '@portal/contracts';
import * as v from 'valibot';
import { readRemoteRelease, type RemoteRelease } from './releases';
import { remoteEntryUrl, UnknownTenantError } from './store-layout';
import { readTenant, type Staged } from './tenant-state';

/** One remote of a tenant as the manifest needs it: its release, and a cohort's staged release. */
export interface TenantRemoteRelease {
  id: string;
  release: RemoteRelease;
  staged?: { cohort: Staged; release: RemoteRelease };
}

/** Everything the store says about a tenant's manifest, read once; the gateway keeps the last one per tenant. */
export interface TenantReleases {
  tenant: string;
  remotes: TenantRemoteRelease[];
}

/** Who is asking: the signed-in user (for cohorts) and a tester's previews (signed overrides, see preview.ts). */
export interface ManifestViewer {
  userId?: string;
  /** Remote id → the release to show this viewer instead. */
  previews?: ReadonlyMap<string, RemoteRelease>;
}

/**
 * The tenant's enabled remotes at their active versions, with each one's staged release. Disabled
 * remotes are left out, so the shell neither mounts nor loads them. A tenant without a file is an
 * UnknownTenantError, never an empty manifest.
 */
export async function readTenantReleases(tenant: string, store: string): Promise<TenantReleases> {
  const state = await readTenant(tenant, store);
  if (!state) throw new UnknownTenantError(tenant);
  const remotes: TenantRemoteRelease[] = [];
  for (const [id, { version, enabled, staged }] of Object.entries(state.remotes).sort(([a], [b]) => a.localeCompare(b))) {
    if (!enabled) continue;
    const release = await readRemoteRelease(store, id, version);
    // A missing release means a hand-edited or damaged store; leaving the remote out keeps the portal up.
    if (!release) continue;
    const stagedRelease = staged && (await readRemoteRelease(store, id, staged.version));
    remotes.push({ id, release, ...(staged && stagedRelease && { staged: { cohort: staged, release: stagedRelease } }) });
  }
  return { tenant, remotes };
}

/**
 * Where a user falls in 0–100 for one staged release: a hash of the stage's seed, the remote and the
 * user id. The same user gets the same place on every load (sticky), and a raised percentage keeps
 * everyone already in.
 */
export function cohortPlace(seed: string, id: string, userId: string): number {
  const hash = createHash('sha256').update(`${seed}\n${id}\n${userId}`).digest();
  return (hash.readUInt32BE(0) / 0x1_0000_0000) * 100;
}

/** In the cohort: listed by id, or placed within the percentage. A viewer who is not signed in is never in it. */
export function inCohort(cohort: Staged, id: string, userId: string | undefined): boolean {
  if (!userId) return false;
  return cohort.users.includes(userId) || cohortPlace(cohort.seed, id, userId) < cohort.percent;
}

/** The PortalManifest one viewer gets: a preview wins, then the cohort's staged version, else the tenant's. */
export function manifestOf({ tenant, remotes }: TenantReleases, viewer: ManifestViewer = {}): PortalManifest {
  const entries: PortalRemote[] = remotes.map(({ id, release, staged }) => {
    const chosen = viewer.previews?.get(id) ?? (staged && inCohort(staged.cohort, id, viewer.userId) ? staged.release : release);
    return { id, name: chosen.federationName, version: chosen.version, entry: remoteEntryUrl(id, chosen.version), mounts: chosen.mounts, enabled: true };
  });
  return v.parse(PortalManifestSchema, { tenant, remotes: entries });
}

/** The tenant's PortalManifest for one viewer (by default: someone outside every cohort). */
export async function manifestFor(tenant: string, store: string, viewer: ManifestViewer = {}): Promise<PortalManifest> {
  return manifestOf(await readTenantReleases(tenant, store), viewer);
}
