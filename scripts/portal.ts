/**
 * Run by start.mjs (and e2e/support/portal.ts) under tsx, once the apps are built: publishes every
 * app of apps.mjs to the release store (activating new builds for the default tenant) and serves
 * the portal. Settings come from the environment (deploy/gateway/README.md).
 */
import { runServer } from '@portal/gateway';
import { APPS, appDir } from './apps.mjs';

runServer({ publish: APPS.map(appDir) }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
