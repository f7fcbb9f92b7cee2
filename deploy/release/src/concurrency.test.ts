import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { writeFakeApp } from './fake-app';
import { publish } from './releases';
import { activateShell, currentShell } from './shell';
import { activate, disable, enable, tenantStatus } from './tenants';

const run = promisify(execFile);
const CLI = join(__dirname, 'cli.ts');
const AT_ONCE = join(__dirname, 'race-runner.fixture.ts');

let root: string;
let store: string;
const REMOTES = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6'];
beforeEach(async () => {
  root = await fs.mkdtemp(join(tmpdir(), 'release-race-'));
  store = join(root, 'store');
  for (const id of REMOTES) {
    for (const version of ['1.0.0', '2.0.0']) await publish(await writeFakeApp(join(root, `${id}-${version}`), { id, version }), store);
  }
  await activate('demo', 'r1', '1.0.0', store, { create: true });
});
afterEach(() => fs.rm(root, { recursive: true, force: true }));

/** The release command as a release manager types it, in a process of its own. */
const command = (...args: string[]) => run(process.execPath, ['--import', 'tsx', CLI, ...args, '--store', store], { cwd: join(__dirname, '..') });

describe('concurrent release commands are serialised: each applies, none is lost', () => {
  it('many changes of one tenant at once in one process', async () => {
    // r2 starts disabled, so enabling it and disabling r1 are real changes whichever runs first.
    await activate('demo', 'r2', '1.0.0', store);
    await disable('demo', 'r2', store);
    await Promise.all([
      ...REMOTES.slice(2).map((id) => activate('demo', id, '1.0.0', store)),
      activate('demo', 'r1', '2.0.0', store),
      disable('demo', 'r1', store),
      enable('demo', 'r2', store),
    ]);
    const state = await tenantStatus('demo', store);
    expect(Object.keys(state.remotes).sort()).toEqual(REMOTES);
    expect(state.remotes.r1).toEqual({ version: '2.0.0', enabled: false });
    expect(state.remotes.r2).toEqual({ version: '1.0.0', enabled: true });
    expect(
      state.history
        .filter((entry) => entry.action === 'activate')
        .map((entry) => `${entry.id}@${entry.to}`)
        .sort(),
    ).toEqual(['r1@1.0.0', 'r1@2.0.0', ...REMOTES.slice(1).map((id) => `${id}@1.0.0`)].sort());
    expect(
      state.history
        .filter((entry) => entry.action !== 'activate')
        .map((entry) => `${entry.action} ${entry.id}`)
        .sort(),
    ).toEqual(['disable r1', 'disable r2', 'enable r2']);
  });

  it('activations started together as separate processes all land in the state and the history', async () => {
    const outputs = await Promise.all(REMOTES.slice(1).map((id) => command('activate', 'demo', id, '2.0.0')));
    for (const [index, id] of REMOTES.slice(1).entries()) expect(outputs[index]?.stdout).toContain(`activate ${id} - -> 2.0.0`);

    const state = await tenantStatus('demo', store);
    for (const id of REMOTES.slice(1)) expect(state.remotes[id]).toEqual({ version: '2.0.0', enabled: true });
    expect(state.history.map((entry) => `${entry.id}@${entry.to}`).sort()).toEqual(['r1@1.0.0', ...REMOTES.slice(1).map((id) => `${id}@2.0.0`)].sort());
  }, 60_000);

  it('commands in separate processes changing the store at the same moment all land, round after round', async () => {
    for (const [round, version] of ['2.0.0', '1.0.0'].entries()) {
      // Far enough ahead for every process to have started.
      const startAt = String(Date.now() + 4_000);
      const commands = REMOTES.map((id) =>
        run(process.execPath, ['--import', 'tsx', AT_ONCE, 'activate', 'demo', id, version], {
          cwd: join(__dirname, '..'),
          env: { ...process.env, START_AT: startAt, RELEASES_DIR: store },
        }),
      );
      await Promise.all(commands);
      const state = await tenantStatus('demo', store);
      for (const id of REMOTES) expect(state.remotes[id]?.version).toBe(version);
      // Every activation is in the history: the tenant's creation, then all of each round.
      expect(state.history).toHaveLength(1 + REMOTES.length * (round + 1));
    }
  }, 90_000);

  it('shell activations at once each land in the shell history', async () => {
    for (const version of ['1.0.0', '1.1.0', '1.2.0', '1.3.0']) await publish(await writeFakeApp(join(root, `shell-${version}`), { version }), store);
    await activateShell('1.0.0', store);
    await Promise.all(['1.1.0', '1.2.0', '1.3.0'].map((version) => activateShell(version, store)));
    const history = (await currentShell(store))!.history;
    expect(history.map((entry) => entry.to).sort()).toEqual(['1.0.0', '1.1.0', '1.2.0', '1.3.0']);
    // Each change started from what the one before it wrote.
    for (const [index, entry] of history.entries()) expect(entry.from).toBe(index === 0 ? null : history[index - 1]!.to);
  });
});
