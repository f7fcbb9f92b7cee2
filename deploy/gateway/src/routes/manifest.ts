import type { FastifyPluginAsync } from 'fastify';
import { knownTenants, manifestFor } from '@portal/release';
import type { PortalManifest } from '@portal/contracts';
import { resolveTenant } from '../tenant';

export interface ManifestRouteOptions {
  store: string;
  defaultTenant: string;
}

/** Says a manifest is the last one built, not read from the store just now (for operators and tests). */
export const LAST_KNOWN_GOOD_HEADER = 'x-portal-manifest';

/**
 * GET /portal-manifest.json: the tenant's remotes. Never cached, so activate and rollback apply on
 * the next page load.
 *
 * The manifest is the portal's single point of failure, so the last one built per tenant (and the
 * last list of tenants) is kept in memory: when the release store cannot be read (a disk or mount
 * failure, a half-edited file), that one is served, marked `X-Portal-Manifest: last-known-good`,
 * instead of an error. Only a gateway that has never read the store answers 503.
 */
export const manifestRoute: FastifyPluginAsync<ManifestRouteOptions> = async (app, { store, defaultTenant }) => {
  let lastTenants: string[] = [];
  const lastBuilt = new Map<string, PortalManifest>();

  app.get('/portal-manifest.json', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const query = request.query as Record<string, unknown>;
    let tenants = lastTenants;
    try {
      tenants = lastTenants = await knownTenants(store);
    } catch (error) {
      request.log.warn({ err: error }, 'the release store cannot be read; resolving the tenant from the last list of tenants');
    }
    const tenant = resolveTenant({ tenant: typeof query.tenant === 'string' ? query.tenant : undefined, host: request.headers.host }, tenants, defaultTenant);
    try {
      const manifest = await manifestFor(tenant, store);
      lastBuilt.set(tenant, manifest);
      return manifest;
    } catch (error) {
      const last = lastBuilt.get(tenant);
      request.log.error({ err: error, tenant }, last ? 'the release store cannot be read; serving the last manifest built' : 'the release store cannot be read');
      if (!last) return reply.code(503).send({ success: false, Message: 'The portal manifest is not available' });
      reply.header(LAST_KNOWN_GOOD_HEADER, 'last-known-good');
      return last;
    }
  });
};
