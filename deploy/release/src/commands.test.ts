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

  await run('activate', 'demo', 'access', '1.0.0-abc');
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
