/**
 * API throughput (issues 13 and 35): requests per second and p50/p99 latency at 10 and 50 connections
 * for the start-up settings read, a profile read and the learner's (cached) catalogue, signed in as the
 * demo learner, on the embedded PGlite and, when a server answers, on Postgres: the LMS in the gateway
 * (with Redis, a worker per core, as `npm start` on Postgres runs) and a separate LMS behind the
 * gateway's proxy (LMS_URL). Beside them a bare Fastify route measured in the same run: each figure is
 * given as a share of that floor, and the Postgres budgets are shares. The floor is measured again just
 * before and just after each portal figure (the share is of their mean): on a machine whose load moves
 * from minute to minute, one floor at the start compared a figure with another minute's machine.
 * autocannon runs in this process; every server in its own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { COOKIES, CSRF_HEADER, CSRF_VALUE, DEFAULT_EXPIRES_IN_SECONDS, SCOPE_HEADER } from '@portal/contracts';
import { demoSsoHashSecret, freePort, REPO_ROOT, startFreshPortal } from '../support/portal';
import { DEMO_PASSWORD, DEMO_SCOPE } from '../support/demo';
import type { Budget } from './measure';

const CONNECTIONS = [10, 50] as const;
const DURATION_S = 5;
const WARM_UP_S = 1;
export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Issue 35's budgets, as shares of the bare Fastify route measured in the same run (so a busier or
 * slower machine moves the portal and its floor together), on Postgres at 50 connections through the
 * gateway as a browser reaches it. PGlite keeps issue 13's: 4× the settings read measured before the
 * caches (250 and 339 req/s).
 */
const BUDGETS = {
  postgresRecordReads: { ofFloor: 0.5, p99Ms: 20 },
  postgresCatalogue: { ofFloor: 0.25 },
  pgliteSettings: { 10: 4 * 250, 50: 4 * 339 },
} as const;

/** The engines on Postgres: the LMS in the gateway's process (npm start), and a separate LMS behind the gateway's proxy (LMS_URL). */
const IN_PROCESS = 'Postgres, 2 workers';
const PROXIED = 'Postgres, gateway → LMS';

export interface Figure {
  target: string;
  engine: string;
  connections: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  /** The bare route's req/s measured around this figure (mean of just before and just after), when asked. */
  floorReqPerSec?: number;
}

/** A request other than a GET (the record store's POSTs): its method and body. */
export interface LoadRequest {
  method: 'POST' | 'PUT';
  body: string;
}

async function load(url: string, headers: Record<string, string>, connections: number, duration: number, request?: LoadRequest): Promise<autocannon.Result> {
  return autocannon({ url, connections, duration, headers, pipelining: 1, ...request });
}

/** With `floorUrl`, the bare route is measured just before and just after each figure, at the same connections. */
export async function measure(target: string, engine: string, url: string, headers: Record<string, string>, request?: LoadRequest, floorUrl?: string): Promise<Figure[]> {
  const figures: Figure[] = [];
  const floorNow = async (connections: number) => (floorUrl ? (await load(floorUrl, {}, connections, DURATION_S)).requests.average : undefined);
  for (const connections of CONNECTIONS) {
    await load(url, headers, connections, WARM_UP_S, request);
    const before = await floorNow(connections);
    const result = await load(url, headers, connections, DURATION_S, request);
    const after = await floorNow(connections);
    figures.push({
      ...(before !== undefined && after !== undefined ? { floorReqPerSec: (before + after) / 2 } : {}),
      target,
      engine,
      connections,
      reqPerSec: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
    });
  }
  return figures;
}

/** Signs the demo learner in; answers the headers a signed-in browser's API calls carry. */
async function signedInHeaders(portalUrl: string): Promise<{ headers: Record<string, string>; userId: string }> {
  const base = { [CSRF_HEADER]: CSRF_VALUE, [SCOPE_HEADER]: DEMO_SCOPE };
  const response = await fetch(`${portalUrl}/_api/authr/token/issue/reach`, {
    method: 'POST',
    headers: { ...base, 'content-type': 'application/json' },
    body: JSON.stringify({ user: 'learner', pass: DEMO_PASSWORD, scope: DEMO_SCOPE, expiresIn: DEFAULT_EXPIRES_IN_SECONDS }),
  });
  if (!response.ok) throw new Error(`signing learner in answered ${response.status}`);
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]!);
  const userId = cookies.find((cookie) => cookie.startsWith(`${COOKIES.userId}=`))?.split('=')[1];
  if (!userId) throw new Error('the sign-in set no uid cookie');
  return { headers: { ...base, cookie: cookies.join('; '), 'accept-encoding': 'gzip' }, userId };
}

async function measurePortal(portalUrl: string, engine: string, floorUrl: string): Promise<Figure[]> {
  const { headers, userId } = await signedInHeaders(portalUrl);
  const api = `${portalUrl}/_api/reach/${DEMO_SCOPE}/api`;
  return [
    ...(await measure('settings read', engine, `${api}/v3/endpoint/config`, headers, undefined, floorUrl)),
    ...(await measure('profile read', engine, `${api}/v4/users/${userId}/profile`, headers, undefined, floorUrl)),
    ...(await measure('catalogue (cached)', engine, `${api}/v3/users/learner/catalogue`, headers, undefined, floorUrl)),
  ];
}

export function startFloor(env: Record<string, string> = {}): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'floor-server.ts')], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the floor server exited (${code})`)));
    child.stdout!.once('data', (chunk: Buffer) => resolve({ url: chunk.toString().trim(), child }));
  });
}

export async function postgresDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const admin = new Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `lp_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** The floor a figure is compared with: the one measured around it, else the run's first. */
function floorFor(f: Figure, floor: readonly Figure[]): number {
  return f.floorReqPerSec ?? floor.find((g) => g.connections === f.connections)!.reqPerSec;
}

function printTable(figures: readonly Figure[], floor: readonly Figure[]): void {
  console.log('\nAPI throughput (autocannon, this machine, load generator included; "floor": the bare route around each figure)');
  console.log(
    `${'target'.padEnd(20)}${'engine'.padEnd(22)}${'conns'.padStart(6)}${'req/s'.padStart(9)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'floor'.padStart(8)}${'of floor'.padStart(10)}${'errors'.padStart(8)}`,
  );
  for (const f of [...floor, ...figures]) {
    const floorReqPerSec = floorFor(f, floor);
    const share = `${((f.reqPerSec / floorReqPerSec) * 100).toFixed(1)}%`;
    console.log(
      `${f.target.padEnd(20)}${f.engine.padEnd(22)}${String(f.connections).padStart(6)}${f.reqPerSec.toFixed(0).padStart(9)}${String(f.p50).padStart(8)}${String(f.p99).padStart(8)}${floorReqPerSec.toFixed(0).padStart(8)}${share.padStart(10)}${String(f.errors).padStart(8)}`,
    );
  }
}

function budgetsFor(figures: readonly Figure[], floor: readonly Figure[], budgets: Budget[], postgresMeasured: boolean): void {
  const at = (target: string, engine: string, connections: number) => figures.find((f) => f.target === target && f.engine.startsWith(engine) && f.connections === connections);
  for (const f of figures) if (f.errors) budgets.push({ name: `${f.target} on ${f.engine} at ${f.connections}: no failed request`, actual: `${f.errors} failed`, pass: false });
  for (const connections of CONNECTIONS) {
    const settings = at('settings read', 'PGlite', connections)!;
    const floor = BUDGETS.pgliteSettings[connections];
    budgets.push({
      name: `settings read on PGlite at ${connections} connections ≥ ${floor} req/s (4× before)`,
      actual: `${settings.reqPerSec.toFixed(0)} req/s`,
      pass: settings.reqPerSec >= floor,
    });
  }
  if (!postgresMeasured) {
    budgets.push({ name: 'API on Postgres measured', actual: `no Postgres server at ${POSTGRES_URL}`, pass: false });
    return;
  }
  const share = (f: Figure) => `${f.reqPerSec.toFixed(0)} req/s = ${((f.reqPerSec / floorFor(f, floor)) * 100).toFixed(1)}% of the floor's ${floorFor(f, floor).toFixed(0)}`;
  for (const engine of [IN_PROCESS, PROXIED]) {
    const { ofFloor, p99Ms } = BUDGETS.postgresRecordReads;
    for (const target of ['settings read', 'profile read']) {
      const f = at(target, engine, 50)!;
      budgets.push({
        name: `${target} on ${engine} at 50 connections ≥ ${ofFloor * 100}% of the bare route, p99 ≤ ${p99Ms} ms`,
        actual: `${share(f)}, p99 ${f.p99} ms`,
        pass: f.reqPerSec >= ofFloor * floorFor(f, floor) && f.p99 <= p99Ms,
      });
    }
    const catalogue = at('catalogue (cached)', engine, 50)!;
    budgets.push({
      name: `cached catalogue on ${engine} at 50 connections ≥ ${BUDGETS.postgresCatalogue.ofFloor * 100}% of the bare route`,
      actual: share(catalogue),
      pass: catalogue.reqPerSec >= BUDGETS.postgresCatalogue.ofFloor * floorFor(catalogue, floor),
    });
  }
}

/** The standalone LMS (deploy/lms `npm start`) on Postgres, for the gateway to proxy to. */
async function startLms(databaseUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'deploy', 'lms', 'src', 'server.ts')], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      LMS_MODE: 'demo',
      LOG_LEVEL: 'warn',
      DEMO_SSO_HASH_SECRET: demoSsoHashSecret(),
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the LMS exited (${child.exitCode})`);
    const ready = await fetch(`${url}/_api/reach/${DEMO_SCOPE}/api/v3/endpoint/config`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error('the LMS did not answer within 120 s');
}

/** Measures the already running PGlite portal, then a Postgres one of its own when a server answers. */
export async function measureApi(pglitePortalUrl: string, budgets: Budget[]): Promise<void> {
  const floorServer = await startFloor();
  const figures: Figure[] = [];
  let floor: Figure[] = [];
  let postgresMeasured = false;
  try {
    const floorUrl = `${floorServer.url}/floor`;
    floor = await measure('bare Fastify route', 'none', floorUrl, {});
    figures.push(...(await measurePortal(pglitePortalUrl, 'PGlite, 1 process', floorUrl)));
    const database = await postgresDatabase();
    if (database) {
      try {
        // The API alone (apiOnly): the same gateway and LMS a browser's calls reach, without publishing the apps.
        const portal = await startFreshPortal({ apiOnly: true, env: { DATABASE_URL: database.url, REDIS_URL, WEB_CONCURRENCY: '2' } });
        try {
          figures.push(...(await measurePortal(portal.url, IN_PROCESS, floorUrl)));
        } finally {
          await portal.stop();
        }
        // The proxy hop: one gateway process in front of one LMS process, on the same database.
        const lms = await startLms(database.url);
        try {
          const gateway = await startFreshPortal({ apiOnly: true, env: { LMS_URL: lms.url, REDIS_URL, WEB_CONCURRENCY: '1' } });
          try {
            figures.push(...(await measurePortal(gateway.url, PROXIED, floorUrl)));
          } finally {
            await gateway.stop();
          }
        } finally {
          // Gone before its database is dropped (else it logs every pooled connection lost).
          await new Promise((resolve) => {
            lms.child.once('exit', resolve);
            lms.child.kill();
          });
        }
        postgresMeasured = true;
      } finally {
        await database.drop();
      }
    }
  } finally {
    floorServer.child.kill();
  }
  printTable(figures, floor);
  budgetsFor(figures, floor, budgets, postgresMeasured);
}
