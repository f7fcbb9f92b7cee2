#!/usr/bin/env node
/**
 * A fresh portal for end-to-end tests: new empty DATA_DIR and RELEASES_DIR in the temp folder
 * (unless given), so every run starts from the demo seed. PORT defaults to 8090. Builds what is stale
 * first. Removes the temporary folders when it stops. For Playwright:
 *
 *   webServer: { command: 'node scripts/serve-for-tests.mjs', url: 'http://127.0.0.1:8090', env: { PORT: '8090' } }
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildStaleApps } from './apps.mjs';
import { runPortal } from './run-portal.mjs';

try {
  buildStaleApps();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const scratch = mkdtempSync(join(tmpdir(), 'learner-portal-e2e-'));
const env = {
  ...process.env,
  PORT: process.env.PORT ?? '8090',
  DATA_DIR: process.env.DATA_DIR ?? join(scratch, 'data'),
  RELEASES_DIR: process.env.RELEASES_DIR ?? join(scratch, 'releases'),
  LMS_MODE: 'demo',
};
try {
  process.exitCode = await runPortal(env);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
