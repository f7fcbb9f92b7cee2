/**
 * Axe on the main page of each area in the light and the dark theme: the reader's system preference
 * picks the theme (index.html pins none), so an area stylesheet with a fixed colour that does not read
 * on a dark page fails here.
 */
import type { Page } from '@playwright/test';
import { expect, seriousViolations, test, type SignedInRole } from '../fixtures';

const SCREENS: readonly { name: string; url: string; as?: SignedInRole }[] = [
  { name: 'sign-in', url: '/#/access/signin' },
  { name: 'catalogue', url: '/#/catalogue/items', as: 'learner' },
  { name: 'dashboard', url: '/#/dashboard', as: 'learner' },
  { name: 'cpd-journal', url: '/#/cpd/list', as: 'learner' },
  { name: 'team', url: '/#/team/dashboard', as: 'teamLeader' },
  { name: 'instructors', url: '/#/instructors/dashboard', as: 'instructor' },
];

async function open(page: Page, url: string, theme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: theme });
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"], .lp-skeleton')).toHaveCount(0);
}

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test.use({ signedInAs: screen.as });
    for (const theme of ['light', 'dark'] as const) {
      test(`${screen.name} in the ${theme} theme: axe finds no serious violation`, async ({ page }) => {
        await open(page, screen.url, theme);
        expect((await seriousViolations(page)).join('\n')).toBe('');
      });
    }
  });
}
