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

  /** On #/dashboard, rendered by the area (not only its first view), greeting `user` by name when given. */
  async expectShown(user?: DemoUser): Promise<void> {
    await expect(this.page).toHaveURL(hashRoute(ROUTES.dashboard));
    await expect(this.search).toBeVisible();
    if (user) await expect(this.page.getByRole('heading', { level: 1, name: `Welcome, ${user.displayName}` })).toBeVisible();
    else await expect(this.heading).toBeVisible();
  }
}
