/**
 * Issue 34, the design system's foundation against the real gateway and LMS: the tokens are in the
 * page itself (no script) before the first paint, the portal stays light until the areas are on the
 * tokens, and the demo catalogue's thumbnails come with their caching.
 */
import { expect, test } from '../fixtures';

test.describe('design tokens', () => {
  test('arrive inside the page the gateway serves, and colour the static frame before any script runs', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('--lp-colour-primary');
    expect(head).toMatch(/<html [^>]*data-theme="light"/);

    await page.route(/\.js$/, (route) => route.abort());
    await page.goto('/#/access/signin');
    const header = page.locator('header.lp-header');
    await expect(header).toHaveCSS('background-color', 'rgb(29, 53, 87)');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(245, 247, 250)');
  });

  test('keep the portal light for a reader whose system prefers dark, until every area uses them', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/#/access/signin');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(245, 247, 250)');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--lp-colour-text').trim())).toBe('#1f2933');
  });
});

test.describe('demo thumbnails', () => {
  test.use({ signedInAs: 'learner' });

  test('the catalogue answer names each item’s picture, and the LMS serves it for the browser to keep', async ({ page }) => {
    const catalogue = page.waitForResponse((response) => /\/api\/v3\/users\/[^/]+\/catalogue\b/.test(response.url()) && response.request().method() === 'GET');
    await page.goto('/#/catalogue/items');
    const items = ((await (await catalogue).json()) as { Items: { Id: string; ThumbnailUrl?: string }[] }).Items;
    const fire = items.find((item) => item.Id === 'demo-fire-safety');
    expect(fire?.ThumbnailUrl).toBe('/_api/content/learning/demo/thumbnails/fire-safety.svg');
    const image = await page.request.get(fire!.ThumbnailUrl!);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/svg+xml');
    expect(image.headers()['cache-control']).toBe('private, max-age=86400');
    expect((await page.request.get(fire!.ThumbnailUrl!, { headers: { 'if-none-match': image.headers().etag! } })).status()).toBe(304);
  });
});
