#!/usr/bin/env node
/**
 * `npm start`: builds the apps that are not built or are older than their sources, publishes them
 * to the release store, and serves the portal with the reference LMS in the same process.
 *
 *   PORT (8080)  HOST (127.0.0.1)  DATA_DIR (~/.learner-portal/data)  RELEASES_DIR  LMS_URL  REDIS_URL
 */
import { buildStaleApps } from './apps.mjs';
import { runPortal } from './run-portal.mjs';

try {
  buildStaleApps();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
process.exitCode = await runPortal(process.env);
