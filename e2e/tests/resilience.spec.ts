import type { APIRequestContext, Page, Route } from '@playwright/test';
import { ROUTES, expect, hashRoute, test } from '../fixtures';

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
