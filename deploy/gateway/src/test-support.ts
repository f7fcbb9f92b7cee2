import { spawnSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publish, activate, activateShell, writeFakeApp } from '@portal/release';

/** A temporary release store with a shell and two remotes, as `npm start` would leave it. */
export async function makeStore(options: { withShell?: boolean } = {}): Promise<{ root: string; store: string; remove: () => Promise<void> }> {
  const root = await fs.mkdtemp(join(tmpdir(), 'gateway-'));
  const store = join(root, 'store');
  const big = `/* ${'padding '.repeat(300)} */`;
  await publish(await writeFakeApp(join(root, 'access'), { id: 'access', mounts: ['/access', '/signin'], files: { 'big.0123abcd.js': big } }), store);
  await publish(await writeFakeApp(join(root, 'dashboard'), { id: 'dashboard', version: '2.0.0' }), store);
  await activate('demo', 'access', '1.0.0', store, { create: true });
  await activate('demo', 'dashboard', '2.0.0', store);
  await activate('acme', 'access', '1.0.0', store, { create: true });
  if (options.withShell !== false) {
    await publish(await writeFakeApp(join(root, 'shell')), store, { version: '1.0.0-shell' });
    await activateShell('1.0.0-shell', store);
  }
  return { root, store, remove: () => fs.rm(root, { recursive: true, force: true }) };
}

/** The machine's Redis (CI and the developer machines run one). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Asked once, synchronously, so tests that need Redis are reported as skipped (not as passed) without
 * it; CI must run them for real, so there a missing Redis fails the file.
 */
export function redisAnswers(what: string): boolean {
  const { port, hostname } = new URL(TEST_REDIS_URL);
  const probe = `const s=require('net').connect(${Number(port || 6379)},'${hostname}',()=>s.write('PING\\r\\n'));s.setTimeout(1000,()=>process.exit(1));s.on('error',()=>process.exit(1));s.on('data',d=>process.exit(String(d).startsWith('+PONG')?0:1));`;
  const available = spawnSync(process.execPath, ['-e', probe], { timeout: 3000 }).status === 0;
  if (!available) {
    if (process.env.CI) throw new Error(`No Redis answers at ${TEST_REDIS_URL}, and CI must test ${what} for real.`);
    console.warn(`SKIPPED: no Redis answers at ${TEST_REDIS_URL}; ${what} does not run.`);
  }
  return available;
}
