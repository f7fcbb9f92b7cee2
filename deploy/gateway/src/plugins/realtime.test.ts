import Fastify, { type FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { buildGateway } from '../app';
import { makeStore, redisAnswers, TEST_REDIS_URL } from '../test-support';
import { originAllowed, PageViewCounter, SOCKET_REFUSALS } from './realtime';

const REDIS_URL = TEST_REDIS_URL;
const redisAvailable = redisAnswers('the Redis adapter');
const withRedis = redisAvailable ? it : it.skip;

/** A stand-in LMS that knows two sessions, one per tenant, through the same call the gateway makes. */
const SESSIONS: Record<string, { userId: string; scope: string }> = {
  'demo-token': { userId: 'u-demo', scope: 'demo' },
  'acme-token': { userId: 'u-acme', scope: 'acme' },
};
let lms: FastifyInstance;
let lmsUrl: string;
beforeAll(async () => {
  lms = Fastify();
  lms.get('/_api/authr/session', async (request, reply) => {
    const token = /(?:^|;\s*)lp_session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
    const owner = token ? SESSIONS[token] : undefined;
    return owner ?? reply.code(401).send({ success: false, Message: 'NotAuthenticated' });
  });
  lmsUrl = await lms.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => lms.close());

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function listeningGateway(options: { redisUrl?: string; store?: string } = {}): Promise<{ app: FastifyInstance; url: string; store: string }> {
  let store = options.store;
  if (!store) {
    const made = await makeStore();
    cleanups.push(made.remove);
    store = made.store;
  }
  const app = await buildGateway({ store, lms: { mode: 'proxy', url: lmsUrl }, redisUrl: options.redisUrl, demo: true });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  cleanups.push(() => app.close());
  return { app, url, store };
}

interface ClientOptions {
  /** The session cookie's token; none by default. */
  token?: string;
  /** The page's origin; the gateway's own by default, null for none. */
  origin?: string | null;
  tenant?: string;
}

function openSocket(url: string, options: ClientOptions = {}): Socket {
  const origin = options.origin === undefined ? url : options.origin;
  const headers: Record<string, string> = {};
  if (origin) headers.origin = origin;
  if (options.token) headers.cookie = `lp_session=${options.token}`;
  const socket = connect(url, {
    path: '/socket.io/',
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    extraHeaders: headers,
    query: options.tenant ? { tenant: options.tenant } : {},
  });
  cleanups.push(async () => socket.disconnect());
  return socket;
}

/** Resolves once connected; rejects with the server's refusal. */
function connected(socket: Socket): Promise<Socket> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

it('counts page-view events per path, shown at /_gateway/stats in demo mode', async () => {
  const { app, url } = await listeningGateway();
  const socket = await connected(openSocket(url, { token: 'demo-token', tenant: 'demo' }));

  socket.emit('page-view', { path: '/dashboard', search: '' });
  socket.emit('page-view', { nonsense: true });
  socket.emit('page-view', { path: '/dashboard', search: '?tab=2' });
  socket.emit('page-view', { path: '/access/profile', search: '' });

  // Events from one socket arrive in order: once the last is counted, the invalid one was passed over.
  const stats = await until(
    async () => (await app.inject('/_gateway/stats')).json(),
    (value) => value.pageViews['/access/profile'] === 1,
  );
  expect(stats).toEqual({ connections: 1, pageViews: { '/dashboard': 2, '/access/profile': 1 } });
});

it('keeps at most the configured number of paths', () => {
  const counter = new PageViewCounter(2);
  for (const path of ['/a', '/b', '/c', '/a']) counter.count(path);
  expect(counter.toJSON()).toEqual({ '/a': 2, '/b': 1 });
});

describe('who may connect', () => {
  it('refuses a socket without a session, and one whose session the LMS does not know', async () => {
    const { url } = await listeningGateway();
    await expect(connected(openSocket(url))).rejects.toThrow(SOCKET_REFUSALS.notAuthenticated);
    await expect(connected(openSocket(url, { token: 'forged' }))).rejects.toThrow(SOCKET_REFUSALS.notAuthenticated);
  });

  it('refuses a page of another origin (cross-site WebSocket hijacking), and a handshake with no origin at all', async () => {
    const { url } = await listeningGateway();
    await expect(connected(openSocket(url, { token: 'demo-token', origin: 'https://evil.example' }))).rejects.toThrow();
    await expect(connected(openSocket(url, { token: 'demo-token', origin: null }))).rejects.toThrow();
  });

  it("refuses to put a session into another tenant's room", async () => {
    const { url } = await listeningGateway();
    await expect(connected(openSocket(url, { token: 'demo-token', tenant: 'acme' }))).rejects.toThrow(SOCKET_REFUSALS.scopeMismatch);
  });

  it("joins the session's own tenant room only", async () => {
    const { app, url } = await listeningGateway();
    const socket = await connected(openSocket(url, { token: 'demo-token' }));
    const heard: string[] = [];
    socket.on('tenant.notice.v1', (notice: { tenant: string }) => heard.push(notice.tenant));
    const last = new Promise((resolve) => socket.once('portal.done.v1', resolve));

    app.io.to('tenant:acme').emit('tenant.notice.v1', { tenant: 'acme' });
    app.io.to('tenant:demo').emit('tenant.notice.v1', { tenant: 'demo' });
    app.io.emit('portal.done.v1', {});
    await last;

    expect(heard).toEqual(['demo']);
    expect([...(await app.io.in('tenant:demo').fetchSockets())].map((s) => s.id)).toEqual([socket.id]);
    expect(await app.io.in('tenant:acme').fetchSockets()).toHaveLength(0);
  });
});

describe('originAllowed', () => {
  it('accepts the host the page came from, a listed public origin, and a same-origin request without Origin', () => {
    expect(originAllowed({ origin: 'http://portal.test:8080', host: 'portal.test:8080' })).toBe(true);
    expect(originAllowed({ origin: 'https://learn.example.org', host: 'internal:8080' }, ['https://learn.example.org'])).toBe(true);
    expect(originAllowed({ 'sec-fetch-site': 'same-origin', host: 'portal.test' })).toBe(true);
  });

  it('refuses another host, a malformed origin, and no Origin without Sec-Fetch-Site same-origin', () => {
    expect(originAllowed({ origin: 'http://evil.example', host: 'portal.test' })).toBe(false);
    expect(originAllowed({ origin: 'http://portal.test.evil.example', host: 'portal.test' })).toBe(false);
    expect(originAllowed({ origin: 'null', host: 'portal.test' })).toBe(false);
    expect(originAllowed({ host: 'portal.test' })).toBe(false);
    expect(originAllowed({ 'sec-fetch-site': 'cross-site', host: 'portal.test' })).toBe(false);
  });
});

it('stops with connected sockets', async () => {
  const { app, url } = await listeningGateway();
  await connected(openSocket(url, { token: 'demo-token' }));
  await expect(app.close()).resolves.toBeUndefined();
});

describe('with REDIS_URL (the Redis adapter, against the Redis at 127.0.0.1:6379)', () => {
  withRedis('a broadcast from one gateway reaches a client of another, in its tenant room only', async () => {
    const first = await listeningGateway({ redisUrl: REDIS_URL });
    const second = await listeningGateway({ redisUrl: REDIS_URL, store: first.store });
    const demo = await connected(openSocket(second.url, { token: 'demo-token' }));
    const acme = await connected(openSocket(second.url, { token: 'acme-token' }));
    const acmeHeard: unknown[] = [];
    acme.on('tenant.notice.v1', (notice) => acmeHeard.push(notice));
    const received = new Promise((resolve) => demo.once('portal.announcement.v1', resolve));
    const toTenant = new Promise((resolve) => demo.once('tenant.notice.v1', resolve));
    const acmeDone = new Promise((resolve) => acme.once('portal.announcement.v1', resolve));

    first.app.io.to('tenant:demo').emit('tenant.notice.v1', { text: 'demo only' });
    first.app.io.emit('portal.announcement.v1', { text: 'hello from the first gateway' });

    await expect(toTenant).resolves.toEqual({ text: 'demo only' });
    await expect(received).resolves.toEqual({ text: 'hello from the first gateway' });
    await acmeDone;
    expect(acmeHeard).toEqual([]);
    expect(await first.app.io.in('tenant:demo').fetchSockets()).toHaveLength(1);
  });
});
