import { promises as fs } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFakeApp } from './fake-app';
import { manifestFor } from './manifest';
import { publish } from './releases';
import { activate, disable, enable, knownTenants, rollback, tenantStatus } from './tenants';

let root: string;
let store: string;
async function publishVersion(id: string, version: string) {
  await writeFakeApp(join(root, id), { id, version, files: { 'remoteEntry.js': `${id}@${version}` } });
  await publish(join(root, id), store);
}
beforeEach(async () => {
  root = await fs.mkdtemp(join(tmpdir(), 'release-'));
  store = join(root, 'store');
  for (const version of ['1.0.0', '1.1.0', '1.2.0']) await publishVersion('access', version);
  for (const version of ['2.0.0', '2.1.0']) await publishVersion('dashboard', version);
});
afterEach(() => fs.rm(root, { recursive: true, force: true }));

it('activate --create points a new tenant at a published version and creates the tenant', async () => {
  await activate('acme', 'access', '1.0.0', store, { create: true });

  const state = await tenantStatus('acme', store);
  expect(state.remotes).toEqual({ access: { version: '1.0.0', enabled: true } });
  expect(state.history).toEqual([expect.objectContaining({ id: 'access', action: 'activate', from: null, to: '1.0.0' })]);
  expect(await knownTenants(store)).toEqual(['acme']);
});

it('activate refuses a version that was never published', async () => {
  await expect(activate('acme', 'access', '9.9.9', store, { create: true })).rejects.toThrow('access 9.9.9 is not published');
});

it('rollback of one remote goes back one version and leaves the other remotes unchanged', async () => {
  await activate('acme', 'access', '1.0.0', store, { create: true });
  await activate('acme', 'dashboard', '2.0.0', store);
  await activate('acme', 'access', '1.1.0', store);
  await activate('acme', 'dashboard', '2.1.0', store);
  await activate('acme', 'access', '1.2.0', store);

  await rollback('acme', 'access', store);
  expect((await tenantStatus('acme', store)).remotes).toEqual({
    access: { version: '1.1.0', enabled: true },
    dashboard: { version: '2.1.0', enabled: true },
  });

  // A second rollback walks further back rather than undoing the first.
  await rollback('acme', 'access', store);
  expect((await tenantStatus('acme', store)).remotes.access?.version).toBe('1.0.0');
  expect((await tenantStatus('acme', store)).remotes.dashboard?.version).toBe('2.1.0');
  await expect(rollback('acme', 'access', store)).rejects.toThrow('Tenant "acme" has no version of access before 1.0.0');
});

it('rollback touches only the named tenant', async () => {
  await activate('acme', 'access', '1.0.0', store, { create: true });
  await activate('acme', 'access', '1.1.0', store);
  await activate('demo', 'access', '1.1.0', store, { create: true });

  await rollback('acme', 'access', store);

  expect((await tenantStatus('demo', store)).remotes.access?.version).toBe('1.1.0');
});

it('disable removes the remote from the manifest; enable brings it back', async () => {
  await activate('acme', 'access', '1.0.0', store, { create: true });
  await activate('acme', 'dashboard', '2.0.0', store);

  await disable('acme', 'dashboard', store);
  expect((await manifestFor('acme', store)).remotes.map((r) => r.id)).toEqual(['access']);

  await enable('acme', 'dashboard', store);
  expect((await manifestFor('acme', store)).remotes.map((r) => r.id)).toEqual(['access', 'dashboard']);
});

it('a disabled remote stays disabled across activate and rollback', async () => {
  await activate('acme', 'access', '1.0.0', store, { create: true });
  await disable('acme', 'access', store);
  await activate('acme', 'access', '1.1.0', store);
  await rollback('acme', 'access', store);

  expect((await tenantStatus('acme', store)).remotes.access).toEqual({ version: '1.0.0', enabled: false });
});

it('enable, disable and rollback name the tenant or remote that does not exist', async () => {
  await expect(rollback('nobody', 'access', store)).rejects.toThrow('Unknown tenant "nobody"');
  await activate('acme', 'access', '1.0.0', store, { create: true });
  await expect(disable('acme', 'catalogue', store)).rejects.toThrow('Tenant "acme" has no remote "catalogue"');
});
