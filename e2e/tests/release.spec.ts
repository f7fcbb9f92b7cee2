import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequest, Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO_USERS, DashboardPage, SignInPage, expect, signedInStorageState, test } from '../fixtures';
import { REPO_ROOT, startFreshPortal, type RunningPortal } from '../support/portal';

/**
 * Independent delivery, end to end, as a release manager does it: a second version of
 * one remote with a visible change is published and activated for one tenant with the release
 * command; browsers show it on their next page load while another tenant and every other remote are
 * untouched; a rollback serves the old version within 5 seconds; a cohort sees a version the rest of
 * the tenant does not; an incompatible build is refused. Runs on a portal of its own (its own
 * release store), started from the same builds.
 */

const run = promisify(execFile);
const NEW_VERSION = '9.0.0-visible';
const INCOMPATIBLE_VERSION = '9.1.0-react19';
/** The visible change of the new version: the dashboard's greeting. */
const NEW_GREETING = 'Welcome back, ';

let portal: RunningPortal;
let work: string;

interface Manifest {
  remotes: { id: string; version: string }[];
}

/** The release command, as typed at the repository root, on this portal's store. Rejects with its output when it exits non-zero. */
async function release(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'deploy', 'release', 'src', 'cli.ts'), ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, RELEASES_DIR: portal.releasesDir, INIT_CWD: REPO_ROOT },
  });
  return stdout;
}

/** mf-dashboard's build, copied as an app folder of its own with `change` applied to its dist. */
function dashboardCopy(name: string, change: (dist: string) => void): string {
  const dir = path.join(work, name);
  cpSync(path.join(REPO_ROOT, 'mf-dashboard', 'dist'), path.join(dir, 'dist'), { recursive: true });
  cpSync(path.join(REPO_ROOT, 'mf-dashboard', 'package.json'), path.join(dir, 'package.json'));
  change(path.join(dir, 'dist'));
  return dir;
}

async function manifestOf(tenant: string): Promise<Manifest> {
  const response = await fetch(`${portal.url}/portal-manifest.json?tenant=${tenant}`);
  expect(response.ok).toBe(true);
  return (await response.json()) as Manifest;
}
const versions = (manifest: Manifest) => Object.fromEntries(manifest.remotes.map((remote) => [remote.id, remote.version]));

/** A browser of its own, signed in as `role` on this test's portal. */
async function signedIn(browser: Browser, { request }: { request: APIRequest }, role: 'learner' | 'approver'): Promise<{ context: BrowserContext; page: Page; userId: string }> {
  const storageState = await signedInStorageState(request, portal.url, DEMO_USERS[role].username);
  const context = await browser.newContext({ baseURL: portal.url, storageState });
  const userId = storageState.cookies.find((cookie) => cookie.name === 'uid')?.value ?? '';
  expect(userId, 'the LMS names the signed-in user in the uid cookie').not.toBe('');
  return { context, page: await context.newPage(), userId };
}

const greeting = (page: Page, role: 'learner' | 'approver', text = 'Welcome, ') => page.getByRole('heading', { level: 1, name: `${text}${DEMO_USERS[role].displayName}` });

// Each release command is a Node process of its own (tsx included): a test of five commands spends
// most of its time starting them, which a busy machine stretches past the default time-out.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.describe('releasing one remote', () => {
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    portal = await startFreshPortal();
    work = mkdtempSync(path.join(tmpdir(), 'portal-e2e-release-'));
    // A second tenant running the same versions, to show it is untouched.
    for (const [id, version] of Object.entries(versions(await manifestOf('demo')))) await release('activate', 'acme', id, version, '--create');
    const chunk = (dist: string) => readdirSync(dist).find((file) => file.endsWith('.js') && readFileSync(path.join(dist, file), 'utf8').includes('"Welcome, {{displayName}}"'));
    const visible = dashboardCopy('dashboard-visible', (dist) => {
      const file = path.join(dist, chunk(dist)!);
      writeFileSync(file, readFileSync(file, 'utf8').replace('"Welcome, {{displayName}}"', `"${NEW_GREETING}{{displayName}}"`));
    });
    await release('publish', visible, '--version', NEW_VERSION);
  });

  test.afterAll(async () => {
    await portal?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test('activated for one tenant: shown on the next page load; other tenants and remotes untouched; rollback serves the old version within 5 s', async ({
    browser,
    playwright,
  }) => {
    const before = { demo: versions(await manifestOf('demo')), acme: versions(await manifestOf('acme')) };
    const { context, page } = await signedIn(browser, playwright, 'learner');
    await new DashboardPage(page).goto();
    await expect(greeting(page, 'learner')).toBeVisible();

    await release('activate', 'demo', 'dashboard', NEW_VERSION);
    await page.reload();
    await expect(greeting(page, 'learner', NEW_GREETING)).toBeVisible();
    expect(versions(await manifestOf('demo'))).toEqual({ ...before.demo, dashboard: NEW_VERSION });
    expect(versions(await manifestOf('acme'))).toEqual(before.acme);

    await release('rollback', 'demo', 'dashboard');
    const rolledBack = Date.now();
    await expect(async () => {
      await page.reload();
      await expect(greeting(page, 'learner')).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 5_000 });
    expect(Date.now() - rolledBack).toBeLessThan(5_000);
    expect(versions(await manifestOf('demo'))).toEqual(before.demo);
    await context.close();
  });

  test('staged for a cohort: the listed user sees the version, the rest of the tenant does not; promote and rollback in one command each', async ({ browser, playwright }) => {
    const learner = await signedIn(browser, playwright, 'learner');
    const approver = await signedIn(browser, playwright, 'approver');

    expect(await release('stage', 'demo', 'dashboard', NEW_VERSION, '--users', learner.userId)).toContain('staged for 1 listed user(s)');
    await new DashboardPage(learner.page).goto();
    await expect(greeting(learner.page, 'learner', NEW_GREETING)).toBeVisible();
    await new DashboardPage(approver.page).goto();
    await expect(greeting(approver.page, 'approver')).toBeVisible();

    await release('rollback', 'demo', 'dashboard');
    await learner.page.reload();
    await expect(greeting(learner.page, 'learner')).toBeVisible();

    await release('stage', 'demo', 'dashboard', NEW_VERSION, '--users', learner.userId);
    await release('promote', 'demo', 'dashboard');
    await approver.page.reload();
    await expect(greeting(approver.page, 'approver', NEW_GREETING)).toBeVisible();
    await release('rollback', 'demo', 'dashboard');
    await approver.page.reload();
    await expect(greeting(approver.page, 'approver')).toBeVisible();
    await Promise.all([learner.context.close(), approver.context.close()]);
  });

  test('a preview link shows the version to the browser that opens it, nobody else', async ({ browser, playwright }) => {
    const tester = await signedIn(browser, playwright, 'approver');
    const other = await signedIn(browser, playwright, 'learner');
    const link = /\/_gateway\/preview\?token=\S+/.exec(await release('preview', 'demo', 'dashboard', NEW_VERSION))?.[0];
    expect(link).toBeDefined();

    await tester.page.goto(link!);
    await new DashboardPage(tester.page).goto();
    await expect(greeting(tester.page, 'approver', NEW_GREETING)).toBeVisible();
    await new DashboardPage(other.page).goto();
    await expect(greeting(other.page, 'learner')).toBeVisible();
    await Promise.all([tester.context.close(), other.context.close()]);
  });

  test("a staged cohort applies from the first page after sign-in: the page never loads the tenant's version first", async ({ browser, playwright }) => {
    const { context: probe, userId } = await signedIn(browser, playwright, 'learner');
    await probe.close();
    const tenantVersion = versions(await manifestOf('demo')).dashboard!;
    await release('stage', 'demo', 'dashboard', NEW_VERSION, '--users', userId);
    try {
      const context = await browser.newContext({ baseURL: portal.url });
      const page = await context.newPage();
      const dashboardFiles: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/remotes/dashboard/')) dashboardFiles.push(new URL(request.url()).pathname);
      });
      const signInPage = new SignInPage(page);
      await signInPage.goto();
      await signInPage.signIn(DEMO_USERS.learner.username);
      await expect(greeting(page, 'learner', NEW_GREETING)).toBeVisible();
      expect(dashboardFiles.some((file) => file.includes(`/${NEW_VERSION}/`))).toBe(true);
      expect(dashboardFiles.filter((file) => file.includes(`/${tenantVersion}/`))).toEqual([]);
      await context.close();
    } finally {
      await release('rollback', 'demo', 'dashboard');
    }
  });

  test('an area switched off loses its tile on the dashboard, and gets it back when switched on', async ({ browser, playwright }) => {
    const { context, page } = await signedIn(browser, playwright, 'learner');
    const cpdTile = page.getByRole('main').getByRole('link', { name: /^CPD journal/ });
    await new DashboardPage(page).goto();
    await expect(cpdTile).toBeVisible();

    await release('disable', 'demo', 'cpd');
    try {
      await page.reload();
      await expect(greeting(page, 'learner')).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: /^Catalogue/ })).toBeVisible();
      await expect(cpdTile).toHaveCount(0);
    } finally {
      await release('enable', 'demo', 'cpd');
    }
    await page.reload();
    await expect(cpdTile).toBeVisible();
    await context.close();
  });

  test('a typo in the tenant is refused and makes no tenant', async () => {
    const version = versions(await manifestOf('demo')).dashboard!;
    const refused = await release('activate', 'demoo', 'dashboard', version).then(
      () => 'activated',
      (error: { stderr?: string }) => error.stderr ?? '',
    );
    expect(refused).toContain('Unknown tenant "demoo" (known: acme, demo)');
    expect((await release('tenants')).trim()).toBe('acme\ndemo');
  });

  test('a build whose federation files ask for React 19 while its portal-build.json says 18 is refused', async () => {
    const before = versions(await manifestOf('demo'));
    const version = '9.2.0-runs-react19';
    const disguised = dashboardCopy('dashboard-runs-react19', (dist) => {
      const manifestFile = path.join(dist, 'mf-manifest.json');
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { shared: Array<{ name: string; version: string; requiredVersion: string }> };
      for (const shared of manifest.shared) if (shared.name === 'react') Object.assign(shared, { version: '19.1.0', requiredVersion: '^19.1.0' });
      writeFileSync(manifestFile, JSON.stringify(manifest));
      const entryFile = path.join(dist, 'remoteEntry.js');
      writeFileSync(entryFile, readFileSync(entryFile, 'utf8').replace(/requiredVersion:"\^18\.3\.1"(?=[^{}]*?shareKey:"react")/g, 'requiredVersion:"^19.1.0"'));
    });
    await release('publish', disguised, '--version', version);
    const refused = await release('activate', 'demo', 'dashboard', version).then(
      () => 'activated',
      (error: { stderr?: string }) => error.stderr ?? '',
    );
    expect(refused).toMatch(
      new RegExp(
        `dashboard ${version} needs react \\^19\\.1\\.0 \\(its mf-manifest\\.json and remoteEntry\\.js; portal-build\\.json says \\^18\\.3\\.1\\); shell \\S+ provides 18\\.`,
      ),
    );
    expect(versions(await manifestOf('demo'))).toEqual(before);
  });

  test('an incompatible build is refused by activate, saying why; the tenant keeps its version', async () => {
    const before = versions(await manifestOf('demo'));
    const incompatible = dashboardCopy('dashboard-react19', (dist) => {
      const file = path.join(dist, 'portal-build.json');
      const record = JSON.parse(readFileSync(file, 'utf8')) as { builtAgainst: { shared: Record<string, { version: string; requiredVersion: string }> } };
      record.builtAgainst.shared.react = { version: '19.1.0', requiredVersion: '^19.1.0' };
      writeFileSync(file, JSON.stringify(record));
    });
    await release('publish', incompatible, '--version', INCOMPATIBLE_VERSION);

    const refused = await release('activate', 'demo', 'dashboard', INCOMPATIBLE_VERSION).then(
      () => 'activated',
      (error: { stderr?: string }) => error.stderr ?? '',
    );
    expect(refused).toContain(`Refused: dashboard ${INCOMPATIBLE_VERSION} is incompatible with the shell it would run in:`);
    expect(refused).toMatch(new RegExp(`dashboard ${INCOMPATIBLE_VERSION} needs react \\^19\\.1\\.0; shell \\S+ provides 18\\.`));
    expect(versions(await manifestOf('demo'))).toEqual(before);
  });
});
