import { promises as fs } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCommand } from './commands';
import { FAKE_BUILT_AGAINST, writeFakeApp } from './fake-app';
import { publishAndActivateAll } from './publish-and-activate';
import { publish } from './releases';
import { activateShell, currentShell } from './shell';
import { activate, tenantStatus } from './tenants';

let root: string;
let store: string;
beforeEach(async () => {
  root = await fs.mkdtemp(join(tmpdir(), 'release-checks-'));
  store = join(root, 'store');
});
afterEach(() => fs.rm(root, { recursive: true, force: true }));

/** Built against React 19 and a newer contract: does not fit the fake shell (React 18, contract 1.0.0). */
const REACT_19 = { shared: { react: { version: '19.1.0', requiredVersion: '^19.1.0' } }, remoteContract: '1.0.0' };

async function publishRemote(version: string, builtAgainst: typeof FAKE_BUILT_AGAINST | null = FAKE_BUILT_AGAINST) {
  await publish(await writeFakeApp(join(root, `dashboard-${version}`), { id: 'dashboard', version, builtAgainst }), store);
}
async function publishShell(version: string, builtAgainst: typeof FAKE_BUILT_AGAINST = FAKE_BUILT_AGAINST) {
  await publish(await writeFakeApp(join(root, `shell-${version}`), { version, builtAgainst }), store);
}

/** Shell 1.0.0 running, and tenant acme on dashboard 1.0.0 (both fit). */
async function runningShellAndDashboard() {
  await publishShell('1.0.0');
  await activateShell('1.0.0', store);
  await publishRemote('1.0.0');
  await activate('acme', 'dashboard', '1.0.0', store, { create: true });
}

describe('activate runs the release check against the running shell', () => {
  beforeEach(runningShellAndDashboard);

  it('refuses an incompatible build and says exactly why; the tenant keeps its version', async () => {
    await publishRemote('2.0.0', REACT_19);
    await expect(activate('acme', 'dashboard', '2.0.0', store)).rejects.toThrow(
      'Refused: dashboard 2.0.0 is incompatible with the shell it would run in:\n  - dashboard 2.0.0 needs react ^19.1.0; shell 1.0.0 provides 18.3.1\nUse --force',
    );
    expect((await tenantStatus('acme', store)).remotes.dashboard?.version).toBe('1.0.0');
  });

  it('refuses a build published without a record', async () => {
    await publishRemote('0.9.0', null);
    await expect(activate('acme', 'dashboard', '0.9.0', store)).rejects.toThrow(/has no record of what it was built against/);
  });

  it('--force activates it and the history keeps that it was forced, and why', async () => {
    await publishRemote('2.0.0', REACT_19);
    const output = await runCommand(['activate', 'acme', 'dashboard', '2.0.0', '--force'], { store, cwd: root });
    expect(output).toContain('activate dashboard 1.0.0 -> 2.0.0 (forced)');
    const entry = (await tenantStatus('acme', store)).history.at(-1);
    expect(entry).toMatchObject({ action: 'activate', to: '2.0.0', forced: true, reasons: ['dashboard 2.0.0 needs react ^19.1.0; shell 1.0.0 provides 18.3.1'] });
  });

  it('rollback to a version that does not fit the shell running now is refused too, unless forced', async () => {
    await publishRemote('2.0.0', REACT_19);
    await activate('acme', 'dashboard', '2.0.0', store, { force: true });
    await publishShell('2.0.0', { ...FAKE_BUILT_AGAINST, shared: { ...FAKE_BUILT_AGAINST.shared, react: { version: '19.1.0', requiredVersion: '^19.1.0' } } });
    await activateShell('2.0.0', store, { force: true });
    await expect(runCommand(['rollback', 'acme', 'dashboard'], { store, cwd: root })).rejects.toThrow(/^Refused: dashboard 1.0.0 is incompatible/);
    expect(await runCommand(['rollback', 'acme', 'dashboard', '--force'], { store, cwd: root })).toContain('rollback dashboard 2.0.0 -> 1.0.0 (forced)');
  });

  it('shell activation checks every remote every tenant runs', async () => {
    await publishShell('2.0.0', { ...FAKE_BUILT_AGAINST, shared: { ...FAKE_BUILT_AGAINST.shared, react: { version: '19.1.0', requiredVersion: '^19.1.0' } } });
    await expect(runCommand(['shell-activate', '2.0.0'], { store, cwd: root })).rejects.toThrow(
      'Refused: shell 2.0.0 is incompatible with the remotes the tenants run:\n  - tenant acme: dashboard 1.0.0 needs react ^18.3.1; shell 2.0.0 provides 19.1.0',
    );
    expect((await currentShell(store))?.version).toBe('1.0.0');
    expect(await runCommand(['shell-activate', '2.0.0', '--force'], { store, cwd: root })).toBe('shell 2.0.0');
    expect((await currentShell(store))?.history.at(-1)).toMatchObject({ forced: true });
  });
});

describe("npm start's automatic activation (publishAndActivateAll)", () => {
  const app = (name: string, options: Parameters<typeof writeFakeApp>[1]) => writeFakeApp(join(root, name), options);

  it('makes a shell and remotes built together live when they fit each other, even if they would not fit the builds they replace', async () => {
    await publishAndActivateAll([await app('shell', {}), await app('dashboard', { id: 'dashboard' })], 'demo', store);
    const results = await publishAndActivateAll(
      [await app('shell', { builtAgainst: REACT_19 }), await app('dashboard', { id: 'dashboard', builtAgainst: REACT_19 })],
      'demo',
      store,
    );
    expect(results.map((result) => [result.id, result.activated, result.refused])).toEqual([
      ['shell', true, undefined],
      ['dashboard', true, undefined],
    ]);
  });

  it('publishes but keeps out a remote that does not fit the shell, and says why', async () => {
    await publishAndActivateAll([await app('shell', {}), await app('dashboard', { id: 'dashboard' })], 'demo', store);
    const before = (await tenantStatus('demo', store)).remotes.dashboard?.version;
    const [result] = await publishAndActivateAll([await app('dashboard', { id: 'dashboard', builtAgainst: REACT_19 })], 'demo', store);
    expect(result).toMatchObject({ created: true, activated: false, refused: [expect.stringContaining('needs react ^19.1.0')] });
    expect((await tenantStatus('demo', store)).remotes.dashboard?.version).toBe(before);
  });

  it('keeps out a new shell that cannot host what the tenant runs', async () => {
    await publishAndActivateAll([await app('shell', {}), await app('dashboard', { id: 'dashboard' })], 'demo', store);
    const before = (await currentShell(store))?.version;
    const [result] = await publishAndActivateAll([await app('shell', { builtAgainst: REACT_19 })], 'demo', store);
    expect(result).toMatchObject({ activated: false, refused: expect.arrayContaining([expect.stringContaining('tenant demo: dashboard')]) });
    expect((await currentShell(store))?.version).toBe(before);
  });
});

describe('the check reads the published files that run', () => {
  beforeEach(runningShellAndDashboard);

  it('refuses a build whose mf-manifest.json and remoteEntry.js require React 19 while its portal-build.json says 18', async () => {
    const files = {
      'mf-manifest.json': JSON.stringify({
        id: 'mf_dashboard',
        name: 'mf_dashboard',
        exposes: [{ path: './app' }],
        shared: [{ name: 'react', version: '19.1.0', requiredVersion: '^19.1.0' }],
      }),
      'remoteEntry.js':
        'var mf_dashboard;(()=>{var c={};c.consumes={1:{fallback:()=>c.e(1).then(()=>()=>c(2)),shareScope:["default"],singleton:!0,requiredVersion:"^19.1.0",strictVersion:!1,eager:!1,layer:void 0,shareKey:"react"}}})();',
    };
    await publish(await writeFakeApp(join(root, 'dashboard-2.0.0'), { id: 'dashboard', version: '2.0.0', files }), store);
    await expect(activate('acme', 'dashboard', '2.0.0', store)).rejects.toThrow(
      'dashboard 2.0.0 needs react ^19.1.0 (its mf-manifest.json and remoteEntry.js; portal-build.json says ^18.3.1); shell 1.0.0 provides 18.3.1',
    );
    expect((await tenantStatus('acme', store)).remotes.dashboard?.version).toBe('1.0.0');
  });
});
