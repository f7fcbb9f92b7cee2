import type { APIRequestContext, Page, Route } from '@playwright/test';
import { ROUTES, expect, hashRoute, test, expectGivenUpWithin, hold } from '../fixtures';

/**
 * How long a visitor waits, from the request, for a part of the portal that does not answer before
 * the page says so (decision 0014), in the page's own time.
 */
const WAIT_BUDGET_MS = 3_000;

/**
 * Where the dashboard remote is served from, read from the tenant's portal manifest so the test
 * follows the published version (e.g. '/remotes/mf-dashboard/1.0.0/'). Every file of the remote
 * lies below it.
 */
async function dashboardRemoteFiles(request: APIRequestContext): Promise<string> {
  const response = await request.get('/portal-manifest.json');
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as { remotes: { id: string; entry: string }[] };
  const remote = manifest.remotes.find((candidate) => candidate.id === 'dashboard');
  expect(remote, 'the demo tenant has a dashboard remote').toBeDefined();
  const entryPath = new URL(remote!.entry, 'http://portal.invalid').pathname;
  return `**${entryPath.slice(0, entryPath.lastIndexOf('/') + 1)}**`;
}

/** Serves the remote's entry files with a server error. */
const answerWithServerError = (route: Route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });

/** Serves the remote's scripts as JavaScript that does not parse; its JSON manifest passes. */
const answerWithBrokenScript = (route: Route) =>
  route.request().url().endsWith('.js') ? route.fulfill({ status: 200, contentType: 'application/javascript', body: 'this is not (javascript' }) : route.continue();

/** Fails the test on an uncaught error in the page: a failure the page handles must not surface as one. */
function failOnPageErrors(page: Page): () => void {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  return () => expect(errors, 'uncaught errors in the page').toEqual([]);
}

/** The learner, already signed in, opens the dashboard. */
async function openDashboard(page: Page) {
  await page.goto(ROUTES.dashboard);
  await expect(page).toHaveURL(hashRoute(ROUTES.dashboard));
}

test.describe('a broken dashboard remote', () => {
  test.use({ signedInAs: 'learner' });

  test('unreachable: the area-unavailable page shows, the header works, Retry recovers', async ({ page, request, header, areaUnavailablePage, dashboardPage }) => {
    const remoteFiles = await dashboardRemoteFiles(request);
    await page.route(remoteFiles, (route) => route.abort('connectionrefused'));

    await openDashboard(page);
    await areaUnavailablePage.expectShown();
    await header.expectShown();

    await page.unroute(remoteFiles);
    await areaUnavailablePage.retry.click();
    await dashboardPage.expectShown();
    await expect(areaUnavailablePage.heading).toBeHidden();
  });

  test('answering 500: the area-unavailable page shows, Retry recovers once the remote is back', async ({ page, request, header, areaUnavailablePage, dashboardPage }) => {
    const remoteFiles = await dashboardRemoteFiles(request);
    await page.route(remoteFiles, answerWithServerError);

    await openDashboard(page);
    await areaUnavailablePage.expectShown();
    await header.expectShown();

    await page.unroute(remoteFiles);
    await areaUnavailablePage.retry.click();
    await dashboardPage.expectShown();
  });

  test('broken JavaScript: signing out through the header still works', async ({ page, request, signInPage, header, areaUnavailablePage }) => {
    const remoteFiles = await dashboardRemoteFiles(request);
    await page.route(remoteFiles, answerWithBrokenScript);

    await openDashboard(page);
    await areaUnavailablePage.expectShown();

    await header.signOut();
    await signInPage.expectShown();
  });
});

test.describe('a dashboard remote that never answers (a hang, not a failure)', () => {
  test.use({ signedInAs: 'learner' });

  for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
    test(`its ${file}: the unavailable page within the budget from the request, no page error, and Retry recovers`, async ({
      page,
      request,
      header,
      areaUnavailablePage,
      dashboardPage,
    }) => {
      const noPageErrors = failOnPageErrors(page);
      const remoteFiles = await dashboardRemoteFiles(request);
      const held = await hold(page, `${remoteFiles.slice(0, -2)}${file}`);
      await page.clock.install();

      await page.goto(ROUTES.dashboard);
      await expectGivenUpWithin(page, held, WAIT_BUDGET_MS, areaUnavailablePage.heading);
      await header.expectShown();

      await page.unroute(`${remoteFiles.slice(0, -2)}${file}`);
      await areaUnavailablePage.retry.click();
      await dashboardPage.expectShown();
      noPageErrors();
    });
  }
});

test.describe('a later chunk of an area that never answers', () => {
  test.use({ signedInAs: 'approver' });

  test('a lazy page: the unavailable page within the budget, no uncaught ChunkLoadError, and Retry recovers', async ({ page, request, areaUnavailablePage, dashboardPage }) => {
    const noPageErrors = failOnPageErrors(page);
    const remoteFiles = await dashboardRemoteFiles(request);
    await page.clock.install();
    await openDashboard(page);
    await dashboardPage.expectShown();
    // From now on every script of the dashboard remote hangs: what it loaded is in, a new page's chunk is not.
    const scripts = `${remoteFiles.slice(0, -2)}*.js`;
    const held = await hold(page, scripts);

    await page.goto('/#/approvals');
    await expectGivenUpWithin(page, held, WAIT_BUDGET_MS, areaUnavailablePage.heading);

    await page.unroute(scripts);
    await areaUnavailablePage.retry.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
    noPageErrors();
  });
});
