/**
 * The design system's foundation against the real gateway and LMS: the tokens are in the
 * page itself (no script) before the first paint, the reader's system decides light or dark, and the
 * demo catalogue's thumbnails come with their caching.
 */
import { expect, test } from '../fixtures';

test.describe('design tokens', () => {
  test('arrive inside the page the gateway serves, and colour the static frame before any script runs', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('--lp-colour-primary');
    // No theme pinned: every area is on the tokens, so the system's preference decides.
    expect(head).not.toMatch(/<html [^>]*data-theme=/);

    await page.route(/\.js$/, (route) => route.abort());
    await page.goto('/#/access/signin');
    const header = page.locator('header.lp-header');
    await expect(header).toHaveCSS('background-color', 'rgb(29, 53, 87)');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(245, 247, 250)');
  });

  test('turn the portal dark for a reader whose system prefers dark, and light again when it prefers light', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/#/access/signin');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(16, 21, 28)');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--lp-colour-text').trim())).toBe('#e6e9ed');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(245, 247, 250)');
  });
});

test.describe('the header', () => {
  test("shows the language choice in the header's colours, not the browser's white box", async ({ page }) => {
    await page.goto('/#/access/signin');
    const choice = page.getByRole('combobox', { name: 'Language' });
    await expect(choice).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(choice).toHaveCSS('color', await page.locator('header.lp-header').evaluate((header) => getComputedStyle(header).color));
  });
});

test.describe('links', () => {
  test.use({ signedInAs: 'learner' });

  test("take the portal's colour in both themes, never the browser's own blue or purple", async ({ page }) => {
    // Chromium's defaults for a link and a visited link, on light and dark pages.
    const browserDefaults = ['rgb(0, 0, 238)', 'rgb(85, 26, 139)', 'rgb(158, 158, 255)', 'rgb(208, 173, 240)'];
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      for (const route of ['/#/dashboard', '/#/catalogue/channels']) {
        await page.goto(route);
        await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
        const colours = await page
          .getByRole('main')
          .getByRole('link')
          .evaluateAll((links) => links.map((link) => `${link.textContent?.trim()}: ${getComputedStyle(link).color}`));
        expect(
          colours.filter((entry) => browserDefaults.some((colour) => entry.endsWith(colour))),
          `${route} in the ${colorScheme} theme`,
        ).toEqual([]);
      }
    }
  });

  test('a link made to look like a button is not underlined', async ({ page }) => {
    await page.goto('/#/cpd/list');
    await expect(page.getByRole('link', { name: 'Add entry' })).toHaveCSS('text-decoration-line', 'none');
  });
});

test.describe('demo thumbnails', () => {
  test.use({ signedInAs: 'learner' });

  test('the catalogue answer names each item’s picture, and the LMS serves it for the browser to keep', async ({ page }) => {
    const catalogue = page.waitForResponse((response) => /\/api\/v3\/users\/[^/]+\/catalogue$/.test(response.url()) && response.request().method() === 'GET');
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
