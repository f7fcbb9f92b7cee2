/**
 * Scale-out for real: two gateway + LMS processes, as two replicas would run, on one
 * Postgres server and one Redis. Nothing is shared between them but those two, so each check below
 * fails if a replica kept state of its own: the session, the socket's page views, the request limit,
 * the tenant's settings.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { COOKIES, CSRF_HEADER, CSRF_VALUE, DEFAULT_EXPIRES_IN_SECONDS, SCOPE_HEADER } from '@portal/contracts';
import { PAGE_VIEW_EVENT } from '@portal/contracts/realtime';
import { eventually } from '@portal/testing/eventually';
import { redisAnswers, TEST_REDIS_URL } from './test-support';

const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SCOPE = 'demo';
const START_TIMEOUT_MS = 90_000;

async function postgresAnswers(): Promise<boolean> {
  const client = new Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function adminQuery(statement: string): Promise<void> {
  const client = new Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Replica {
  url: string;
  /** The demo accounts' password, as the replica prints it at start. */
  password: string;
  child: ChildProcess;
  output: () => string;
}

/** One replica: the gateway's own server entry (src/server.ts), as a deployment runs it. */
async function startReplica(env: Record<string, string>): Promise<Replica> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'server.ts')], {
    cwd: path.join(__dirname, '..'),
    env: { ...process.env, WEB_CONCURRENCY: '1', ...env, PORT: '0', HOST: '127.0.0.1', LMS_MODE: 'demo', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-10_000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-10_000)));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`replica exited (${child.exitCode}):\n${output}`);
    try {
      // The address it really listens on (port 0: a free one) and the demo password, as it prints them.
      const url = /Learner Portal: (http:\/\/\S+)/.exec(output)?.[1];
      const password = /use the password (\S+)\.$/m.exec(output)?.[1];
      if (url && password && (await fetch(`${url}/_api/reach/${SCOPE}/api/v3/endpoint/config`)).ok) return { url, password, child, output: () => output };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error(`replica did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
}

function stopReplica(replica: Replica | undefined): Promise<void> {
  const child = replica?.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

const API_HEADERS = { [CSRF_HEADER]: CSRF_VALUE, [SCOPE_HEADER]: SCOPE, 'content-type': 'application/json' };

/** Signs in through one replica; answers the cookie header a browser would send afterwards and the user id. */
async function signIn(replica: Replica, username: string): Promise<{ cookie: string; userId: string; token: string }> {
  const response = await fetch(`${replica.url}/_api/authr/token/issue/reach`, {
    method: 'POST',
    headers: API_HEADERS,
    body: JSON.stringify({ user: username, pass: replica.password, scope: SCOPE, expiresIn: DEFAULT_EXPIRES_IN_SECONDS }),
  });
  expect(response.status).toBe(200);
  const cookies = Object.fromEntries(response.headers.getSetCookie().map((line) => line.split(';')[0]!.split('=') as [string, string]));
  return {
    cookie: Object.entries(cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; '),
    userId: cookies[COOKIES.userId]!,
    token: cookies[COOKIES.session]!,
  };
}

function api(replica: Replica, route: string, init: { method?: string; cookie?: string; body?: unknown } = {}): Promise<Response> {
  return fetch(`${replica.url}/_api${route}`, {
    method: init.method ?? 'GET',
    headers: { ...API_HEADERS, ...(init.cookie ? { cookie: init.cookie } : {}) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
}

const namedItem = async (replica: Replica, name: string) =>
  ((await (await api(replica, `/reach/${SCOPE}/api/v3/endpoint/config`)).json()) as { items: Array<{ name: string; value: string }> }).items.find((item) => item.name === name)
    ?.value;

const available = redisAnswers('the two-replica scale-out test');
const postgres = postgresAnswers();
if (process.env.CI) {
  beforeAll(async () => {
    if (!(await postgres)) throw new Error(`No Postgres answers at ${TEST_POSTGRES_URL}, and CI must run the two-replica test.`);
  });
}
const describeScaleOut = available ? describe : describe.skip;

describeScaleOut('two replicas on one Postgres and one Redis', () => {
  const database = `lp_scale_${process.pid}_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scale-out-'));
  let one: Replica | undefined;
  let other: Replica | undefined;
  let clustered: Replica | undefined;
  let skip = false;
  let env: Record<string, string> = {};

  beforeAll(async () => {
    if (!(await postgres)) {
      skip = true;
      console.warn(`SKIPPED: no Postgres answers at ${TEST_POSTGRES_URL}; the two-replica test does not run.`);
      return;
    }
    await adminQuery(`create database ${database}`);
    const url = new URL(TEST_POSTGRES_URL);
    url.pathname = `/${database}`;
    env = { DATABASE_URL: url.toString(), REDIS_URL: TEST_REDIS_URL, DATA_DIR: dataDir, RELEASES_DIR: path.join(dataDir, 'releases') };
    // One after the other: the first migrates and seeds the empty database, the second finds it ready.
    one = await startReplica(env);
    other = await startReplica(env);
  }, 2 * START_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all([stopReplica(one), stopReplica(other), stopReplica(clustered)]);
    if (!skip) await adminQuery(`drop database if exists ${database} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('serves a user signed in through one replica from the other, and ends the session on both', async () => {
    if (skip) return;
    const { cookie, userId } = await signIn(one!, 'learner');
    const profile = await api(other!, `/reach/${SCOPE}/api/v4/users/${userId}/profile`, { cookie });
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { profile: { mail?: string } }).profile.mail).toBe('learner@demo.example');

    expect((await api(one!, '/authr/token/invalidate', { method: 'POST', cookie, body: {} })).status).toBeLessThan(300);
    const after = await eventually(
      async () => (await api(other!, `/reach/${SCOPE}/api/v4/users/${userId}/profile`, { cookie })).status,
      (status) => status === 401,
    );
    expect(after).toBe(401);
  });

  it("counts a page view sent to one replica's socket in the other's figures", async () => {
    if (skip) return;
    const { token } = await signIn(one!, 'learner');
    const path = `/scale-out/${randomBytes(4).toString('hex')}`;
    const socket: Socket = connect(one!.url, {
      path: '/socket.io/',
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      extraHeaders: { origin: one!.url, cookie: `${COOKIES.session}=${token}` },
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      socket.emit(PAGE_VIEW_EVENT, { path, search: '' });
      const views = await eventually(
        async () => ((await (await fetch(`${other!.url}/_gateway/stats`)).json()) as { pageViews: Record<string, number> }).pageViews[path],
        (count) => count === 1,
      );
      expect(views).toBe(1);
    } finally {
      socket.disconnect();
    }
  });

  it('holds the sign-in request limit across both replicas', async () => {
    if (skip) return;
    const redis = new Redis(TEST_REDIS_URL);
    try {
      const keys = await redis.keys('lp-rate-limit:*');
      if (keys.length) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
    // 120 a minute per address (PUBLIC_ACCOUNT_RATE_LIMIT), split between the replicas: 60 each.
    const route = '/authr/mfa/verification/start';
    const statuses: number[] = [];
    for (let i = 0; i < 120; i += 1) statuses.push((await api(i % 2 ? other! : one!, route, { method: 'POST', body: {} })).status);
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    expect((await api(one!, route, { method: 'POST', body: {} })).status).toBe(429);
    expect((await api(other!, route, { method: 'POST', body: {} })).status).toBe(429);
  });

  it('shows a settings change made through one replica on the other', async () => {
    if (skip) return;
    const name = 'Portal.MyLearningStatusFilterMode';
    // Read twice first, so the other replica holds the tenant's configuration in memory.
    await namedItem(other!, name);
    const before = await namedItem(other!, name);
    const value = before === 'all' ? 'notComplete' : 'all';
    const { cookie } = await signIn(one!, 'admin');
    const put = await api(one!, `/reach/${SCOPE}/api/v3/endpoint/config/items/${name}`, { method: 'PUT', cookie, body: { value } });
    expect(put.status).toBe(200);
    expect(
      await eventually(
        () => namedItem(other!, name),
        (seen) => seen === value,
      ),
    ).toBe(value);
  });

  it(
    'uses every core with WEB_CONCURRENCY: one port, several worker processes, the same answers',
    async () => {
      if (skip) return;
      clustered = await startReplica({ ...env, WEB_CONCURRENCY: '2' });
      expect(clustered.output()).toMatch(/Learner Portal: http:\/\/127\.0\.0\.1:\d+ .*2 workers/);
      const { cookie, userId } = await signIn(clustered, 'learner');
      // Keep-alive off: each request may land on either worker, and each must know the session.
      for (let i = 0; i < 6; i += 1) {
        const response = await fetch(`${clustered.url}/_api/reach/${SCOPE}/api/v4/users/${userId}/profile`, { headers: { ...API_HEADERS, cookie, connection: 'close' } });
        expect(response.status).toBe(200);
      }
    },
    START_TIMEOUT_MS,
  );
});
