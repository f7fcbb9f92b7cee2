import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_USERS, ROUTES, expect, hashRoute, test } from '../fixtures';

const CATALOGUE_INDEX = '/#/catalogue/items';

/** The catalogue's featured-content widget as the dashboard's slot shows it. */
const featuredWidget = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Featured content' });

/** Every file of the catalogue remote's published version, from the tenant's portal manifest. */
async function catalogueRemoteFiles(request: APIRequestContext): Promise<string> {
  const response = await request.get('/portal-manifest.json');
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as { remotes: { id: string; entry: string }[] };
  const remote = manifest.remotes.find((candidate) => candidate.id === 'catalogue');
  expect(remote, 'the demo tenant has a catalogue remote').toBeDefined();
  const entryPath = new URL(remote!.entry, 'http://portal.invalid').pathname;
  return `**${entryPath.slice(0, entryPath.lastIndexOf('/') + 1)}**`;
}

test.describe("another area's widget in the dashboard's slot", () => {
  test.use({ signedInAs: 'learner' });

  test("the learner's dashboard shows the catalogue's featured content, which links to the item pages", async ({ page, dashboardPage }) => {
    await dashboardPage.goto();
    await dashboardPage.showWidgets();
    await dashboardPage.expectShown(DEMO_USERS.learner);

    const widget = featuredWidget(page);
    await expect(widget.getByRole('heading', { level: 2, name: 'Featured content' })).toBeVisible();
    // The demo's highest priority first; at most five items, then the way to every playlist.
    const items = widget.getByRole('listitem');
    await expect(items.first().getByRole('link')).toHaveText('Fire safety awareness');
    expect(await items.count()).toBeLessThanOrEqual(5);
    await expect(widget.getByRole('link', { name: 'Preceptorship programme' })).toBeVisible();
    await expect(widget.getByRole('link', { name: 'All playlists' })).toBeVisible();
    // The dashboard's own content is still there beside it.
    await expect(page.getByRole('searchbox', { name: 'Search the catalogue' })).toBeVisible();

    await widget.getByRole('link', { name: 'Fire safety awareness' }).click();
    await expect(page).toHaveURL(/#\/catalogue\/landingpage\/item\/demo-fire-safety$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Fire safety awareness' })).toBeVisible();
  });

  test("the slot's widgets are cards like the dashboard's own", async ({ page, dashboardPage }) => {
    await dashboardPage.goto();
    await dashboardPage.showWidgets();
    const look = (name: string) =>
      page
        .getByRole('main')
        .getByRole('region', { name, exact: true })
        .evaluate((element) => {
          const style = getComputedStyle(element);
          return [style.borderTopWidth, style.borderTopStyle, style.borderTopColor, style.borderRadius, style.backgroundColor, style.paddingTop].join(' ');
        });
    const card = await look('Channels');
    expect(await look('Featured content')).toBe(card);
    expect(await look('CPD progress')).toBe(card);
  });

  test('a catalogue remote that cannot load leaves the slot empty, not the dashboard broken', async ({ page, request, dashboardPage }) => {
    const remoteFiles = await catalogueRemoteFiles(request);
    await page.route(remoteFiles, (route) => route.abort('connectionrefused'));
    // The slot has settled once the shell's widget registry reports the catalogue left out.
    const leftOut = page.waitForEvent('console', { predicate: (message) => /remote "catalogue" (is unavailable|could not be loaded)/.test(message.text()) });

    await dashboardPage.goto();
    await dashboardPage.showWidgets();
    await dashboardPage.expectShown(DEMO_USERS.learner);
    await leftOut;
    await expect(page.getByRole('searchbox', { name: 'Search the catalogue' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This area is unavailable' })).toHaveCount(0);
    await expect(featuredWidget(page)).toHaveCount(0);

    // Once the catalogue is back, the next visit to the dashboard tries it again and shows its widget.
    await page.unroute(remoteFiles);
    await page.goto(CATALOGUE_INDEX);
    await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
    await page.goto(ROUTES.dashboard);
    await expect(page).toHaveURL(hashRoute(ROUTES.dashboard));
    await dashboardPage.showWidgets();
    await expect(featuredWidget(page)).toBeVisible();
  });
});
