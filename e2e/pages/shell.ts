/** The shell (spec 1 §4): its header, the page of an area that could not load, the session-timeout dialog. */
import { expect, type Locator, type Page } from '@playwright/test';

/** The shell's header: user menu with sign-out, language selector. */
export class Header {
  readonly banner: Locator;
  readonly userMenu: Locator;
  readonly languageSelector: Locator;

  constructor(readonly page: Page) {
    this.banner = page.getByRole('banner');
    // 'Account menu for {displayName}'
    this.userMenu = this.banner.getByRole('button', { name: /^Account menu for / });
    this.languageSelector = this.banner.getByLabel(/language/i);
  }

  async expectShown(): Promise<void> {
    await expect(this.banner).toBeVisible();
    await expect(this.userMenu).toBeVisible();
  }

  async signOut(): Promise<void> {
    await this.userMenu.click();
    await this.banner.getByRole('link', { name: 'Sign out' }).click();
  }

  async language(label: string): Promise<void> {
    await this.languageSelector.selectOption({ label });
  }
}

/** The shell's page for an area whose remote could not be loaded. */
export class AreaUnavailablePage {
  readonly heading: Locator;
  readonly retry: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'This area is unavailable' });
    this.retry = page.getByRole('button', { name: 'Retry' });
  }

  async expectShown(): Promise<void> {
    await expect(this.heading).toBeVisible();
    await expect(this.retry).toBeVisible();
  }
}

/** The session-timeout countdown dialog (spec 1 §4). */
export class SessionTimeoutDialog {
  readonly dialog: Locator;
  readonly extend: Locator;

  constructor(readonly page: Page) {
    // The dialog that offers 'Extend session', whatever else is open.
    this.dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Extend session' }) });
    this.extend = this.dialog.getByRole('button', { name: 'Extend session' });
  }
}
