import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { manifestOf, readPreviewToken, readRemoteRelease, UnknownTenantError, type RemoteRelease, type TenantReleases } from '@portal/release';
import { askSessionOwner, cookieValue } from '../session-owner';
import type { StoreReads } from '../store-reads';
import { resolveTenant } from '../tenant';

export interface ManifestRouteOptions {
  store: string;
  /** The store's reads, with their time-out and last answers (../store-reads). */
  reads: StoreReads;
  defaultTenant: string;
  /** REMOTES_ORIGIN: the remotes' entries point at this origin (a CDN or object store holding /remotes/…). */
  remotesOrigin?: string;
}

/** Says a manifest is the last one built, not read from the store just now (for operators and tests). */
export const LAST_KNOWN_GOOD_HEADER = 'x-portal-manifest';
/** The cookie a preview link sets: its signed token (see @portal/release preview.ts). */
export const PREVIEW_COOKIE = 'portal_preview';
export const PREVIEW_PATH = '/_gateway/preview';

/**
 * GET /portal-manifest.json: the tenant's remotes for this viewer. Never cached (it follows the store
 * and the viewer), so activate, stage, promote and rollback apply on the next page load.
 *
 * - Staged releases: a signed-in user of the tenant (the LMS names the session's owner) in a stage's
 *   cohort gets the staged version; everyone else the tenant's.
 * - Previews: a browser that opened a signed preview link gets that version of that remote.
 * - Last-known-good: the manifest is the portal's single point of failure, so what the store said
 *   last per tenant (and the last list of tenants) is kept in memory; when the release store cannot
 *   be read, or does not answer within its time-out (../store-reads), that is served, marked
 *   `X-Portal-Manifest: last-known-good`, instead of an error. Only a gateway that has never read
 *   the store answers 503.
 * - A tenant without a file in the store is not a portal: 404, never an empty manifest (which the
 *   browser would keep as its last-known-good copy).
 */
export const manifestRoute: FastifyPluginAsync<ManifestRouteOptions> = async (app, { store, reads, defaultTenant, remotesOrigin }) => {
  async function previews(request: FastifyRequest, tenant: string): Promise<Map<string, RemoteRelease> | undefined> {
    const token = cookieValue(request.headers.cookie, PREVIEW_COOKIE);
    const preview = token ? await readPreviewToken(store, token).catch(() => undefined) : undefined;
    if (!preview || preview.tenant !== tenant) return undefined;
    const release = await readRemoteRelease(store, preview.id, preview.version).catch(() => undefined);
    return release && new Map([[preview.id, release]]);
  }

  app.get('/portal-manifest.json', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const query = request.query as Record<string, unknown>;
    let tenants: string[] = [];
    try {
      const answer = await reads.tenants();
      tenants = answer.value;
      if (answer.lastKnownGood) request.log.warn({ err: answer.error }, 'the release store cannot be read; resolving the tenant from the last list of tenants');
    } catch (error) {
      request.log.warn({ err: error }, 'the release store cannot be read and no list of tenants was read before');
    }
    const tenant = resolveTenant({ tenant: typeof query.tenant === 'string' ? query.tenant : undefined, host: request.headers.host }, tenants, defaultTenant);
    let releases: TenantReleases;
    try {
      const answer = await reads.tenantReleases(tenant);
      releases = answer.value;
      if (answer.lastKnownGood) {
        request.log.error({ err: answer.error, tenant }, 'the release store cannot be read; serving the last manifest built');
        reply.header(LAST_KNOWN_GOOD_HEADER, 'last-known-good');
      }
    } catch (error) {
      if (error instanceof UnknownTenantError) {
        request.log.warn({ tenant }, 'no tenant file in the release store');
        return reply.code(404).send({ success: false, Message: 'This portal has no such tenant' });
      }
      request.log.error({ err: error, tenant }, 'the release store cannot be read');
      return reply.code(503).send({ success: false, Message: 'The portal manifest is not available' });
    }
    // Only a tenant with a stage asks the LMS whose session this is (a cohort is a set of its users).
    const owner = releases.remotes.some((remote) => remote.staged) ? await askSessionOwner(app, request.headers.cookie).catch(() => null) : null;
    const manifest = manifestOf(releases, { userId: owner?.scope === tenant ? owner.userId : undefined, previews: await previews(request, tenant) });
    // The builds are the same files under the same paths wherever they are served from.
    return remotesOrigin ? { ...manifest, remotes: manifest.remotes.map((remote) => ({ ...remote, entry: `${remotesOrigin}${remote.entry}` })) } : manifest;
  });

  /**
   * A preview link (`preview` command): a valid token is kept in an httpOnly cookie until it expires
   * and the portal opens; only this browser sees the version. /end forgets it.
   */
  app.get(PREVIEW_PATH, async (request, reply: FastifyReply) => {
    const token = (request.query as Record<string, unknown>).token;
    const preview = typeof token === 'string' ? await readPreviewToken(store, token) : undefined;
    reply.header('Cache-Control', 'no-store');
    if (!preview) return reply.code(400).send({ success: false, Message: 'This preview link is not valid or has expired' });
    const maxAge = Math.floor((preview.expires - Date.now()) / 1000);
    reply.header('Set-Cookie', `${PREVIEW_COOKIE}=${token as string}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${request.protocol === 'https' ? '; Secure' : ''}`);
    return reply.redirect('/', 303);
  });
  app.get(`${PREVIEW_PATH}/end`, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    reply.header('Set-Cookie', `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${request.protocol === 'https' ? '; Secure' : ''}`);
    return reply.redirect('/', 303);
  });
};
