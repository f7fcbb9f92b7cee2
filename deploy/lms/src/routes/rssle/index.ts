import { FEED_DEFAULT_SIZE, RssQuerySchema, type FeedChannel, type FeedSource } from '@portal/contracts/dashboard';
import type { FastifyPluginAsync } from 'fastify';
import { assertConfiguredFeed, FeedCache, fetchFeed, type FeedFetchContext } from '../../domain/feeds';
import { parseInput } from '../../lib/errors';
import { sessionUser } from '../../plugins/app/auth';
import { listFeeds } from '../../repositories/feeds';

export interface RssleOptions {
  /** Tests replace DNS and the network. */
  fetchContext?: Pick<FeedFetchContext, 'resolve' | 'fetchImpl'>;
}

/**
 * rssle (spec 3 §7 Dashboard and feeds): the tenant's feeds, and GET /rss?url=&size= which fetches one of
 * them (domain/feeds.ts: configured addresses only, public addresses only), cached for a minute.
 */
const rssleRoutes: FastifyPluginAsync<RssleOptions> = async (fastify, opts) => {
  const { db } = fastify;
  const cache = new FeedCache();
  fastify.addHook('preValidation', fastify.requireSession);

  fastify.get('/feeds', async (request): Promise<{ feeds: FeedSource[] }> => {
    const user = await sessionUser(request);
    return { feeds: await listFeeds(db, user.scope) };
  });

  fastify.get('/rss', async (request): Promise<FeedChannel> => {
    const user = await sessionUser(request);
    const { url, size = FEED_DEFAULT_SIZE } = parseInput(RssQuerySchema, request.query);
    const allowed = await listFeeds(db, user.scope);
    assertConfiguredFeed(url, allowed);
    return cache.get(`${user.scope}\n${size}\n${url}`, () => fetchFeed(url, size, { scope: user.scope, contentDir: fastify.lmsConfig.contentDir, allowed, ...opts.fetchContext }));
  });
};

export default rssleRoutes;
