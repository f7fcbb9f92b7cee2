/**
 * One fixture per area (style.md #15): page objects that find things by role and label only,
 * and helpers for the demo LMS (outbox, authenticator codes). Tests import `test` and `expect`
 * from here, never from @playwright/test directly.
 */
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import * as v from 'valibot';
import { DevOutboxSchema, type DevOutboxEntry } from '@portal/contracts';

/** Password of every demo account seeded by the reference LMS. */
export const DEMO_PASSWORD = 'Portal!2026';

export interface DemoUser {
  username: string;
  /** First name and surname, as the dashboard greets the user. */
  displayName: string;
}

/** The demo accounts (deploy/lms/src/seed/demo.ts). */
export const DEMO_USERS = {
  learner: { username: 'learner', displayName: 'Alex Morgan' },
  approver: { username: 'approver', displayName: 'Priya Shah' },
  instructor: { username: 'instructor', displayName: 'Tom Evans' },
  teamLeader: { username: 'teamleader', displayName: 'Grace Okafor' },
  reviewer: { username: 'reviewer', displayName: 'Sam Taylor' },
  /** Forced two-factor, authenticator app set up with DEMO_MFA_SECRET. */
  mfaUser: { username: 'mfa-user', displayName: 'Jordan Lee' },
  /** A mandatory profile field (job title) is empty. */
  newbie: { username: 'newbie', displayName: 'Casey Brown' },
} as const satisfies Record<string, DemoUser>;

/**
 * The authenticator secret of mfa-user, as exported by '@portal/lms' (DEMO_MFA_SECRET). Copied,
 * not imported: importing the LMS would load its database driver into every test worker.
 * An override through the environment keeps the suite usable against another seed.
 */
export const DEMO_MFA_SECRET = process.env.DEMO_MFA_SECRET ?? 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** Spec 1 §4: half of Account.Login.MaxInvalidPasswordAttempts ('6' in the demo config). */
export const FAILED_SIGN_INS_BEFORE_FORGOT = 3;

/** Hash routes of the portal (spec 1 §2). */
export const ROUTES = {
  signIn: '/#/access/signin',
  signInMfa: '/#/access/signin/mfa',
  forgot: '/#/access/forgot',
  dashboard: '/#/dashboard',
} as const;

/** Matches the current URL's hash route, with or without a query string. */
export function hashRoute(route: string): RegExp {
  const hash = route.replace(/^\/?#/, '');
  const escaped = hash.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`#${escaped}(\\?.*)?$`);
}

/** The current six-digit authenticator code (RFC 6238: SHA1, 6 digits, 30 s). */
export function totp(secret: string, timestamp: number = Date.now()): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp });
}

/** The demo LMS's outbox of e-mail and SMS codes sent to `username`, newest first (absent in production). */
export async function readOutbox(request: APIRequestContext, username: string): Promise<DevOutboxEntry[]> {
  const response = await request.get(`/_api/_dev/outbox?to=${encodeURIComponent(username)}`, {
    headers: { 'x-requested-with': 'learner-portal' },
  });
  expect(response.ok(), `GET /_api/_dev/outbox answered ${response.status()}`).toBe(true);
  return v.parse(DevOutboxSchema, await response.json());
}

export class SignInPage {
  readonly username: Locator;
  readonly password: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.username = page.getByLabel('Username');
    this.password = page.getByLabel('Password', { exact: true });
    this.submit = page.getByRole('button', { name: 'Sign in', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto(ROUTES.signIn);
    await this.expectShown();
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(hashRoute(ROUTES.signIn));
    await expect(this.username).toBeVisible();
  }

  async signIn(username: string, password: string = DEMO_PASSWORD): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submit.click();
  }
}

export class MfaSignInPage {
  readonly code: Locator;
  readonly verify: Locator;

  constructor(readonly page: Page) {
    this.code = page.getByLabel('Verification code', { exact: true });
    this.verify = page.getByRole('button', { name: 'Verify', exact: true });
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(hashRoute(ROUTES.signInMfa));
    await expect(this.code).toBeVisible();
  }

  async enterCode(code: string): Promise<void> {
    await this.code.fill(code);
    await this.verify.click();
  }
}

export class DashboardPage {
  /** 'Welcome, {displayName}' (mf-dashboard). */
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: /^Welcome, / });
  }

  async goto(): Promise<void> {
    await this.page.goto(ROUTES.dashboard);
  }

  /** On #/dashboard, greeting `user` by name when given. */
  async expectShown(user?: DemoUser): Promise<void> {
    await expect(this.page).toHaveURL(hashRoute(ROUTES.dashboard));
    if (user) await expect(this.page.getByRole('heading', { level: 1, name: `Welcome, ${user.displayName}` })).toBeVisible();
    else await expect(this.heading).toBeVisible();
  }
}

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

interface PortalFixtures {
  signInPage: SignInPage;
  mfaSignInPage: MfaSignInPage;
  dashboardPage: DashboardPage;
  header: Header;
  areaUnavailablePage: AreaUnavailablePage;
  sessionTimeoutDialog: SessionTimeoutDialog;
}

export const test = base.extend<PortalFixtures>({
  // global-setup.ts sets PORTAL_URL after the config was first read; take it from here.
  baseURL: async ({ baseURL }, use) => {
    await use(process.env.PORTAL_URL ?? baseURL);
  },
  signInPage: async ({ page }, use) => {
    await use(new SignInPage(page));
  },
  mfaSignInPage: async ({ page }, use) => {
    await use(new MfaSignInPage(page));
  },
  dashboardPage: async ({ page }, use) => {
    await use(new DashboardPage(page));
  },
  header: async ({ page }, use) => {
    await use(new Header(page));
  },
  areaUnavailablePage: async ({ page }, use) => {
    await use(new AreaUnavailablePage(page));
  },
  sessionTimeoutDialog: async ({ page }, use) => {
    await use(new SessionTimeoutDialog(page));
  },
});

export { expect };
