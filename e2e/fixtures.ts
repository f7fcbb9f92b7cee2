/**
 * One fixture per area (style.md #15): page objects that find things by role and label only,
 * and helpers for the demo LMS (outbox, authenticator codes). Tests import `test` and `expect`
 * from here, never from @playwright/test directly.
 */
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createHmac } from 'node:crypto';
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
  signUp: '/#/access/signup',
  thanks: '/#/access/thanks',
  verify: '/#/access/verify',
  recover: '/#/access/recover',
  ssoError: '/#/access/sso/error',
  dashboard: '/#/dashboard',
  accountMfa: '/#/account/mfa',
  twoFactorSettings: '/#/account/settings?view=twoFactorAuth',
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

  /** Switches to a recovery code (one of those shown at two-factor set-up) and submits it. */
  async enterRecoveryCode(code: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Use a recovery code' }).click();
    await this.page.getByLabel('Recovery code', { exact: true }).fill(code);
    await this.verify.click();
  }
}

/** Two-factor set-up at #/account/mfa (spec 1 §4 MFA setup views). */
export class MfaSetupPage {
  readonly heading: Locator;
  readonly continueButton: Locator;
  readonly secret: Locator;
  readonly code: Locator;
  readonly verify: Locator;
  readonly recoveryCodes: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Set up two-factor authentication' });
    this.continueButton = page.getByRole('button', { name: 'Continue', exact: true });
    this.secret = page.getByLabel('Secret key');
    this.code = page.getByLabel('Verification code', { exact: true });
    this.verify = page.getByRole('button', { name: 'Verify', exact: true });
    this.recoveryCodes = page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  }

  async goto(): Promise<void> {
    await this.page.goto(ROUTES.accountMfa);
    await expect(this.heading).toBeVisible();
  }

  /** From the settings page's two-factor view, where the current mode is shown. */
  async gotoFromSettings(): Promise<void> {
    await this.page.goto(ROUTES.twoFactorSettings);
    await expect(this.page.getByText('Not set up', { exact: true })).toBeVisible();
    await this.page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await expect(this.page).toHaveURL(hashRoute(ROUTES.accountMfa));
    await expect(this.heading).toBeVisible();
  }

  /** startSetup → gaSetup: answers the secret shown for manual entry (without its spaces). */
  async startAuthenticatorSetup(): Promise<string> {
    await this.page.getByRole('radio', { name: 'Authenticator app' }).check();
    await this.continueButton.click();
    await expect(this.page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = await this.secret.inputValue();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await this.continueButton.click();
    return secret;
  }

  /** finaliseSetup → setupComplete: answers the recovery codes shown once. */
  async confirmCode(code: string): Promise<string[]> {
    await this.code.fill(code);
    await this.verify.click();
    await expect(this.recoveryCodes.first()).toBeVisible();
    return (await this.recoveryCodes.allTextContents()).map((text) => text.trim());
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

/** The catalogue's event page, #/catalogue/event/{id} (mf-catalogue, spec 2 §2). */
export class CatalogueEventPage {
  constructor(readonly page: Page) {}

  async goto(eventId: string): Promise<void> {
    await this.page.goto(`/#/catalogue/event/${encodeURIComponent(eventId)}`);
  }

  /** A session on the page, by its name. */
  session(name: string): Locator {
    return this.page.getByRole('article', { name, exact: true });
  }

  async enrol(sessionName: string): Promise<void> {
    await this.session(sessionName).getByRole('button', { name: 'Enrol', exact: true }).click();
  }

  /** Cancels an enrolment, giving the required reason in the cancellation dialog. */
  async cancel(sessionName: string, reason: string): Promise<void> {
    await this.session(sessionName).getByRole('button', { name: 'Cancel enrolment', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Cancel your enrolment' });
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Cancel enrolment', exact: true }).click();
  }
}

/** The content landing page, #/catalogue/landingpage/item/{id}/{parentId?} (mf-catalogue, spec 2 §2). */
export class ContentLandingPage {
  readonly launch: Locator;
  /** The five rating stars: buttons named 'Rate {n} out of 5'. */
  readonly ratingStars: Locator;

  constructor(readonly page: Page) {
    this.launch = page.getByRole('button', { name: 'Launch', exact: true });
    this.ratingStars = page.getByRole('group', { name: 'Your rating' });
  }

  async goto(itemId: string, parentId?: string): Promise<void> {
    await this.page.goto(`/#/catalogue/landingpage/item/${encodeURIComponent(itemId)}${parentId ? `/${encodeURIComponent(parentId)}` : ''}`);
  }

  /** On the landing page of the item named `name`. */
  async expectShown(name: string): Promise<void> {
    await expect(this.page).toHaveURL(/#\/catalogue\/landingpage\/item\//);
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }

  star(value: number): Locator {
    return this.ratingStars.getByRole('button', { name: `Rate ${value} out of 5` });
  }

  /** 'Average rating {mean} out of 5 (ratings: {count})'. */
  ratingMean(): Locator {
    return this.page.getByText(/^Average rating \d\.\d\d out of 5 \(ratings: \d+\)$/);
  }

  /** The player dialog of a video or audio item, named after the item. */
  player(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }
}

/** The launch route, #/catalogue/launch/{id}/{childId?}: no screen of its own (spec 2 §2). */
export async function gotoLaunch(page: Page, id: string, childId?: string): Promise<void> {
  await page.goto(`/#/catalogue/launch/${encodeURIComponent(id)}${childId ? `/${encodeURIComponent(childId)}` : ''}`);
}

/** The calendar, #/calendar: a FullCalendar month view whose entries are buttons named '{title}, {kind}, {meaning}, {when}'. */
export class CatalogueCalendarPage {
  readonly heading: Locator;
  readonly nextMonth: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Calendar' });
    this.nextMonth = page.getByRole('button', { name: 'Next month' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/#/calendar');
    await expect(this.heading).toBeVisible();
  }

  /** A session in the month shown (each day it spans is drawn once; this is the first). */
  sessionEntry(name: string): Locator {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.page.getByRole('button', { name: new RegExp(`^${escaped}, session, `) }).first();
  }
}

/** The catalogue index, #/catalogue/items/{filter?} (mf-catalogue, spec 2 §2): search, filters, category tree, the list. */
export class CatalogueIndexPage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly status: Locator;
  readonly type: Locator;
  readonly sort: Locator;
  readonly mandatoryOnly: Locator;
  readonly overdueOnly: Locator;
  readonly categories: Locator;
  /** 'N items', '1 item' or the no-results text. */
  readonly count: Locator;
  readonly list: Locator;
  /** The item rows in the page now (the list is virtualised: only those near the viewport). */
  readonly rows: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Catalogue' });
    this.search = page.getByRole('searchbox', { name: 'Search the catalogue' });
    this.status = page.getByRole('combobox', { name: 'Status' });
    this.type = page.getByRole('combobox', { name: 'Type' });
    this.sort = page.getByRole('combobox', { name: 'Sort by' });
    this.mandatoryOnly = page.getByRole('checkbox', { name: 'Mandatory only' });
    this.overdueOnly = page.getByRole('checkbox', { name: 'Overdue only' });
    this.categories = page.getByRole('navigation', { name: 'Categories' });
    this.count = page.getByRole('main').getByRole('status').filter({ hasText: /items?\b|No items/ });
    this.list = page.getByRole('list', { name: 'Catalogue items' });
    this.rows = this.list.getByRole('listitem');
  }

  /** Opens the catalogue, with a filter text when given (spec 2 §2 grammar). */
  async goto(filter?: string): Promise<void> {
    await this.page.goto(filter ? `/#/catalogue/items/${encodeURIComponent(filter)}` : '/#/catalogue/items');
    await expect(this.heading).toBeVisible();
    await expect(this.count).toBeVisible();
  }

  /** The number of results the page states. */
  async resultCount(): Promise<number> {
    const text = (await this.count.textContent()) ?? '';
    const match = /(\d+) items?/.exec(text);
    return match ? Number(match[1]) : 0;
  }

  /** An item's title link, by its (possibly cut) title. */
  item(title: string | RegExp): Locator {
    return this.list.getByRole('link', { name: title });
  }

  /** Opens or closes a parent category in the tree. */
  async expandCategory(name: string): Promise<void> {
    await this.categories.getByRole('button', { name: `Show categories in ${name}` }).click();
  }

  async chooseCategory(name: string): Promise<void> {
    await this.categories.getByRole('button', { name, exact: true }).click();
  }
}

/** Account settings, #/account/settings?view=… (mf-access, spec 1 §2): the profile, change-password and two-factor views. */
export class AccountSettingsPage {
  readonly heading: Locator;
  readonly views: Locator;
  readonly currentPassword: Locator;
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly changePassword: Locator;
  readonly avatarFile: Locator;
  readonly uploadAvatar: Locator;
  readonly avatarImage: Locator;
  readonly openDelegation: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Account settings' });
    this.views = page.getByRole('navigation', { name: 'Settings' });
    this.currentPassword = page.getByLabel('Current password', { exact: true });
    this.newPassword = page.getByLabel('New password', { exact: true });
    this.confirmPassword = page.getByLabel('Confirm new password', { exact: true });
    this.changePassword = page.getByRole('main').getByRole('button', { name: 'Change password', exact: true });
    this.avatarFile = page.getByLabel('Choose a picture (GIF, JPG, JPEG or PNG)');
    this.uploadAvatar = page.getByRole('button', { name: 'Upload picture', exact: true });
    this.avatarImage = page.getByRole('img', { name: 'Your current profile picture' });
    this.openDelegation = page.getByRole('button', { name: 'Delegate my approvals', exact: true });
  }

  /** Opens the page, on one view when given ('profile', 'twoFactorAuth', 'changePassword'). */
  async goto(view?: 'profile' | 'twoFactorAuth' | 'changePassword'): Promise<void> {
    await this.page.goto(view ? `/#/account/settings?view=${view}` : '/#/account/settings');
    await expect(this.heading).toBeVisible();
  }

  async submitPasswordChange(current: string, next: string, confirm: string = next): Promise<void> {
    await this.currentPassword.fill(current);
    await this.newPassword.fill(next);
    await this.confirmPassword.fill(confirm);
    await this.changePassword.click();
  }

  /** A success toast (role status) with this text. */
  message(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }
}

/** The approval-delegation dialog opened from account settings (spec 1 §4, §8). */
export class DelegationDialog {
  readonly dialog: Locator;
  readonly delegate: Locator;
  readonly fromDate: Locator;
  readonly untilDate: Locator;
  readonly add: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Approval delegation' });
    this.delegate = this.dialog.getByLabel('Delegate username or e-mail');
    this.fromDate = this.dialog.getByLabel('From date');
    this.untilDate = this.dialog.getByLabel('Until date');
    this.add = this.dialog.getByRole('button', { name: 'Add delegate', exact: true });
    this.error = this.dialog.getByRole('alert');
  }

  /** The delegate's row in the list of current delegates. */
  row(delegateName: string): Locator {
    return this.dialog.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: delegateName, exact: true }) });
  }

  async addDelegate(username: string, period: { from?: string; until?: string } = {}): Promise<void> {
    await this.delegate.fill(username);
    if (period.from) await this.fromDate.fill(period.from);
    if (period.until) await this.untilDate.fill(period.until);
    await this.add.click();
  }

  async remove(delegateName: string): Promise<void> {
    await this.row(delegateName).getByRole('button', { name: `Remove delegate ${delegateName}` }).click();
  }
}

/** The newest code the demo outbox holds for `username` in a message whose subject matches, waiting for it to arrive. */
export async function outboxCode(request: APIRequestContext, username: string, subject: RegExp): Promise<string> {
  let code: string | null | undefined;
  await expect
    .poll(async () => {
      code = (await readOutbox(request, username)).find((entry) => subject.test(entry.subject) && entry.code)?.code;
      return code;
    }, { message: `a message '${subject.source}' with a code for ${username} in the outbox` })
    .toBeTruthy();
  return code as string;
}

/**
 * The hash single-sign-on callback route for `username` (spec 1 §2): `sso` is base64 of
 * 'username=…&timestamp=…' and `sig` its HMAC-SHA256 in hex under `secret`.
 */
export function hashSsoCallback(username: string, secret: string, timestamp: number = Math.floor(Date.now() / 1000)): string {
  const sso = Buffer.from(`username=${encodeURIComponent(username)}&timestamp=${timestamp}`, 'utf8').toString('base64');
  const sig = createHmac('sha256', secret).update(sso).digest('hex');
  return `/#/access/sso/callback/hash/${sig}?sso=${encodeURIComponent(sso)}`;
}

/** Self-registration, #/access/signup (mf-access, spec 1 §2, §5), with the demo tenant's job title field. */
export class SignUpPage {
  readonly heading: Locator;
  readonly username: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly confirmPassword: Locator;
  readonly jobTitle: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Create an account' });
    this.username = page.getByLabel('Username', { exact: true });
    this.email = page.getByLabel('E-mail', { exact: true });
    this.password = page.getByLabel('Password', { exact: true });
    this.confirmPassword = page.getByLabel('Confirm password', { exact: true });
    this.jobTitle = page.getByLabel('Job title', { exact: true });
    this.submit = page.getByRole('button', { name: 'Create account', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto(ROUTES.signUp);
    await expect(this.heading).toBeVisible();
  }

  async register({ username, email, password, jobTitle }: { username: string; email: string; password: string; jobTitle: string }): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.confirmPassword.fill(password);
    await this.email.fill(email);
    await this.jobTitle.fill(jobTitle);
    await this.submit.click();
  }
}

/** The forgotten-password request, #/access/forgot, and the recover page it leads to, #/access/recover (spec 1 §4). */
export class PasswordRecoveryPages {
  readonly username: Locator;
  readonly sendLink: Locator;
  readonly sent: Locator;
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly setPassword: Locator;
  readonly passwordSet: Locator;

  constructor(readonly page: Page) {
    this.username = page.getByLabel('Username', { exact: true });
    this.sendLink = page.getByRole('button', { name: 'Send reset link', exact: true });
    this.sent = page.getByRole('status').filter({ hasText: 'we have sent a link to reset the password' });
    this.newPassword = page.getByLabel('New password', { exact: true });
    this.confirmPassword = page.getByLabel('Confirm new password', { exact: true });
    this.setPassword = page.getByRole('button', { name: 'Set password', exact: true });
    this.passwordSet = page.getByRole('status').filter({ hasText: 'Your password has been set.' });
  }

  async requestReset(username: string): Promise<void> {
    await this.page.goto(ROUTES.forgot);
    await this.username.fill(username);
    await this.sendLink.click();
    await expect(this.sent).toBeVisible();
  }

  async recover(code: string, password: string, confirmation: string = password): Promise<void> {
    await this.page.goto(`${ROUTES.recover}?code=${encodeURIComponent(code)}`);
    await this.newPassword.fill(password);
    await this.confirmPassword.fill(confirmation);
    await this.setPassword.click();
  }
}

interface PortalFixtures {
  signUpPage: SignUpPage;
  passwordRecoveryPages: PasswordRecoveryPages;
  catalogueIndexPage: CatalogueIndexPage;
  catalogueEventPage: CatalogueEventPage;
  contentLandingPage: ContentLandingPage;
  calendarPage: CatalogueCalendarPage;
  signInPage: SignInPage;
  mfaSignInPage: MfaSignInPage;
  mfaSetupPage: MfaSetupPage;
  dashboardPage: DashboardPage;
  header: Header;
  areaUnavailablePage: AreaUnavailablePage;
  sessionTimeoutDialog: SessionTimeoutDialog;
  accountSettingsPage: AccountSettingsPage;
  delegationDialog: DelegationDialog;
}

export const test = base.extend<PortalFixtures>({
  // global-setup.ts sets PORTAL_URL after the config was first read; take it from here.
  baseURL: async ({ baseURL }, use) => {
    await use(process.env.PORTAL_URL ?? baseURL);
  },
  signUpPage: async ({ page }, use) => {
    await use(new SignUpPage(page));
  },
  passwordRecoveryPages: async ({ page }, use) => {
    await use(new PasswordRecoveryPages(page));
  },
  catalogueIndexPage: async ({ page }, use) => {
    await use(new CatalogueIndexPage(page));
  },
  catalogueEventPage: async ({ page }, use) => {
    await use(new CatalogueEventPage(page));
  },
  contentLandingPage: async ({ page }, use) => {
    await use(new ContentLandingPage(page));
  },
  calendarPage: async ({ page }, use) => {
    await use(new CatalogueCalendarPage(page));
  },
  signInPage: async ({ page }, use) => {
    await use(new SignInPage(page));
  },
  mfaSignInPage: async ({ page }, use) => {
    await use(new MfaSignInPage(page));
  },
  mfaSetupPage: async ({ page }, use) => {
    await use(new MfaSetupPage(page));
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
  accountSettingsPage: async ({ page }, use) => {
    await use(new AccountSettingsPage(page));
  },
  delegationDialog: async ({ page }, use) => {
    await use(new DelegationDialog(page));
  },
});

export { expect };
