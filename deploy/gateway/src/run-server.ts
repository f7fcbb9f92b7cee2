import cluster from 'node:cluster';
import { EnvError, readEnv, type GatewayEnv } from './env';
import type { AutoReleaseResult } from '@portal/release';
import { startPortal, type StartPortalOptions } from './start-portal';

/** Said at every demo start: what demo mode exposes, and how to run for real (docs/SECURITY.md). */
export function demoModeWarning(env: Pick<GatewayEnv, 'host' | 'allowDemoOnPublicAddress'>): string {
  const exposure = env.allowDemoOnPublicAddress ? `on ${env.host}, reachable from the network (ALLOW_DEMO_ON_PUBLIC_ADDRESS=1)` : `on ${env.host} only`;
  return [
    '',
    '!!! DEMO MODE (LMS_MODE=demo) !!!',
    `!!! Accounts with a published password and an outbox of every e-mail and SMS code, ${exposure}.`,
    '!!! Never for real learners: set LMS_MODE=production (docs/SECURITY.md lists what a deployer must set).',
    '',
  ].join('\n');
}

/**
 * Starts the portal from environment variables (see README.md), prints where it is, and stops it
 * cleanly on Ctrl-C or SIGTERM. `publish` lists app folders to publish first (npm start does).
 */
export async function runServer(options: { env?: NodeJS.ProcessEnv; publish?: string[] } = {}): Promise<void> {
  let env: GatewayEnv;
  try {
    env = readEnv(options.env);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }

  const portalOptions: StartPortalOptions = {
    port: env.port,
    host: env.host,
    dataDir: env.dataDir,
    releasesDir: env.releasesDir,
    databaseUrl: env.databaseUrl,
    lmsUrl: env.lmsUrl,
    lmsMode: env.lmsMode,
    defaultTenant: env.defaultTenant,
    redisUrl: env.redisUrl,
    trustProxy: env.trustProxy,
    publicOrigins: env.publicOrigins,
    socketOrigin: env.socketOrigin,
    remotesOrigin: env.remotesOrigin,
    logger: { level: env.logLevel },
    publish: options.publish,
  };
  if (env.workers > 1 && cluster.isPrimary) return runPrimary(env, portalOptions);
  if (cluster.isWorker) return runWorker(portalOptions);

  const portal = await startPortal(portalOptions);
  await printBanner(env, portal.published, portal.url);
  console.log('Ctrl-C stops it.\n');

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the portal…`);
    portal.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** What was published, where the portal answers, and in demo mode how to sign in. */
async function printBanner(env: GatewayEnv, published: AutoReleaseResult[], url: string): Promise<void> {
  for (const release of published) {
    const what = release.created ? 'published' : 'already published';
    console.log(`${release.id} ${release.version}: ${what}${release.activated ? `, now live for ${release.id === 'shell' ? 'every tenant' : env.defaultTenant}` : ''}`);
    if (release.refused) console.warn(`  not made live, the release check refused it:\n${release.refused.map((reason) => `    - ${reason}`).join('\n')}`);
  }
  const workers = env.workers > 1 ? `, ${env.workers} workers` : '';
  console.log(`\nLearner Portal: ${url}   (data: ${env.databaseUrl ? 'Postgres' : env.lmsUrl ? env.lmsUrl : env.dataDir}, releases: ${env.releasesDir}${workers})`);
  if (!env.lmsUrl && env.lmsMode === 'demo') {
    const { DEMO_PASSWORD } = await import('@portal/lms');
    console.log(`Demo accounts (listed in deploy/lms/README.md) use the password ${DEMO_PASSWORD}.`);
    console.log(`Codes sent by e-mail or SMS: ${url}/_api/_dev/outbox?to=<username>`);
    console.warn(demoModeWarning(env));
  }
}

/**
 * node:cluster (WEB_CONCURRENCY > 1): this process publishes the apps, migrates and seeds once, then
 * forks the workers, which share the port and serve from the same Postgres (and Redis for sockets and
 * request limits); a worker that dies is replaced. Every worker is a whole gateway + LMS: no state
 * lives in one (docs/DEPLOYMENT.md).
 */
async function runPrimary(env: GatewayEnv, portalOptions: StartPortalOptions): Promise<void> {
  const prepared = await startPortal({ ...portalOptions, port: 0, host: '127.0.0.1' });
  await prepared.close();
  if (!env.redisUrl) console.warn('WEB_CONCURRENCY without REDIS_URL: each worker has its own sockets and request limits.');

  let stopping = false;
  let ready = 0;
  const fork = () => {
    const worker = cluster.fork();
    worker.on('message', (message: { ready?: string }) => {
      if (message.ready && ++ready === env.workers) void printBanner(env, prepared.published, message.ready).then(() => console.log('Ctrl-C stops it.\n'));
    });
  };
  for (let i = 0; i < env.workers; i += 1) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.warn(`worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
    fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the workers…`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    cluster.disconnect(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** A cluster worker: the primary already published; this one only serves. */
async function runWorker(portalOptions: StartPortalOptions): Promise<void> {
  const portal = await startPortal({ ...portalOptions, publish: [] });
  process.send?.({ ready: portal.url });
  const stop = () =>
    void portal.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  process.once('SIGINT', () => undefined);
  process.once('SIGTERM', stop);
}
