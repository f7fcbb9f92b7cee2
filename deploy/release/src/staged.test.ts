import { promises as fs } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCommand } from './commands';
import { writeFakeApp } from './fake-app';
import { cohortPlace, manifestFor, manifestOf, readTenantReleases } from './manifest';
import { createPreviewToken, readPreviewToken } from './preview';
import { publish } from './releases';
import { activateShell } from './shell';
import { activate, promote, rollback, stage, tenantStatus } from './tenants';

let root: string;
let store: string;
beforeEach(async () => {
  root = await fs.mkdtemp(join(tmpdir(), 'release-staged-'));
  store = join(root, 'store');
  await publish(await writeFakeApp(join(root, 'shell')), store, { version: '1.0.0-shell' });
  await activateShell('1.0.0-shell', store);
  for (const version of ['1.0.0', '2.0.0']) await publish(await writeFakeApp(join(root, `dashboard-${version}`), { id: 'dashboard', version }), store);
  await publish(await writeFakeApp(join(root, 'access'), { id: 'access' }), store);
  for (const tenant of ['acme', 'beta']) {
    await activate(tenant, 'dashboard', '1.0.0', store, { create: true });
    await activate(tenant, 'access', '1.0.0', store);
  }
});
afterEach(() => fs.rm(root, { recursive: true, force: true }));

const dashboardFor = async (tenant: string, userId?: string) => (await manifestFor(tenant, store, { userId })).remotes.find((remote) => remote.id === 'dashboard')?.version;
const users = Array.from({ length: 1000 }, (_, i) => `user-${i}`);
/** Every user's dashboard version, the store read once. */
const dashboardsFor = async (tenant: string) => {
  const releases = await readTenantReleases(tenant, store);
  return users.map((userId) => manifestOf(releases, { userId }).remotes.find((remote) => remote.id === 'dashboard')?.version);
};

describe('a staged release', () => {
  it('a listed cohort sees the version; the rest of the tenant, another tenant and the other remotes do not', async () => {
    await stage('acme', 'dashboard', '2.0.0', { users: ['u-1', 'u-2'] }, store);

    expect(await dashboardFor('acme', 'u-1')).toBe('2.0.0');
    expect(await dashboardFor('acme', 'u-2')).toBe('2.0.0');
    expect(await dashboardFor('acme', 'u-3')).toBe('1.0.0');
    expect(await dashboardFor('acme')).toBe('1.0.0');
    expect(await dashboardFor('beta', 'u-1')).toBe('1.0.0');
    expect((await manifestFor('acme', store, { userId: 'u-1' })).remotes.find((remote) => remote.id === 'access')?.version).toBe('1.0.0');
  });

  it('a percentage of the users, the same users on every load, and raising it keeps everyone already in', async () => {
    await stage('acme', 'dashboard', '2.0.0', { percent: 10 }, store);
    const firstIn = await dashboardsFor('acme');
    const share = firstIn.filter((version) => version === '2.0.0').length / users.length;
    expect(share).toBeGreaterThan(0.07);
    expect(share).toBeLessThan(0.13);
    expect(await dashboardsFor('acme')).toEqual(firstIn);

    await stage('acme', 'dashboard', '2.0.0', { percent: 50 }, store);
    const later = await dashboardsFor('acme');
    firstIn.forEach((version, i) => version === '2.0.0' && expect(later[i]).toBe('2.0.0'));
    expect(later.filter((version) => version === '2.0.0').length).toBeGreaterThan(firstIn.filter((version) => version === '2.0.0').length);
  });

  it('spreads users evenly over 0–100', () => {
    const places = users.map((user) => cohortPlace('seed', 'dashboard', user));
    expect(Math.min(...places)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...places)).toBeLessThan(100);
    expect(places.filter((place) => place < 50).length).toBeGreaterThan(440);
  });

  it('promote gives it to the whole tenant; rollback afterwards goes back to the version before', async () => {
    await stage('acme', 'dashboard', '2.0.0', { users: ['u-1'] }, store);
    await promote('acme', 'dashboard', store);
    expect(await dashboardFor('acme', 'u-3')).toBe('2.0.0');
    expect((await tenantStatus('acme', store)).remotes.dashboard?.staged).toBeUndefined();
    await rollback('acme', 'dashboard', store);
    expect(await dashboardFor('acme', 'u-3')).toBe('1.0.0');
  });

  it('rollback ends the stage: the cohort returns to the tenant version', async () => {
    await stage('acme', 'dashboard', '2.0.0', { users: ['u-1'] }, store);
    await rollback('acme', 'dashboard', store);
    expect(await dashboardFor('acme', 'u-1')).toBe('1.0.0');
    expect((await tenantStatus('acme', store)).history.at(-1)).toMatchObject({ action: 'unstage', from: '2.0.0', to: '1.0.0' });
  });

  it('is refused for a build that does not fit the shell, and without a cohort', async () => {
    await publish(
      await writeFakeApp(join(root, 'dashboard-3'), { id: 'dashboard', version: '3.0.0', builtAgainst: { shared: { react: { version: '19.0.0', requiredVersion: '^19.0.0' } } } }),
      store,
    );
    await expect(stage('acme', 'dashboard', '3.0.0', { users: ['u-1'] }, store)).rejects.toThrow(/^Refused: dashboard 3.0.0 is incompatible/);
    await expect(stage('acme', 'dashboard', '2.0.0', {}, store)).rejects.toThrow('A cohort needs users (--users) or a percentage (--percent)');
    await expect(stage('acme', 'dashboard', '2.0.0', { percent: 101 }, store)).rejects.toThrow('0 to 100');
  });

  it('the commands: stage, status, promote', async () => {
    const run = (...argv: string[]) => runCommand(argv, { store, cwd: root });
    expect(await run('stage', 'acme', 'dashboard', '2.0.0', '--users', 'u-1,u-2', '--percent', '5')).toContain(
      '2.0.0                    staged for 2 listed user(s) and 5% of users',
    );
    expect(await run('promote', 'acme', 'dashboard')).toContain('promote  dashboard 1.0.0 -> 2.0.0');
  });
});

describe('a preview link', () => {
  it('signs one version for one tenant until it expires', async () => {
    const { token } = await createPreviewToken(store, { tenant: 'acme', id: 'dashboard', version: '2.0.0', minutes: 10, now: 1_000 });
    expect(await readPreviewToken(store, token, 2_000)).toEqual({ tenant: 'acme', id: 'dashboard', version: '2.0.0', expires: 1_000 + 600_000 });
    expect(await readPreviewToken(store, token, 1_000 + 600_000)).toBeUndefined();
  });

  it('is refused when altered, signed elsewhere, or for an unpublished version', async () => {
    const { token } = await createPreviewToken(store, { tenant: 'acme', id: 'dashboard', version: '2.0.0' });
    const [payload, signature] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ t: 'acme', r: 'dashboard', v: '9.9.9', e: Date.now() + 60_000 })).toString('base64url');
    expect(await readPreviewToken(store, `${forged}.${signature}`)).toBeUndefined();
    expect(await readPreviewToken(store, `${payload}.${signature.slice(1)}x`)).toBeUndefined();
    expect(await readPreviewToken(store, 'not-a-token')).toBeUndefined();
    expect(await readPreviewToken(join(root, 'other-store'), token)).toBeUndefined();
    await expect(createPreviewToken(store, { tenant: 'acme', id: 'dashboard', version: '9.9.9' })).rejects.toThrow('dashboard 9.9.9 is not published');
  });

  it('the preview command prints the link', async () => {
    expect(await runCommand(['preview', 'acme', 'dashboard', '2.0.0'], { store, cwd: root })).toMatch(/\/_gateway\/preview\?token=[\w-]+\.[\w-]+/);
  });
});
