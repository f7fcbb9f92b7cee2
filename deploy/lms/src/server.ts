import { demoExposureProblem, readLmsEnv } from './plugins/external/env';
import { startLms } from './start';

/** `npm start`: the standalone LMS on PORT (default 8081), paths under /_api as behind the gateway. */
async function main(): Promise<void> {
  const env = readLmsEnv();
  const exposure = demoExposureProblem(env);
  if (exposure) throw new Error(exposure);
  const lms = await startLms({ ...env, logger: { level: env.logLevel } });
  if (env.mode === 'demo') {
    lms.app.log.warn('!!! DEMO MODE: accounts with a published password and an outbox of every e-mail and SMS code (loopback clients only). Set LMS_MODE=production for real use.');
  }
  lms.app.log.info(`LMS (${env.mode}) at ${lms.url}/_api on ${env.databaseUrl ? 'Postgres' : `PGlite in ${env.dataDir ?? 'the default data directory'}`}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      lms.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
