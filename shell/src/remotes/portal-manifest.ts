import { createApiClient, isApiError, type ApiClient } from '@portal/api-client';
import { PortalManifestSchema, type PortalManifest, type PortalRemote } from '@portal/contracts';
import { withRetry, type RetryOptions } from '../lib/retry';
import { MANIFEST_BUDGET_MS } from './load-budget';

/** Served by the gateway at the site root (not under /_api), never cached. */
export const PORTAL_MANIFEST_PATH = '/portal-manifest.json';

/** The gateway's own files are at the root, so this client has no /_api base. */
export function createGatewayClient(): ApiClient {
  return createApiClient({ baseUrl: '' });
}

export interface ManifestFetchOptions extends Pick<RetryOptions, 'sleep' | 'delayMs'> {
  /** All tries together end within this (./load-budget). */
  budgetMs?: number;
  now?: () => number;
}

/**
 * The tenant's portal manifest: which remotes are enabled and where each one's mf-manifest.json is.
 * A failure is tried again (three tries), all within the budget: each try is aborted when the budget
 * is spent, and none starts without time left. A 404 (the gateway knows no such tenant) is an
 * answer, not a failure to retry.
 */
export function fetchPortalManifest(
  gateway: ApiClient,
  { budgetMs = MANIFEST_BUDGET_MS, now = Date.now, delayMs = 500, sleep }: ManifestFetchOptions = {},
): Promise<PortalManifest> {
  const deadline = now() + budgetMs;
  return withRetry(() => gateway.get(PORTAL_MANIFEST_PATH, { schema: PortalManifestSchema, timeoutMs: Math.max(1, deadline - now()) }), {
    delayMs,
    sleep,
    // The next try waits delayMs × its number first: only when it would still have a moment to answer.
    shouldRetry: (error) => !(isApiError(error) && error.status === 404) && deadline - now() > delayMs * 2,
  });
}

/** Remotes the tenant has switched on; a disabled area simply has no routes. */
export function enabledRemotes(manifest: PortalManifest): PortalRemote[] {
  return manifest.remotes.filter((remote) => remote.enabled);
}
