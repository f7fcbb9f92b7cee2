import { PortalManifestSchema } from '@portal/contracts';
import { promises as fs } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { writeFakeApp } from './fake-app';
import { manifestFor } from './manifest';
import { publish } from './releases';
import { UnknownTenantError } from './store-layout';
import { activate } from './tenants';

let root: string;
let store: string;
beforeEach(async () => {
  root = await fs.mkdtemp(join(tmpdir(), 'release-'));
  store = join(root, 'store');
});
afterEach(() => fs.rm(root, { recursive: true, force: true }));

it('lists the tenant’s remotes with entry, federation name and mounts, valid against PortalManifestSchema', async () => {
  await publish(await writeFakeApp(join(root, 'a'), { id: 'access', mounts: ['/access', '/signin'] }), store);
  await publish(await writeFakeApp(join(root, 'd'), { id: 'dashboard', version: '2.0.0', federationName: 'mf_dash' }), store, {
    version: '2.0.0-1a2b3c4d',
  });
  await activate('demo', 'dashboard', '2.0.0-1a2b3c4d', store, { create: true });
  await activate('demo', 'access', '1.0.0', store);

  const manifest = await manifestFor('demo', store);

  expect(v.safeParse(PortalManifestSchema, manifest).success).toBe(true);
  expect(manifest).toEqual({
    tenant: 'demo',
    remotes: [
      { id: 'access', name: 'mf_access', version: '1.0.0', entry: '/remotes/access/1.0.0/mf-manifest.json', mounts: ['/access', '/signin'], enabled: true },
      {
        id: 'dashboard',
        name: 'mf_dash',
        version: '2.0.0-1a2b3c4d',
        entry: '/remotes/dashboard/2.0.0-1a2b3c4d/mf-manifest.json',
        mounts: ['/dashboard'],
        enabled: true,
      },
    ],
  });
});

it('refuses a tenant without a file instead of answering an empty manifest', async () => {
  await expect(manifestFor('nobody', store)).rejects.toThrow(new UnknownTenantError('nobody'));
});

it('refuses at publish a federation name the shell could not register', async () => {
  const app = await writeFakeApp(join(root, 'a'), { id: 'access', federationName: 'mf-access' });

  await expect(publish(app, store)).rejects.toThrow('@portal/mf-access: federation name "mf-access" must be lower-case letters, digits and _');
});
