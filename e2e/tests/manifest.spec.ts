import type { Page, Route } from '@playwright/test';
import { expect, test, expectGivenUpWithin, hold } from '../fixtures';

/**
 * The last-known-good manifest: the shell keeps the manifest it last started with and
 * starts from it when /portal-manifest.json fails, and loads a remote's last-known-good version
 * when its pinned version no longer loads. Only the browser's answers are faked (page.route); the
 * gateway, the remotes and the LMS are the real ones.
 */

const MANIFEST = '**/portal-manifest.json';
/** The notice says how old the copy is: "… running as it was 12 seconds ago, because …". */
const LAST_KNOWN_GOOD_NOTICE = /^The portal is running as it was \d+ (second|minute)s? ago, because its latest set-up could not be loaded/;
/** From the request to the page saying so, in the page's own time (decision 0014). */
const WAIT_BUDGET_MS = 3_000;

interface Manifest {
  tenant: string;
  remotes: { id: string; version: string; entry: string }[];
}

const answerWithServerError = (route: Route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });

/**
 * The page as the gateway serves it when it could not build the manifest itself (decision 0012): no
 * boot data, so the shell asks for /portal-manifest.json, which these tests then fail in the browser.
 */
async function servePageWithoutBootData(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/' || url.pathname === '/index.html',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<script id="lp-boot" type="application\/json">.*?<\/script>/s, '');
      await route.fulfill({ status: response.status(), contentType: 'text/html; charset=utf-8', body: html });
    },
  );
}

test.describe('the portal manifest failing', () => {
  test.use({ signedInAs: 'learner' });
  test.beforeEach(({ page }) => servePageWithoutBootData(page));

  /** A first visit: the shell starts with the real manifest and keeps it. */
  async function visitDashboard(page: Page, dashboardPage: { goto(): Promise<void>; expectShown(): Promise<void> }) {
    await dashboardPage.goto();
    await dashboardPage.expectShown();
  }

  test('answering 500: the dashboard still starts, from the last-known-good manifest, with a quiet notice', async ({
    page,
    dashboardPage,
    header,
    areaUnavailablePage,
    catalogueIndexPage,
  }) => {
    await visitDashboard(page, dashboardPage);
    await expect(page.getByText(LAST_KNOWN_GOOD_NOTICE)).toBeHidden();

    await page.route(MANIFEST, answerWithServerError);
    await page.reload();

    await dashboardPage.expectShown();
    await header.expectShown();
    await expect(page.getByRole('status').filter({ hasText: LAST_KNOWN_GOOD_NOTICE })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'The portal is unavailable' })).toBeHidden();
    await expect(areaUnavailablePage.heading).toBeHidden();

    // Another area, never visited, loads from the same stored manifest.
    await catalogueIndexPage.goto();
    await expect(catalogueIndexPage.search).toBeVisible();
    await expect(areaUnavailablePage.heading).toBeHidden();
  });

  test('refused: the same', async ({ page, dashboardPage }) => {
    await visitDashboard(page, dashboardPage);
    await page.route(MANIFEST, (route) => route.abort('connectionrefused'));
    await page.reload();
    await dashboardPage.expectShown();
    await expect(page.getByRole('status').filter({ hasText: LAST_KNOWN_GOOD_NOTICE })).toBeVisible();
  });

  test('never answering: the portal starts from the last-known-good copy within the budget', async ({ page, dashboardPage }) => {
    await visitDashboard(page, dashboardPage);
    const held = await hold(page, MANIFEST);
    await page.clock.install();
    await page.reload();
    await expectGivenUpWithin(page, held, WAIT_BUDGET_MS, page.getByRole('status').filter({ hasText: LAST_KNOWN_GOOD_NOTICE }));
    await dashboardPage.expectShown();
  });

  test('never answering on a first visit: the portal says it is unavailable within the budget', async ({ page }) => {
    const held = await hold(page, MANIFEST);
    await page.clock.install();
    await page.goto('/#/dashboard');
    await expectGivenUpWithin(page, held, WAIT_BUDGET_MS, page.getByRole('heading', { name: 'The portal is unavailable' }));
  });

  test('a tenant the gateway does not know (404): the last-known-good copy at once, no retries', async ({ page, dashboardPage }) => {
    await visitDashboard(page, dashboardPage);
    let asked = 0;
    await page.route(MANIFEST, (route) => {
      asked += 1;
      return route.fulfill({ status: 404, json: { success: false, Message: 'This portal has no such tenant' } });
    });
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: LAST_KNOWN_GOOD_NOTICE })).toBeVisible();
    await dashboardPage.expectShown();
    expect(asked).toBe(1);
  });

  test('a valid manifest with no remote: the portal says so instead of a blank page, and keeps the last-known-good copy', async ({ page, dashboardPage }) => {
    await visitDashboard(page, dashboardPage);
    await page.route(MANIFEST, async (route) => route.fulfill({ json: { tenant: ((await (await route.fetch()).json()) as Manifest).tenant, remotes: [] } }));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Nothing to show here yet' })).toBeVisible();
    await expect(page.getByText('No part of the portal is switched on for this site. Please try again later, or contact your administrator.')).toBeVisible();

    // The empty manifest did not replace the copy: a failure now still starts the portal.
    await page.unroute(MANIFEST);
    await page.route(MANIFEST, answerWithServerError);
    await page.reload();
    await dashboardPage.expectShown();
    await expect(page.getByRole('status').filter({ hasText: LAST_KNOWN_GOOD_NOTICE })).toBeVisible();
  });

  test('with no manifest ever kept (a first visit), the portal says it is unavailable', async ({ page }) => {
    await page.route(MANIFEST, answerWithServerError);
    await page.goto('/#/dashboard');
    await expect(page.getByRole('heading', { name: 'The portal is unavailable' })).toBeVisible();
  });

  test("a remote whose pinned version no longer loads falls back to its last-known-good version before 'unavailable'", async ({ page, dashboardPage, areaUnavailablePage }) => {
    await visitDashboard(page, dashboardPage);
    // The tenant is now pinned to a dashboard version the gateway does not have (it answers 404).
    await page.route(MANIFEST, async (route) => {
      const manifest = (await (await route.fetch()).json()) as Manifest;
      for (const remote of manifest.remotes) {
        if (remote.id === 'dashboard') Object.assign(remote, { version: '0.0.0-gone', entry: '/remotes/dashboard/0.0.0-gone/mf-manifest.json' });
      }
      await route.fulfill({ json: manifest });
    });
    const missing = page.waitForResponse((response) => response.url().includes('/remotes/dashboard/0.0.0-gone/') && response.status() === 404);

    await page.reload();

    await missing;
    await dashboardPage.expectShown();
    await expect(areaUnavailablePage.heading).toBeHidden();
  });
});
