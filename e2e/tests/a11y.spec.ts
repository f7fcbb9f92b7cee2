/**
 * Accessibility: axe-core (WCAG 2.0/2.1/2.2 A and AA rules) on every route and the main
 * dialogs at 1280 px and 375 px, failing on any serious or critical violation; and no sideways
 * scrolling at 320 px (WCAG 1.4.10) on each route.
 */
import type { Page } from '@playwright/test';
import { expect, seriousViolations, sidewaysScroll, test, trackRequests } from '../fixtures';
import { untilSettled } from '../support/settled';

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

async function open(page: Page, route: Route): Promise<void> {
  await page.goto(route.url);
  await expect(page.getByRole('heading', { level: 1, name: route.heading }).first()).toBeVisible();
  // Late parts (widgets, lazily loaded menus) loaded before measuring.
  await untilSettled(page);
}

function scanRoutes(routes: Route[]) {
  for (const viewport of WIDTHS) {
    for (const route of routes) {
      test(`${route.name} at ${viewport.name}: no serious or critical axe violation`, async ({ page }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await open(page, route);
        expect((await seriousViolations(page)).join('\n')).toBe('');
      });
    }
  }
  for (const route of routes) {
    test(`${route.name} at 320 px: no horizontal scrolling`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 700 });
      await open(page, route);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    });
  }
}

test.describe('signed out', () => {
  scanRoutes(SIGNED_OUT);
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

  test("the header of a user without a picture (the avatar's initials in the account menu's button): no serious or critical axe violation", async ({ page }) => {
    await page.route('**/_api/avatar/**', (route) => route.fulfill({ status: 404, body: '' }));
    await open(page, SIGNED_IN[0]!);
    await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
    expect((await seriousViolations(page)).join('\n')).toBe('');
  });

  test('the cancel-enrolment dialog: no serious or critical axe violation', async ({ page, catalogueEventPage }) => {
    await open(page, SIGNED_IN[3]!);
    const session = catalogueEventPage.session('Skills lab, afternoon');
    await session.getByRole('button', { name: 'Cancel enrolment', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Cancel your enrolment' })).toBeVisible();
    expect((await seriousViolations(page, '[role="dialog"]')).join('\n')).toBe('');
    await page.keyboard.press('Escape');
  });

  // Contact support is offered to signed-in users only; at 375 px it sits behind the header's Menu button.
  for (const viewport of WIDTHS) {
    test(`the support dialog at ${viewport.name}: no serious or critical axe violation`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await open(page, SIGNED_IN[0]!);
      if (viewport.width < 768) await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await page.getByRole('button', { name: 'Contact support', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Contact support' })).toBeVisible();
      expect((await seriousViolations(page, '[role="dialog"]')).join('\n')).toBe('');
    });
  }
});

// The settings page offers 'Delegate my approvals' to approvers only (spec 1 §4).
test.describe('signed in as an approver', () => {
  test.use({ signedInAs: 'approver' });

  for (const viewport of WIDTHS) {
    test(`the delegation dialog at ${viewport.name}: no serious or critical axe violation`, async ({ page, accountSettingsPage, delegationDialog }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await accountSettingsPage.goto();
      await accountSettingsPage.openDelegation.click();
      await expect(delegationDialog.dialog).toBeVisible();
      expect((await seriousViolations(page, '[role="dialog"]')).join('\n')).toBe('');
    });
  }
});

/**
 * Elements a reader needs (headings, links, buttons, form labels) that are cut: outside the viewport
 * sideways, or holding more text than they show (an ellipsis, a clipped line). One line per element.
 */
async function cutElements(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector) ?? document.body;
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const element of Array.from(root.querySelectorAll<HTMLElement>('h1, h2, h3, a, button, label, p'))) {
      const box = element.getBoundingClientRect();
      // Visually hidden texts (1 px boxes for screen readers) are meant to show nothing.
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(element).visibility === 'hidden') continue;
      const name = `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
      // Beyond the viewport inside a region that scrolls sideways (a playlist's row) is reachable, not cut.
      let scroller = element.parentElement;
      while (scroller && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX)) scroller = scroller.parentElement;
      if (!scroller && (box.left < -1 || box.right > width + 1)) found.push(`${name} reaches outside the viewport (${Math.round(box.left)}–${Math.round(box.right)} of ${width})`);
      if (getComputedStyle(element).display !== 'inline' && (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1)) {
        if (getComputedStyle(element).overflow !== 'visible')
          found.push(`${name} shows less than its text (${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight})`);
      }
    }
    return found;
  }, scope);
}

test.describe('small screens and large text, signed in', () => {
  test.use({ signedInAs: 'learner' });

  // Catalogue cards use the width and wrap instead of cutting titles and statuses.
  test('catalogue cards at 375 px: nothing cut, no card overlaps the next', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, SIGNED_IN[1]!);
    const list = page.getByRole('list', { name: 'Catalogue items' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    expect((await cutElements(page, '.lp-catalogue__list')).join('\n')).toBe('');
    const boxes = await list.getByRole('listitem').evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect()).map(({ top, bottom }) => ({ top, bottom })));
    expect(boxes.length).toBeGreaterThan(1);
    for (let index = 1; index < boxes.length; index += 1) expect(boxes[index]!.top).toBeGreaterThanOrEqual(boxes[index - 1]!.bottom - 1);
  });

  // WCAG 1.4.4: text at 200 %. Browser zoom to 200 % on a 1280 px window lays pages out at 640 CSS px;
  // text-only zoom doubles the root font size at full width. Either way nothing may be cut off.
  for (const route of SIGNED_IN) {
    test(`${route.name} with text at 200 %: no sideways scrolling, nothing cut`, async ({ page }) => {
      await page.setViewportSize({ width: 640, height: 450 });
      await open(page, route);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect((await cutElements(page)).join('\n')).toBe('');

      await page.setViewportSize({ width: 1280, height: 900 });
      await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeInViewport();
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect((await cutElements(page)).join('\n')).toBe('');
    });
  }

  // The session-timeout dialog (spec 1 §9), brought up as session-timeout.spec.ts does: the page's
  // clock is Playwright's, the session's expiry moved to 50 s away, one heartbeat run.
  for (const viewport of WIDTHS) {
    test(`the session-timeout dialog at ${viewport.name}: no serious or critical axe violation`, async ({ page, baseURL, sessionTimeoutDialog }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.clock.install();
      const requests = trackRequests(page);
      await open(page, SIGNED_IN[0]!);
      // Every load done before the clock jumps past the portal's load time-outs.
      await requests.settled();
      await page.clock.runFor(65_000);
      const now = await page.evaluate(() => Math.floor(Date.now() / 1000));
      await page.context().addCookies([{ name: 'exp', value: String(now + 50), url: baseURL! }]);
      await page.clock.runFor(30_000);
      await expect(sessionTimeoutDialog.dialog).toBeVisible();
      expect((await seriousViolations(page, '[role="dialog"]')).join('\n')).toBe('');
    });
  }
});
