import { EnvError, readEnv, type GatewayEnv } from './env';
import { startPortal } from './start-portal';

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

  const portal = await startPortal({
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
    logger: { level: env.logLevel },
    publish: options.publish,
  });

  for (const release of portal.published) {
    const what = release.created ? 'published' : 'already published';
    console.log(`${release.id} ${release.version}: ${what}${release.activated ? `, now live for ${release.id === 'shell' ? 'every tenant' : env.defaultTenant}` : ''}`);
    if (release.refused) console.warn(`  not made live, the release check refused it:\n${release.refused.map((reason) => `    - ${reason}`).join('\n')}`);
  }
  console.log(`\nLearner Portal: ${portal.url}   (data: ${env.databaseUrl ? 'Postgres' : env.dataDir}, releases: ${env.releasesDir})`);
  if (!env.lmsUrl && env.lmsMode === 'demo') {
    const { DEMO_PASSWORD } = await import('@portal/lms');
    console.log(`Demo accounts (listed in deploy/lms/README.md) use the password ${DEMO_PASSWORD}.`);
    console.log(`Codes sent by e-mail or SMS: ${portal.url}/_api/_dev/outbox?to=<username>`);
    console.warn(demoModeWarning(env));
  }
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
