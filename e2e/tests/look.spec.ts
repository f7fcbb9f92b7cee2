/**
 * The visual pass over document 1's pages: a screenshot of each page at 1280 and 375 px in
 * the run's artefacts (test-results/), and the layout faults once found, held by measurement: the
 * header stays one row at 1280 px for the user with the most menus, toasts never cover the header,
 * the language choices are names, not codes.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { untilSettled } from '../support/settled';

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 375, height: 800 },
] as const;

const SIGNED_OUT = [
  { name: 'sign-in', url: '/#/access/signin' },
  { name: 'sign-up', url: '/#/access/signup' },
  { name: 'forgotten-password', url: '/#/access/forgot' },
];
const SIGNED_IN = [
  { name: 'dashboard', url: '/#/dashboard' },
  { name: 'profile', url: '/#/account/settings?view=profile' },
  { name: 'change-password', url: '/#/account/settings?view=changePassword' },
  { name: 'two-factor', url: '/#/account/settings?view=twoFactorAuth' },
];

async function screenshots(page: Page, pages: readonly { name: string; url: string }[]) {
  for (const { width, height } of WIDTHS) {
    await page.setViewportSize({ width, height });
    for (const { name, url } of pages) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await untilSettled(page);
      // In the run's artefacts (test-results/<this test>/), for a person to look over.
      await page.screenshot({ path: test.info().outputPath(`${name}-${width}px.png`), fullPage: true });
    }
  }
}

test('document 1 signed out: a screenshot of each page at 1280 and 375 px', async ({ page }) => {
  await screenshots(page, SIGNED_OUT);
});

test.describe('signed in as the approver (the most menus of document 1)', () => {
  test.use({ signedInAs: 'approver' });

  test('a screenshot of each page at 1280 and 375 px', async ({ page }) => {
    await screenshots(page, SIGNED_IN);
  });

  test('the header is one row at 1280 px, and a toast does not cover it', async ({ page, dashboardPage }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await dashboardPage.goto();
    const banner = page.getByRole('banner');
    const brand = banner.getByRole('link').first();
    const menu = banner.getByRole('button', { name: /^Account menu for / });
    await expect(menu).toBeVisible();
    const [brandBox, menuBox, bannerBox] = [await brand.boundingBox(), await menu.boundingBox(), await banner.boundingBox()];
    // One row: the brand and the account menu share a line, and the header is no taller than one row.
    expect(Math.abs(brandBox!.y + brandBox!.height / 2 - (menuBox!.y + menuBox!.height / 2))).toBeLessThan(12);
    expect(bannerBox!.height).toBeLessThan(80);

    // A language preference that cannot be saved shows a toast: it must leave the header free.
    await page.route('**/_api/reach/*/api/v4/users/*/profile', (route) => (route.request().method() === 'GET' ? route.continue() : route.abort()));
    const language = banner.getByLabel('Language');
    await language.selectOption('de-DE');
    const toast = page.getByRole('alert').filter({ hasText: 'Ihre Spracheinstellung konnte nicht gespeichert werden.' });
    await expect(toast).toBeVisible();
    const toastBox = await toast.boundingBox();
    const header = await banner.boundingBox();
    expect(toastBox!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  });

  test("the language choices show each language's own name", async ({ page, dashboardPage }) => {
    await dashboardPage.goto();
    const language = page.getByRole('banner').getByLabel('Language');
    await expect(language.getByRole('option', { name: /^Deutsch/ })).toHaveCount(1);
    await page.goto('/#/account/settings?view=profile');
    const preferred = page.getByRole('combobox', { name: 'Preferred language' });
    await expect(preferred.getByRole('option', { name: /^Deutsch/ })).toHaveAttribute('value', 'de-DE');
    await expect(preferred.getByRole('option', { name: 'de-DE' })).toHaveCount(0);
  });
});
