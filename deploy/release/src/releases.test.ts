import { promises as fs } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFakeApp } from './fake-app';
import { contentVersion, listReleases, publish, readRemoteRelease } from './releases';

let root: string;
let store: string;
beforeEach(async () => {
  root = await fs.mkdtemp(join(tmpdir(), 'release-'));
  store = join(root, 'store');
});
afterEach(() => fs.rm(root, { recursive: true, force: true }));

describe('publish', () => {
  it('copies a remote build under remotes/<id>/<version> with what the manifest needs', async () => {
    const app = await writeFakeApp(join(root, 'mf-access'), { id: 'access', mounts: ['/access', '/signin'] });

    const result = await publish(app, store);

    expect(result).toEqual({ kind: 'remote', id: 'access', version: '1.0.0', dir: join(store, 'remotes', 'access', '1.0.0'), created: true });
    expect(await fs.readFile(join(result.dir, 'remoteEntry.js'), 'utf8')).toBe('/* mf_access */ var mf_access = {};');
    expect(await readRemoteRelease(store, 'access', '1.0.0')).toMatchObject({
      federationName: 'mf_access',
      mounts: ['/access', '/signin'],
      packageName: '@portal/mf-access',
    });
  });

  it('is a no-op for the same content under the same version', async () => {
    const app = await writeFakeApp(join(root, 'mf-access'), { id: 'access' });
    await publish(app, store);

    await expect(publish(app, store)).resolves.toMatchObject({ created: false, version: '1.0.0' });
  });

  it('refuses the same version with different content and leaves the published files alone', async () => {
    const app = await writeFakeApp(join(root, 'mf-access'), { id: 'access' });
    await publish(app, store);
    await writeFakeApp(app, { id: 'access', files: { 'remoteEntry.js': 'changed' } });

    await expect(publish(app, store)).rejects.toThrow('access 1.0.0 is already published with different content; publish it under a new version');
    expect(await fs.readFile(join(store, 'remotes/access/1.0.0/remoteEntry.js'), 'utf8')).toBe('/* mf_access */ var mf_access = {};');
  });

  it('takes a version override, and publishes the shell under shell/<version>', async () => {
    const shell = await writeFakeApp(join(root, 'shell'));

    const result = await publish(shell, store, { version: '1.0.0-abc1234' });

    expect(result).toMatchObject({ kind: 'shell', id: 'shell', version: '1.0.0-abc1234', created: true });
    expect(await fs.readFile(join(store, 'shell/1.0.0-abc1234/index.html'), 'utf8')).toContain('<div id="root">');
    expect((await listReleases('shell', store)).map((r) => r.version)).toEqual(['1.0.0-abc1234']);
  });

  it('writes brotli and gzip copies of text files of 1 KB or more only', async () => {
    const shell = await writeFakeApp(join(root, 'shell'));
    const { dir } = await publish(shell, store);

    const files = await fs.readdir(dir);
    expect(files).toEqual(expect.arrayContaining(['main.0123abcd.js.br', 'main.0123abcd.js.gz']));
    expect(files).not.toContain('index.html.br');
  });

  it('rejects a version that is not a safe path segment', async () => {
    const app = await writeFakeApp(join(root, 'mf-access'), { id: 'access' });

    await expect(publish(app, store, { version: '../evil' })).rejects.toThrow('Invalid version "../evil"');
  });

  it('asks for a build when dist/ is missing', async () => {
    const app = await writeFakeApp(join(root, 'mf-access'), { id: 'access' });
    await fs.rm(join(app, 'dist'), { recursive: true });

    await expect(publish(app, store)).rejects.toThrow(`${join(app, 'dist')}/mf-manifest.json is missing or unreadable: build @portal/mf-access first`);
  });
});

it('contentVersion appends 8 hex digits of the content hash', () => {
  expect(contentVersion('1.2.3', 'deadbeefcafe0000')).toBe('1.2.3-deadbeef');
});
