import type { FastifyInstance } from 'fastify';
import { Socket as NetSocket } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { buildGateway } from '../app';
import { makeStore } from '../test-support';
import { PageViewCounter } from './realtime';

const REDIS_URL = 'redis://127.0.0.1:6379';

function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new NetSocket();
    socket.setTimeout(500);
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.connect(6379, '127.0.0.1', () => socket.write('PING\r\n'));
  });
}

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
  const app = await buildGateway({ store, lms: { mode: 'proxy', url: 'http://127.0.0.1:9' }, redisUrl: options.redisUrl, demo: true });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  cleanups.push(() => app.close());
  return { app, url, store };
}

async function client(url: string): Promise<Socket> {
  const socket = connect(url, { path: '/socket.io/', transports: ['websocket'], forceNew: true });
  cleanups.push(async () => socket.disconnect());
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

it('counts page-view events per path, shown at /_gateway/stats in demo mode', async () => {
  const { app, url } = await listeningGateway();
  const socket = await client(url);

  socket.emit('page-view', { path: '/dashboard', search: '' });
  socket.emit('page-view', { path: '/dashboard', search: '?tab=2' });
  socket.emit('page-view', { path: '/access/profile', search: '' });
  socket.emit('page-view', { nonsense: true });
  await new Promise((resolve) => setTimeout(resolve, 200));

  const stats = (await app.inject('/_gateway/stats')).json();
  expect(stats).toEqual({ connections: 1, pageViews: { '/dashboard': 2, '/access/profile': 1 } });
});

it('keeps at most the configured number of paths', () => {
  const counter = new PageViewCounter(2);
  for (const path of ['/a', '/b', '/c', '/a']) counter.count(path);
  expect(counter.toJSON()).toEqual({ '/a': 2, '/b': 1 });
});

it('stops with connected sockets', async () => {
  const { app, url } = await listeningGateway();
  await client(url);
  await expect(app.close()).resolves.toBeUndefined();
});

describe('with REDIS_URL (the Redis adapter, against the Redis at 127.0.0.1:6379)', () => {
  let available = false;
  beforeAll(async () => {
    available = await redisAnswers();
    if (!available) console.warn(`No Redis answers at ${REDIS_URL}: the Redis adapter test is skipped.`);
  });

  it('a broadcast from one gateway reaches a client of another', async () => {
    if (!available) return;
    const first = await listeningGateway({ redisUrl: REDIS_URL });
    const second = await listeningGateway({ redisUrl: REDIS_URL, store: first.store });
    const socket = await client(second.url);
    const received = new Promise((resolve) => socket.once('portal.announcement.v1', resolve));
    const toTenant = new Promise((resolve) => socket.once('tenant.notice.v1', resolve));

    // Give the second gateway's join of the tenant room a moment to reach Redis-backed rooms.
    await new Promise((resolve) => setTimeout(resolve, 100));
    first.app.io.emit('portal.announcement.v1', { text: 'hello from the first gateway' });
    first.app.io.to('tenant:demo').emit('tenant.notice.v1', { text: 'demo only' });

    await expect(received).resolves.toEqual({ text: 'hello from the first gateway' });
    await expect(toTenant).resolves.toEqual({ text: 'demo only' });
    expect(await first.app.io.fetchSockets()).toHaveLength(1);
  });
});
