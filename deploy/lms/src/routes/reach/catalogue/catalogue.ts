import { createHash } from 'node:crypto';
import type { Category } from '@portal/contracts/catalogue';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Database } from '../../../db';
import { encode, pickEncoding } from '../../../lib/encoding';
import { buildCatalogueItems } from '../../../domain/catalogue/catalogue-build';
import type { ItemRecord } from '../../../domain/catalogue/definition';
import { catalogueStamps, listCategories, listItems, listSessions, type SessionWithSeats } from '../../../repositories/catalogue';
import { ratingSummaries, userItemStates, userRegistrations } from '../../../repositories/catalogue-user';
import { ownUserByName } from './access';
import type { CatalogueBody } from './item-view';

/** Changes whenever the response's shape changes, so a browser never keeps a catalogue of the old shape. */
const FORMAT = 'catalogue-1';

/** If-None-Match holds the ETag (or '*'); weak validators compare equal to strong ones for GET. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

export function catalogueEtag(stamps: { epoch: string; version: number; stamp: number }, userId: string): string {
  const digest = createHash('sha256').update(`${FORMAT}:${stamps.epoch}:${stamps.version}:${userId}:${stamps.stamp}`).digest('base64url');
  return `"${digest.slice(0, 27)}"`;
}

/** What every user of a tenant sees alike; it changes only with the tenant's catalogue version. */
export interface TenantCatalogue {
  items: ItemRecord[];
  sessions: SessionWithSeats[];
  categories: Category[];
  ratings: Map<string, { mean: number; count: number }>;
}

export async function loadTenantCatalogue(db: Database, scope: string): Promise<TenantCatalogue> {
  const [items, sessions, categories, ratings] = await Promise.all([listItems(db, scope), listSessions(db, scope), listCategories(db, scope), ratingSummaries(db, scope)]);
  return { items, sessions, categories, ratings };
}

/** The whole catalogue of one user: the tenant's part (loaded unless given) with the user's own state. */
export async function buildCatalogue(db: Database, scope: string, userId: string, tenant?: TenantCatalogue): Promise<CatalogueBody> {
  const [shared, userItems, registrations] = await Promise.all([tenant ?? loadTenantCatalogue(db, scope), userItemStates(db, userId), userRegistrations(db, userId)]);
  return { Items: buildCatalogueItems({ ...shared, userItems, registrations }), Categories: shared.categories };
}

/**
 * The tenant's part by catalogue version: a user's first load then costs only their own few rows.
 * Keyed by the version read for the request, so a change anywhere (another process included) is
 * never served stale. Loads of the same version share one promise.
 */
class TenantCatalogueCache {
  private readonly entries = new Map<string, Promise<TenantCatalogue>>();
  constructor(private readonly size: number) {}

  get(key: string, load: () => Promise<TenantCatalogue>): Promise<TenantCatalogue> {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = load();
      entry.catch(() => this.entries.delete(key));
      this.entries.set(key, entry);
      while (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value!);
    }
    return entry;
  }
}

/**
 * Encoded bodies by ETag and encoding: a repeat full download (a new tab, another device) costs no
 * database work and no compression. Small: one entry per user who loaded recently, bounded in bytes.
 */
class BodyCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    const body = this.entries.get(key);
    if (body) {
      this.entries.delete(key);
      this.entries.set(key, body);
    }
    return body;
  }

  set(key: string, body: Buffer): void {
    if (body.length > this.maxBytes) return;
    this.entries.set(key, body);
    this.bytes += body.length;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.length;
    }
  }
}

/**
 * GET /reach/{scope}/api/v3/users/{username}/catalogue: the whole catalogue of the user (spec 2 §7).
 * Revalidated with an ETag made of the tenant's catalogue version and the user's change stamp, so a
 * 304 costs two tiny reads; the body is compressed here (the gateway leaves encoded bodies alone).
 */
const catalogueRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;
  const cache = new BodyCache(64 * 1024 * 1024);
  const tenants = new TenantCatalogueCache(8);

  fastify.get<{ Params: { username: string } }>(
    '/api/v3/users/:username/catalogue',
    { preHandler: fastify.requireSession },
    async (request: FastifyRequest<{ Params: { username: string } }>, reply) => {
      const user = await ownUserByName(request, request.params.username);
      const scope = request.tenant!;
      const stamps = await catalogueStamps(db, scope, user.id);
      const etag = catalogueEtag(stamps, user.id);
      reply.header('cache-control', 'private, no-cache').header('etag', etag).header('vary', 'Accept-Encoding');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();

      const encoding = pickEncoding(request.headers['accept-encoding']);
      const key = `${scope}\n${user.id}\n${etag}\n${encoding}`;
      let body = cache.get(key);
      if (!body) {
        const tenant = await tenants.get(`${scope}\n${stamps.epoch}\n${stamps.version}`, () => loadTenantCatalogue(db, scope));
        body = await encode(JSON.stringify(await buildCatalogue(db, scope, user.id, tenant)), encoding);
        cache.set(key, body);
      }
      reply.header('content-type', 'application/json; charset=utf-8');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(body);
    },
  );
};

export default catalogueRoutes;
