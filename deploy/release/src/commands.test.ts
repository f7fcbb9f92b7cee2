import { promises as fs } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCommand, USAGE } from './commands';
import { writeFakeApp } from './fake-app';

let root: string;
let run: (...argv: string[]) => Promise<string>;
beforeEach(async () => {
  root = await fs.mkdtemp(join(tmpdir(), 'release-'));
  run = (...argv) => runCommand(argv, { store: join(root, 'store'), cwd: root });
  await writeFakeApp(join(root, 'mf-access'), { id: 'access' });
});
afterEach(() => fs.rm(root, { recursive: true, force: true }));

it('publishes an app folder relative to where the command was typed, then activates and reports status', async () => {
  expect(await run('publish', 'mf-access', '--version', '1.0.0-abc')).toBe(`published access 1.0.0-abc at ${join(root, 'store/remotes/access/1.0.0-abc')}`);
  expect(await run('publish', 'mf-access', '--version', '1.0.0-abc')).toMatch(/^already published access 1.0.0-abc/);

  await run('activate', 'demo', 'access', '1.0.0-abc', '--create');
  await run('disable', 'demo', 'access');

  expect(await run('status', 'demo')).toMatch(/^tenant demo\n {2}access +1\.0\.0-abc +disabled\n/);
  expect(JSON.parse(await run('manifest', 'demo'))).toEqual({ tenant: 'demo', remotes: [] });
  expect(await run('list', 'access')).toMatch(/^1\.0\.0-abc /);
});

it('explains a wrong command with the usage', async () => {
  await expect(run('deploy', 'demo')).rejects.toThrow(`Unknown command "deploy"\n\n${USAGE}`);
  await expect(run('rollback', 'demo')).rejects.toThrow('"rollback" takes 2 argument(s)');
  expect(await run()).toBe(USAGE);
});

it('refuses a tenant that does not exist, naming the known ones, and makes one only with --create', async () => {
  await run('publish', 'mf-access', '--version', '1.0.0-abc');
  await run('activate', 'demo', 'access', '1.0.0-abc', '--create');

  await expect(run('activate', 'demoo', 'access', '1.0.0-abc')).rejects.toThrow('Unknown tenant "demoo" (known: demo)');
  for (const command of [
    ['disable', 'demoo', 'access'],
    ['enable', 'demoo', 'access'],
    ['rollback', 'demoo', 'access'],
    ['promote', 'demoo', 'access'],
    ['status', 'demoo'],
    ['manifest', 'demoo'],
    ['preview', 'demoo', 'access', '1.0.0-abc'],
    ['stage', 'demoo', 'access', '1.0.0-abc', '--percent', '5'],
  ]) {
    await expect(run(...command)).rejects.toThrow('Unknown tenant "demoo"');
  }
  expect(await run('tenants')).toBe('demo');

  expect(await run('activate', 'acme', 'access', '1.0.0-abc', '--create')).toMatch(/^tenant acme\n/);
  expect(await run('tenants')).toBe('acme\ndemo');
});
