import type { IncomingHttpHeaders } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import * as v from 'valibot';
import { PAGE_VIEW_EVENT, PageViewSchema } from '@portal/contracts/realtime';
import { askSessionOwner } from '../session-owner';

declare module 'fastify' {
  interface FastifyInstance {
    /** The socket.io server; rooms and broadcasts reach every gateway when REDIS_URL is set. */
    io: Server;
    pageViews: PageViewCounter;
  }
}

export const SOCKET_PATH = '/socket.io/';
const MAX_COUNTED_PATHS = 500;

/** Why a handshake was refused, as the client's connect_error says it. */
export const SOCKET_REFUSALS = { notAuthenticated: 'NotAuthenticated', scopeMismatch: 'ScopeMismatch' } as const;

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

/**
 * Cross-site WebSocket hijacking defence: a browser always sends Origin on a WebSocket handshake and
 * on cross-site requests, so the page must come from the host it connects to or from an origin the
 * deployer listed (PUBLIC_ORIGINS). A same-origin polling GET carries no Origin; Sec-Fetch-Site says so.
 */
export function originAllowed(headers: IncomingHttpHeaders, publicOrigins: readonly string[] = []): boolean {
  const origin = headers.origin;
  if (!origin) return headers['sec-fetch-site'] === 'same-origin';
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (publicOrigins.includes(parsed.origin)) return true;
  const host = headers['x-forwarded-host'] ?? headers.host;
  return typeof host === 'string' && host.split(',')[0]!.trim().toLowerCase() === parsed.host.toLowerCase();
}

export interface RealtimeOptions {
  redisUrl?: string;
  /** Origins besides the portal's own host whose pages may connect (PUBLIC_ORIGINS). */
  publicOrigins?: readonly string[];
}

/**
 * socket.io on the gateway's own HTTP server. The portal emits 'page-view' {path, search} on each
 * page change (spec 1, session timeout). A socket needs an allowed Origin and a live session, which
 * the LMS names (GET /_api/authr/session, through this gateway, so an in-process and an external LMS
 * are asked alike); it joins its session's tenant room only. With REDIS_URL the Redis adapter lets
 * several gateways share rooms and broadcasts.
 */
export const realtime = fp<RealtimeOptions>(async (app, { redisUrl, publicOrigins = [] }) => {
  const io = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    allowRequest: (request, callback) => callback(null, originAllowed(request.headers, publicOrigins)),
  });
  const pageViews = new PageViewCounter();
  app.decorate('io', io);
  app.decorate('pageViews', pageViews);

  const sessionOwner = (cookie: string | undefined) => askSessionOwner(app, cookie);

  // The room is joined here, before the client hears 'connect', so a broadcast right after reaches it.
  io.use((socket, next) => {
    const admit = async (): Promise<Error | undefined> => {
      const owner = await sessionOwner(socket.handshake.headers.cookie);
      if (!owner) return new Error(SOCKET_REFUSALS.notAuthenticated);
      // The client names its tenant; a socket of another tenant's session is refused, not moved.
      const asked = socket.handshake.query.tenant;
      if (typeof asked === 'string' && asked !== owner.scope) return new Error(SOCKET_REFUSALS.scopeMismatch);
      await socket.join(`tenant:${owner.scope}`);
      return undefined;
    };
    admit().then(next, (error: unknown) => {
      app.log.warn({ err: error }, 'socket session check');
      next(new Error(SOCKET_REFUSALS.notAuthenticated));
    });
  });

  if (redisUrl) {
    const pub = new Redis(redisUrl, { lazyConnect: true });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) client.on('error', (error: Error) => app.log.error({ err: error }, 'redis'));
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
    app.addHook('onClose', async () => {
      await Promise.all([pub.quit(), sub.quit()]);
    });
  }

  io.on('connection', (socket) => {
    socket.on(PAGE_VIEW_EVENT, (payload: unknown) => {
      const parsed = v.safeParse(PageViewSchema, payload);
      if (!parsed.success) return;
      pageViews.count(parsed.output.path);
      // Every gateway keeps the whole tenant's figures, whichever one the browser's socket reached.
      if (redisUrl) io.serverSideEmit(PAGE_VIEW_EVENT, parsed.output.path);
      app.log.debug({ path: parsed.output.path, search: parsed.output.search }, 'page-view');
    });
  });
  // A page view another gateway received (only gateways can send these: they come through Redis).
  io.on(PAGE_VIEW_EVENT, (path: unknown) => {
    if (typeof path === 'string' && v.is(PageViewSchema.entries.path, path)) pageViews.count(path);
  });

  // Upgraded sockets keep the HTTP server open; end this gateway's own (local: not the other gateways').
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
  });
});
