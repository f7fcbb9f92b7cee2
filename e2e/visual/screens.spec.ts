/**
 * The main page of each area as a picture, at 375 and 1280 px, compared with the committed
 * baseline (visual/baselines/), so an unintended visual change fails a test. What would differ between
 * two runs is held still: a portal of its own started fresh (the rest of the suite changes the shared
 * one's data), one bundled font instead of the machine's, the light theme, no animation or caret, and
 * every text with a digit in it (dates, counts, times ago) and the date-driven charts masked.
 *
 * After an intended change: `npx playwright test visual --update-snapshots`, look at the new pictures
 * and commit them.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test as portalTest, type SignedInRole } from '../fixtures';
import { startFreshPortal, type RunningPortal } from '../support/portal';

const WIDTHS = [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
] as const;

const SCREENS: readonly { name: string; url: string; as?: SignedInRole }[] = [
  { name: 'sign-in', url: '/#/access/signin' },
  { name: 'catalogue', url: '/#/catalogue/items', as: 'learner' },
  { name: 'dashboard', url: '/#/dashboard', as: 'learner' },
  { name: 'cpd-journal', url: '/#/cpd/list', as: 'learner' },
  { name: 'team', url: '/#/team/dashboard', as: 'teamLeader' },
  { name: 'instructors', url: '/#/instructors/dashboard', as: 'instructor' },
];

/** Noto Sans (SIL OFL, @fontsource) in the page itself, so the machine's fonts play no part. */
const FONT_FACES = [400, 600, 700]
  .map((weight) => {
    const file = require.resolve(`@fontsource/noto-sans/files/noto-sans-latin-${weight}-normal.woff2`);
    return `@font-face { font-family: 'Visual Test Sans'; font-weight: ${weight}; src: url(data:font/woff2;base64,${readFileSync(file).toString('base64')}) format('woff2'); }`;
  })
  .join('\n');
const STILL_PAGE = `${FONT_FACES}
*, *::before, *::after { font-family: 'Visual Test Sans', sans-serif !important; }`;

const test = portalTest.extend<{ visualPortal: RunningPortal }, { visualPortalWorker: RunningPortal }>({
  visualPortalWorker: [
    async ({}, use) => {
      const portal = await startFreshPortal();
      await use(portal);
      await portal.stop();
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  visualPortal: async ({ visualPortalWorker }, use) => {
    await use(visualPortalWorker);
  },
  baseURL: async ({ visualPortal }, use) => {
    await use(visualPortal.url);
  },
});

test.use({ colorScheme: 'light', locale: 'en-GB', timezoneId: 'Europe/London', bypassCSP: true });

/**
 * What differs from day to day or from seed to seed, covered in the picture: texts and choices with a
 * digit, the charts drawn from dates, and avatars (their colour follows the user's id, new at every seed).
 */
function changing(page: Page): Locator[] {
  return [
    page.getByText(/\d/),
    // A choice of dated things (the CPD period) shows its chosen option's text, which getByText does not reach.
    page.getByRole('combobox').filter({ hasText: /\d/ }),
    page.locator('time'),
    // A date range ("start – end"): its separator moves as the dates' widths change from day to day.
    page.locator('main p:has(> time)'),
    page.locator('main svg:not(.lucide)'),
    page.locator('main canvas'),
    page.locator('.lp-avatar'),
  ];
}

async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.addStyleTag({ content: STILL_PAGE });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Nothing still loading: no busy region, skeleton or spinner (a widget's chunk arriving moves the page).
  await expect(page.locator('[aria-busy="true"], .lp-skeleton, .lp-spinner')).toHaveCount(0);
}

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    // Signed in on this file's own portal: the fixtures sign in against baseURL.
    test.use({ signedInAs: screen.as });
    for (const viewport of WIDTHS) {
      test.describe(`at ${viewport.width} px`, () => {
        test.use({ viewport });
        test(`${screen.name} looks as it did`, async ({ page }) => {
          await page.goto(screen.url);
          await settle(page);
          await expect(page).toHaveScreenshot(`${screen.name}-${viewport.width}.png`, { mask: changing(page) });
        });
      });
    }
  });
}
