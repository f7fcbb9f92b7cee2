import { createApiClient, type ApiClient } from '@portal/api-client';
import { PortalManifestSchema, type PortalManifest, type PortalRemote } from '@portal/contracts';
import { withRetry, type RetryOptions } from '../lib/retry';

/** Served by the gateway at the site root (not under /_api), never cached. */
export const PORTAL_MANIFEST_PATH = '/portal-manifest.json';

/** The gateway's own files are at the root, so this client has no /_api base. */
export function createGatewayClient(): ApiClient {
  return createApiClient({ baseUrl: '' });
}

/** The tenant's portal manifest: which remotes are enabled and where each one's mf-manifest.json is. */
export function fetchPortalManifest(gateway: ApiClient, retry?: RetryOptions): Promise<PortalManifest> {
  return withRetry(() => gateway.get(PORTAL_MANIFEST_PATH, { schema: PortalManifestSchema }), retry);
}

/** Remotes the tenant has switched on; a disabled area simply has no routes. */
export function enabledRemotes(manifest: PortalManifest): PortalRemote[] {
  return manifest.remotes.filter((remote) => remote.enabled);
}
