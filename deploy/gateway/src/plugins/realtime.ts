import { createAdapter } from '@socket.io/redis-adapter';
import fp from 'fastify-plugin';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import * as v from 'valibot';

declare module 'fastify' {
  interface FastifyInstance {
    /** The socket.io server; rooms and broadcasts reach every gateway when REDIS_URL is set. */
    io: Server;
    pageViews: PageViewCounter;
  }
}

export const SOCKET_PATH = '/socket.io/';
const MAX_COUNTED_PATHS = 500;

const PageViewSchema = v.object({ path: v.pipe(v.string(), v.maxLength(2048)), search: v.optional(v.pipe(v.string(), v.maxLength(2048)), '') });

/** Page views per path, for the demo stats; bounded so a client cannot grow the gateway's memory. */
export class PageViewCounter {
  private readonly counts = new Map<string, number>();
  constructor(private readonly maxPaths = MAX_COUNTED_PATHS) {}

  count(path: string): void {
    const seen = this.counts.get(path);
    if (seen !== undefined) this.counts.set(path, seen + 1);
    else if (this.counts.size < this.maxPaths) this.counts.set(path, 1);
  }

  toJSON(): Record<string, number> {
    return Object.fromEntries(this.counts);
  }
}

export interface RealtimeOptions {
  redisUrl?: string;
  /** Names the tenant room a new socket joins. */
  tenantOf: (handshake: { query: Record<string, unknown>; host?: string }) => Promise<string>;
}

/**
 * socket.io on the gateway's own HTTP server. The portal emits 'page-view' {path, search} on each
 * page change (spec 1, session timeout). With REDIS_URL the Redis adapter lets several gateways
 * share rooms and broadcasts.
 */
export const realtime = fp<RealtimeOptions>(async (app, { redisUrl, tenantOf }) => {
  const io = new Server(app.server, { path: SOCKET_PATH, serveClient: false });
  const pageViews = new PageViewCounter();
  app.decorate('io', io);
  app.decorate('pageViews', pageViews);

  if (redisUrl) {
    const pub = createClient({ url: redisUrl });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) client.on('error', (error: Error) => app.log.error({ err: error }, 'redis'));
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
    app.addHook('onClose', async () => {
      await Promise.all([pub.quit(), sub.quit()]);
    });
  }

  io.on('connection', (socket) => {
    void tenantOf({ query: socket.handshake.query, host: socket.handshake.headers.host }).then(
      (tenant) => socket.join(`tenant:${tenant}`),
      (error: unknown) => app.log.warn({ err: error }, 'socket tenant'),
    );
    socket.on('page-view', (payload: unknown) => {
      const parsed = v.safeParse(PageViewSchema, payload);
      if (!parsed.success) return;
      pageViews.count(parsed.output.path);
      app.log.debug({ path: parsed.output.path, search: parsed.output.search }, 'page-view');
    });
  });

  // Upgraded sockets keep the HTTP server open; end this gateway's own (local: not the other gateways').
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
  });
});
