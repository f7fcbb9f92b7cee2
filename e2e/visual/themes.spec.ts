/**
 * Issue 34: axe on the main page of each area in the light and the dark theme. The dark one is what a
 * reader whose system prefers dark gets once index.html no longer pins the light theme: that pin stays
 * until every area passes here. The areas whose stylesheets still hold fixed colours (dark text, light
 * boxes) are expected to fail in the dark; when one moves onto the tokens, its test passes, Playwright
 * reports the expected failure missing, and its `darkNotReady` goes.
 */
import type { Page } from '@playwright/test';
import { expect, seriousViolations, test, type SignedInRole } from '../fixtures';

const SCREENS: readonly { name: string; url: string; as?: SignedInRole; darkNotReady?: string }[] = [
  { name: 'sign-in', url: '/#/access/signin' },
  { name: 'catalogue', url: '/#/catalogue/items', as: 'learner', darkNotReady: 'catalogue.css: fixed link and card colours' },
  { name: 'dashboard', url: '/#/dashboard', as: 'learner', darkNotReady: 'dashboard.css and the calendar widget: fixed text and box colours' },
  { name: 'cpd-journal', url: '/#/cpd/list', as: 'learner' },
  { name: 'team', url: '/#/team/dashboard', as: 'teamLeader', darkNotReady: 'team.css: fixed status pill colours' },
  { name: 'instructors', url: '/#/instructors/dashboard', as: 'instructor' },
];

async function open(page: Page, url: string, theme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: theme });
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The system's preference decides, as it will without the pin.
  await page.evaluate(() => document.documentElement.removeAttribute('data-theme'));
  await expect(page.locator('[aria-busy="true"], .lp-skeleton')).toHaveCount(0);
}

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test.use({ signedInAs: screen.as });
    for (const theme of ['light', 'dark'] as const) {
      test(`${screen.name} in the ${theme} theme: axe finds no serious violation`, async ({ page }) => {
        test.fail(theme === 'dark' && Boolean(screen.darkNotReady), `not on the tokens yet: ${screen.darkNotReady}`);
        await open(page, screen.url, theme);
        expect((await seriousViolations(page)).join('\n')).toBe('');
      });
    }
  });
}
