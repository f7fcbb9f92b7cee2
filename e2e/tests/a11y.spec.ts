/**
 * Issue 12, accessibility: axe-core (WCAG 2.0/2.1/2.2 A and AA rules) on every route and the main
 * dialogs at 1280 px and 375 px, failing on any serious or critical violation; and no sideways
 * scrolling at 320 px (WCAG 1.4.10) on each route.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: '375 px', width: 375, height: 800 },
] as const;

interface Route {
  name: string;
  url: string;
  /** A heading that says the page has rendered. */
  heading: RegExp | string;
}

const SIGNED_OUT: Route[] = [
  { name: 'sign in', url: '/#/access/signin', heading: 'Sign in' },
  { name: 'sign up', url: '/#/access/signup', heading: /./ },
  { name: 'forgotten password', url: '/#/access/forgot', heading: /./ },
];

const SIGNED_IN: Route[] = [
  { name: 'dashboard', url: '/#/dashboard', heading: /./ },
  { name: 'catalogue index', url: '/#/catalogue/items', heading: 'Catalogue' },
  { name: 'landing page', url: '/#/catalogue/landingpage/item/demo-link', heading: /./ },
  { name: 'event page', url: '/#/catalogue/event/demo-event', heading: 'Basic life support: practical session' },
  { name: 'calendar', url: '/#/calendar', heading: /./ },
  { name: 'playlists (channels)', url: '/#/catalogue/channels', heading: /./ },
  { name: 'account profile', url: '/#/account/settings?view=profile', heading: /./ },
  { name: 'change password', url: '/#/account/settings?view=changePassword', heading: /./ },
  { name: 'two-factor settings', url: '/#/account/settings?view=twoFactorAuth', heading: /./ },
];

const KNOWN_OVERFLOW = new Set(['event page', 'playlists (channels)']);

/** The violations axe rates serious or critical, one readable line per failing element. */
async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.impact} ${violation.id}: ${violation.help}\n    at ${node.target.join(' ')}\n    ${node.failureSummary?.replace(/\n/g, '\n    ') ?? ''}`),
    );
}

async function open(page: Page, route: Route): Promise<void> {
  await page.goto(route.url);
  await expect(page.getByRole('heading', { level: 1, name: route.heading }).first()).toBeVisible();
  // Let late parts (widgets, lazily loaded menus) settle before measuring.
  await page.waitForLoadState('networkidle');
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

function scanRoutes(routes: Route[]) {
  for (const viewport of WIDTHS) {
    for (const route of routes) {
      test(`${route.name} at ${viewport.name}: no serious or critical axe violation`, async ({ page }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        // fixme: at 375 px calendar entry titles overflow their coloured block onto the page (color-contrast).
        test.fixme(route.name === 'calendar' && viewport.width < 768, 'calendar entries overflow at 375 px (issue 12)');
        await open(page, route);
        expect((await seriousViolations(page)).join('\n')).toBe('');
      });
    }
  }
  for (const route of routes) {
    test(`${route.name} at 320 px: no horizontal scrolling`, async ({ page }) => {
      // Still overflowing when this spec was written (event page by 26 px, channels by 4 px): issue 12.
      test.fixme(KNOWN_OVERFLOW.has(route.name), 'still scrolls sideways at 320 px (issue 12)');
      await page.setViewportSize({ width: 320, height: 700 });
      await open(page, route);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });
  }
}

test.describe('signed out', () => {
  scanRoutes(SIGNED_OUT);

  // fixme: a signed-out visitor of the demo tenant shows no 'Contact support' button; open it where it exists.
  test.fixme('the support dialog: no serious or critical axe violation', async ({ page }) => {
    await open(page, SIGNED_OUT[0]!);
    await page.getByRole('button', { name: 'Contact support' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect((await seriousViolations(page, '[role="dialog"]')).join('\n')).toBe('');
  });
});

test.describe('signed in', () => {
  test.use({ signedInAs: 'learner' });
  scanRoutes(SIGNED_IN);

  for (const viewport of WIDTHS) {
    test(`the open header menu at ${viewport.name}: no serious or critical axe violation`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await open(page, SIGNED_IN[0]!);
      const menu = page.getByRole('button', { name: 'Menu', exact: true });
      if (viewport.width < 768) {
        await menu.click();
        await expect(menu).toHaveAttribute('aria-expanded', 'true');
        await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
      } else {
        await expect(menu).toBeHidden();
      }
      expect((await seriousViolations(page)).join('\n')).toBe('');
    });
  }

  test('the cancel-enrolment dialog: no serious or critical axe violation', async ({ page, catalogueEventPage }) => {
    await open(page, SIGNED_IN[3]!);
    const session = catalogueEventPage.session('Skills lab, afternoon');
    await session.getByRole('button', { name: 'Cancel enrolment', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Cancel your enrolment' })).toBeVisible();
    expect((await seriousViolations(page, '[role="dialog"]')).join('\n')).toBe('');
    await page.keyboard.press('Escape');
  });

  // fixme: the settings page did not offer 'Delegate my approvals' to learner in this run; find the right view.
  test.fixme('the delegation dialog: no serious or critical axe violation', async ({ page, accountSettingsPage }) => {
    await accountSettingsPage.goto();
    await accountSettingsPage.openDelegation.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect((await seriousViolations(page, '[role="dialog"]')).join('\n')).toBe('');
  });
});
