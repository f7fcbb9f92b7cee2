/** The dashboard area (mf-dashboard). Found by role and label only. */
import { expect, type Locator, type Page } from '@playwright/test';
import type { DemoUser } from '../support/demo';
import { ROUTES, hashRoute } from '../support/routes';

/** The dashboard, #/dashboard (mf-dashboard). */
export class DashboardPage {
  /** 'Welcome, {displayName}' (mf-dashboard). */
  readonly heading: Locator;
  /** The page's own catalogue search: the heading alone may be the first view the gateway served. */
  readonly search: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: /^Welcome, / });
    this.search = page.getByRole('main').getByRole('searchbox', { name: 'Search the catalogue' });
  }

  async goto(): Promise<void> {
    await this.page.goto(ROUTES.dashboard);
  }

  /**
   * Scrolls down the page as a reader does until every widget has come in (mf-dashboard renders those
   * below the first screen as they near it; until then a place-holder holds their place), then back
   * to the top. The place-holders have no role: they are found by their test id.
   */
  async showWidgets(): Promise<void> {
    const main = this.page.getByRole('main');
    const waiting = main.getByTestId('near-viewport');
    // The other areas' widget slot is the last part of the page to come in: when it is there and no
    // place-holder is left, every widget has come in. (Waiting for a place-holder first raced a page
    // short enough to bring every part near at once.)
    const slot = main.locator('[data-slot^="dashboard.main."]');
    await expect
      .poll(
        async () => {
          // A place-holder is brought into view by name, not only by scrolling on: a busy page paints
          // seldom, and the wheel's scrolls (on the compositor, not the page's own thread) can carry a
          // place-holder from below the screen to above it between two paints, where the page never
          // sees it near and a reader would only by scrolling back.
          const left = await waiting.count();
          if (left > 0)
            await waiting
              .first()
              .scrollIntoViewIfNeeded({ timeout: 2_000 })
              .catch(() => undefined);
          else await this.page.mouse.wheel(0, 600);
          return left === 0 && (await slot.count()) > 0;
        },
        { timeout: 30_000, intervals: [100] },
      )
      .toBe(true);
    await this.page.evaluate(() => window.scrollTo(0, 0));
  }

  /** On #/dashboard, rendered by the area (not only its first view), greeting `user` by name when given. */
  async expectShown(user?: DemoUser): Promise<void> {
    await expect(this.page).toHaveURL(hashRoute(ROUTES.dashboard));
    await expect(this.search).toBeVisible();
    if (user) await expect(this.page.getByRole('heading', { level: 1, name: `Welcome, ${user.displayName}` })).toBeVisible();
    else await expect(this.heading).toBeVisible();
  }
}
