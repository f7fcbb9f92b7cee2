import { promises as fs } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFakeApp } from './fake-app';
import { publishAndActivate } from './publish-and-activate';
import { activateShell, currentShell } from './shell';
import { activate, rollback, tenantStatus } from './tenants';

let root: string;
let store: string;
let app: string;
beforeEach(async () => {
  root = await fs.mkdtemp(join(tmpdir(), 'release-'));
  store = join(root, 'store');
  app = await writeFakeApp(join(root, 'mf-access'), { id: 'access' });
});
afterEach(() => fs.rm(root, { recursive: true, force: true }));

const rebuild = (text: string) => writeFakeApp(app, { id: 'access', files: { 'remoteEntry.js': text } });
const activeVersion = async () => (await tenantStatus('demo', store)).remotes.access?.version;

it('publishes as <version>-<8 hex> and activates it for a tenant without state', async () => {
  const result = await publishAndActivate(app, 'demo', store);

  expect(result.version).toMatch(/^1\.0\.0-[0-9a-f]{8}$/);
  expect(result).toMatchObject({ created: true, activated: true });
  expect(await activeVersion()).toBe(result.version);
});

it('does nothing for a build already published and active', async () => {
  await publishAndActivate(app, 'demo', store);

  expect(await publishAndActivate(app, 'demo', store)).toMatchObject({ created: false, activated: false });
});

it('moves a tenant on the previous automatic version to a new build', async () => {
  const first = await publishAndActivate(app, 'demo', store);
  await rebuild('rebuilt');

  const second = await publishAndActivate(app, 'demo', store);

  expect(second.version).not.toBe(first.version);
  expect(second.activated).toBe(true);
  expect(await activeVersion()).toBe(second.version);
});

it('keeps a version a release manager chose', async () => {
  const first = await publishAndActivate(app, 'demo', store);
  await rebuild('second');
  const second = await publishAndActivate(app, 'demo', store);
  await rollback('demo', 'access', store);
  await rebuild('third');

  expect(await publishAndActivate(app, 'demo', store)).toMatchObject({ created: true, activated: false });
  expect(await activeVersion()).toBe(first.version);

  await activate('demo', 'access', second.version, store);
  await rebuild('fourth');
  await publishAndActivate(app, 'demo', store);
  expect(await activeVersion()).toBe(second.version);
});

it('points the shell at a new automatic build unless one was chosen by hand', async () => {
  const shell = await writeFakeApp(join(root, 'shell'));
  const first = await publishAndActivate(shell, 'demo', store);
  expect((await currentShell(store))?.version).toBe(first.version);

  await writeFakeApp(shell, { files: { 'index.html': '<!doctype html><title>2</title>' } });
  const second = await publishAndActivate(shell, 'demo', store);
  expect((await currentShell(store))?.version).toBe(second.version);

  await activateShell(first.version, store);
  await writeFakeApp(shell, { files: { 'index.html': '<!doctype html><title>3</title>' } });
  await publishAndActivate(shell, 'demo', store);
  expect((await currentShell(store))?.version).toBe(first.version);
});
