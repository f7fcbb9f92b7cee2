/**
 * API throughput (issue 13): requests per second and p50/p99 latency at 10 and 50 connections for the
 * start-up settings read, a profile read and the learner's (cached) catalogue, signed in as the demo
 * learner, on the embedded PGlite and, when a server answers, on Postgres (with Redis, so the gateway
 * runs a worker per core). Beside them a bare Fastify route measured in the same run: each figure is
 * also given as a share of that floor. autocannon runs in this process; every server in its own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { COOKIES, CSRF_HEADER, CSRF_VALUE, DEFAULT_EXPIRES_IN_SECONDS, SCOPE_HEADER } from '@portal/contracts';
import { startFreshPortal } from '../support/portal';
import { DEMO_PASSWORD, DEMO_SCOPE } from '../support/demo';
import type { Budget } from './measure';

const CONNECTIONS = [10, 50] as const;
const DURATION_S = 5;
const WARM_UP_S = 1;
export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Issue 13's budgets. PGlite: 4× the settings read measured before the caches (250 and 339 req/s). */
const BUDGETS = {
  postgresRecordReads: { reqPerSec: 2000, p99Ms: 20 },
  postgresCatalogue: { reqPerSec: 1000 },
  pgliteSettings: { 10: 4 * 250, 50: 4 * 339 },
} as const;

export interface Figure {
  target: string;
  engine: string;
  connections: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
}

/** A request other than a GET (the record store's POSTs): its method and body. */
export interface LoadRequest {
  method: 'POST' | 'PUT';
  body: string;
}

async function load(url: string, headers: Record<string, string>, connections: number, duration: number, request?: LoadRequest): Promise<autocannon.Result> {
  return autocannon({ url, connections, duration, headers, pipelining: 1, ...request });
}

export async function measure(target: string, engine: string, url: string, headers: Record<string, string>, request?: LoadRequest): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const connections of CONNECTIONS) {
    await load(url, headers, connections, WARM_UP_S, request);
    const result = await load(url, headers, connections, DURATION_S, request);
    figures.push({
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

async function measurePortal(portalUrl: string, engine: string): Promise<Figure[]> {
  const { headers, userId } = await signedInHeaders(portalUrl);
  const api = `${portalUrl}/_api/reach/${DEMO_SCOPE}/api`;
  return [
    ...(await measure('settings read', engine, `${api}/v3/endpoint/config`, headers)),
    ...(await measure('profile read', engine, `${api}/v4/users/${userId}/profile`, headers)),
    ...(await measure('catalogue (cached)', engine, `${api}/v3/users/learner/catalogue`, headers)),
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

function printTable(figures: readonly Figure[], floor: readonly Figure[]): void {
  const floorAt = (connections: number) => floor.find((f) => f.connections === connections)!.reqPerSec;
  console.log('\nAPI throughput (autocannon, this machine, load generator included)');
  console.log(
    `${'target'.padEnd(20)}${'engine'.padEnd(22)}${'conns'.padStart(6)}${'req/s'.padStart(9)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'of floor'.padStart(10)}${'errors'.padStart(8)}`,
  );
  for (const f of [...floor, ...figures]) {
    const share = `${((f.reqPerSec / floorAt(f.connections)) * 100).toFixed(1)}%`;
    console.log(
      `${f.target.padEnd(20)}${f.engine.padEnd(22)}${String(f.connections).padStart(6)}${f.reqPerSec.toFixed(0).padStart(9)}${String(f.p50).padStart(8)}${String(f.p99).padStart(8)}${share.padStart(10)}${String(f.errors).padStart(8)}`,
    );
  }
}

function budgetsFor(figures: readonly Figure[], budgets: Budget[], postgresMeasured: boolean): void {
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
  const { reqPerSec, p99Ms } = BUDGETS.postgresRecordReads;
  for (const target of ['settings read', 'profile read']) {
    const f = at(target, 'Postgres', 50)!;
    budgets.push({
      name: `${target} on Postgres at 50 connections ≥ ${reqPerSec} req/s, p99 ≤ ${p99Ms} ms`,
      actual: `${f.reqPerSec.toFixed(0)} req/s, p99 ${f.p99} ms`,
      pass: f.reqPerSec >= reqPerSec && f.p99 <= p99Ms,
    });
  }
  const catalogue = at('catalogue (cached)', 'Postgres', 50)!;
  budgets.push({
    name: `cached catalogue on Postgres at 50 connections ≥ ${BUDGETS.postgresCatalogue.reqPerSec} req/s`,
    actual: `${catalogue.reqPerSec.toFixed(0)} req/s`,
    pass: catalogue.reqPerSec >= BUDGETS.postgresCatalogue.reqPerSec,
  });
}

/** Measures the already running PGlite portal, then a Postgres one of its own when a server answers. */
export async function measureApi(pglitePortalUrl: string, budgets: Budget[]): Promise<void> {
  const floorServer = await startFloor();
  const figures: Figure[] = [];
  let floor: Figure[] = [];
  let postgresMeasured = false;
  try {
    floor = await measure('bare Fastify route', 'none', `${floorServer.url}/floor`, {});
    figures.push(...(await measurePortal(pglitePortalUrl, 'PGlite, 1 process')));
    const database = await postgresDatabase();
    if (database) {
      const workers = Number(process.env.BENCH_WEB_CONCURRENCY ?? 2);
      const portal = await startFreshPortal({ env: { DATABASE_URL: database.url, REDIS_URL, WEB_CONCURRENCY: String(workers) } });
      try {
        figures.push(...(await measurePortal(portal.url, `Postgres, ${workers} workers`)));
        postgresMeasured = true;
      } finally {
        await portal.stop();
        await database.drop();
      }
    }
  } finally {
    floorServer.child.kill();
  }
  printTable(figures, floor);
  budgetsFor(figures, budgets, postgresMeasured);
}
