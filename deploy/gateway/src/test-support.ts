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
  await activate('demo', 'access', '1.0.0', store);
  await activate('demo', 'dashboard', '2.0.0', store);
  await activate('acme', 'access', '1.0.0', store);
  if (options.withShell !== false) {
    await publish(await writeFakeApp(join(root, 'shell')), store, { version: '1.0.0-shell' });
    await activateShell('1.0.0-shell', store);
  }
  return { root, store, remove: () => fs.rm(root, { recursive: true, force: true }) };
}
