import { PortalManifestSchema, type PortalManifest, type PortalRemote } from '@portal/contracts';
import * as v from 'valibot';
import { readRemoteRelease } from './releases';
import { remoteEntryUrl } from './store-layout';
import { readTenant } from './tenants';

/**
 * The tenant's PortalManifest: its enabled remotes at their active versions. Disabled remotes are
 * left out, so the shell neither mounts nor loads them. An unknown tenant gets no remotes.
 */
export async function manifestFor(tenant: string, store: string): Promise<PortalManifest> {
  const state = await readTenant(tenant, store);
  const remotes: PortalRemote[] = [];
  for (const [id, { version, enabled }] of Object.entries(state?.remotes ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    if (!enabled) continue;
    const release = await readRemoteRelease(store, id, version);
    // A missing release means a hand-edited or damaged store; leaving the remote out keeps the portal up.
    if (!release) continue;
    remotes.push({ id, name: release.federationName, version, entry: remoteEntryUrl(id, version), mounts: release.mounts, enabled: true });
  }
  return v.parse(PortalManifestSchema, { tenant, remotes });
}
