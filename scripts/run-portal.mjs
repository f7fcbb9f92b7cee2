import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './apps.mjs';

/**
 * Runs scripts/portal.ts in a child Node with tsx (the workspace packages are TypeScript source)
 * and mirrors its exit. Ctrl-C reaches the child directly (same process group); the parent only
 * waits, and passes on a SIGTERM sent to it alone.
 */
export function runPortal(env) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'portal.ts')], { cwd: ROOT, env, stdio: 'inherit' });
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
