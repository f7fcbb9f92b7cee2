import type { FastifyPluginAsync } from 'fastify';
import { manifestFor } from '@portal/release';

export interface ManifestRouteOptions {
  store: string;
  tenantOf: (request: { query: Record<string, unknown>; host?: string }) => Promise<string>;
}

/** GET /portal-manifest.json: the tenant's remotes. Never cached, so activate and rollback apply on the next page load. */
export const manifestRoute: FastifyPluginAsync<ManifestRouteOptions> = async (app, { store, tenantOf }) => {
  app.get('/portal-manifest.json', async (request, reply) => {
    const tenant = await tenantOf({ query: request.query as Record<string, unknown>, host: request.headers.host });
    reply.header('Cache-Control', 'no-store');
    return manifestFor(tenant, store);
  });
};
