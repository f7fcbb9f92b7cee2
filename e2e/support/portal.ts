/**
 * Starts a fresh portal for the e2e suite and the benchmark: the gateway with the in-process LMS
 * on embedded PGlite, in fresh temporary DATA_DIR and RELEASES_DIR, on a free port.
 *
 * It reuses the root scripts as they are: scripts/apps.mjs builds the stale apps (what `npm start`
 * does), and scripts/portal.ts publishes and activates them for the default tenant (demo) and
 * serves the portal. That runs in a child process (`node --import tsx scripts/portal.ts`) so the
 * gateway never shares the Playwright process. Used by global-setup.ts and bench/run.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

// Migrating and seeding a fresh PGlite takes about 30 s on an idle 2-core machine and over two minutes
// while the unit tests and the other shard run beside it.
const START_TIMEOUT_MS = 240_000;
const POLL_INTERVAL_MS = 250;

export interface RunningPortal {
  url: string;
  port: number;
  dataDir: string;
  releasesDir: string;
  /** Kills the gateway and removes the temporary folders. */
  stop(): Promise<void>;
}

/** Builds the shell and the remotes when their dist is missing or older than their sources. */
export async function ensureBuilt(): Promise<void> {
  // For a tree where someone else is building at the same moment: serve the dist folders as they are.
  if (process.env.E2E_SKIP_BUILD === '1') return;
  // An ES module of the root scripts; a dynamic import works from Playwright's loader and from tsx.
  const apps: typeof import('../../scripts/apps.mjs') = await import(pathToFileURL(path.join(REPO_ROOT, 'scripts', 'apps.mjs')).href);
  apps.buildStaleApps();
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until GET `readyPath` (the manifest) answers 200, or the child exits, or the time is up. */
async function waitUntilReady(url: string, child: ChildProcess, output: () => string, readyPath = '/portal-manifest.json'): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`e2e: the portal exited with code ${child.exitCode} before it was ready:\n${output()}`);
    try {
      const response = await fetch(`${url}${readyPath}`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(POLL_INTERVAL_MS);
  }
  throw new Error(`e2e: the portal did not answer ${readyPath} within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
}

function killAndWait(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * The demo tenant's hash single-sign-on secret for this run (deploy/lms DEMO_SSO_HASH_SECRET): random
 * per run unless given, kept in this process's environment so the test workers (which inherit it)
 * can sign payloads the portal's LMS accepts.
 */
export function demoSsoHashSecret(): string {
  const secret = process.env.DEMO_SSO_HASH_SECRET || randomBytes(32).toString('hex');
  process.env.DEMO_SSO_HASH_SECRET = secret;
  return secret;
}

export interface StartOptions {
  /** Lines of the gateway's output; by default kept and shown only when start-up fails. */
  onOutput?: (chunk: string) => void;
  /** Runs on the fresh folders before the gateway starts (the benchmark seeds the `big` tenant there). */
  beforeStart?: (dirs: { dataDir: string; releasesDir: string }) => Promise<void>;
  /** More environment for the gateway (the API benchmark's DATABASE_URL, REDIS_URL, WEB_CONCURRENCY). */
  env?: Record<string, string>;
  /** The gateway and its LMS without publishing the apps (the record-store bench needs no build); ready once /_api answers. */
  apiOnly?: boolean;
}

export async function startFreshPortal(options: StartOptions = {}): Promise<RunningPortal> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-data-'));
  const releasesDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-releases-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const removeDirs = () => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(releasesDir, { recursive: true, force: true });
  };
  if (options.beforeStart) {
    try {
      await options.beforeStart({ dataDir, releasesDir });
    } catch (error) {
      removeDirs();
      throw error;
    }
  }

  const script = options.apiOnly ? path.join(REPO_ROOT, 'deploy', 'gateway', 'src', 'server.ts') : path.join(REPO_ROOT, 'scripts', 'portal.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RELEASES_DIR: releasesDir,
      LMS_MODE: 'demo',
      DEFAULT_TENANT: 'demo',
      DEMO_SSO_HASH_SECRET: demoSsoHashSecret(),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    output = (output + text).slice(-20_000);
    options.onOutput?.(text);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  let inUse = false;
  // A portal that dies while tests use it leaves them only "connection refused": say why, once.
  child.once('exit', (code, signal) => {
    if (inUse) console.error(`e2e: the portal on ${url} exited (code ${code}, signal ${signal}) while in use; its last output:\n${output.slice(-5_000)}`);
  });

  try {
    await waitUntilReady(url, child, () => output, options.apiOnly ? '/_api/reach/demo/api/v3/endpoint/config' : undefined);
  } catch (error) {
    await killAndWait(child);
    removeDirs();
    throw error;
  }
  inUse = true;
  return {
    url,
    port,
    dataDir,
    releasesDir,
    async stop() {
      inUse = false;
      await killAndWait(child);
      removeDirs();
    },
  };
}
