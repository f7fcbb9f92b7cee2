/**
 * Composes the e2e suite's fixtures (style.md #15): one page object per screen from pages/ (one file
 * per area), the demo LMS's helpers from support/, and `signedInAs`, which opens the test's browser
 * already signed in. Tests import `test` and `expect` from here, never from @playwright/test directly.
 */
import { test as base, expect } from '@playwright/test';
import { MfaSignInPage, PasswordRecoveryPages, SignInPage, SignUpPage } from './pages/access';
import { AccountSettingsPage, DelegationDialog, MfaSetupPage } from './pages/account';
import { CatalogueCalendarPage, CatalogueEventPage, CatalogueIndexPage, ContentLandingPage } from './pages/catalogue';
import { DashboardPage } from './pages/dashboard';
import { AreaUnavailablePage, Header, SessionTimeoutDialog } from './pages/shell';
import { DEMO_USERS, type SignedInRole } from './support/demo';
import { signedInStorageState } from './support/session';

export * from './pages/access';
export * from './pages/account';
export * from './pages/catalogue';
export * from './pages/dashboard';
export * from './pages/shell';
export * from './support/a11y';
export * from './support/console';
export * from './support/date-field';
export * from './support/hang';
export * from './support/demo';
export * from './support/lms';
export * from './support/network';
export * from './support/routes';
export { PORTAL_API_HEADERS, readIn, restoreEnglish, signedInApiContext, signedInStorageState } from './support/session';

interface PortalOptions {
  /**
   * `test.use({ signedInAs: 'learner' })`: before the test, that demo account signs in through the
   * API (the sign-in page's own request, no UI) and the browser context starts with the session's
   * cookies. Each test gets a session of its own, so refreshing or signing out spends no one
   * else's (e2e/README.md "Signed-in tests"). Unset: the browser starts signed out.
   */
  signedInAs: SignedInRole | undefined;
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

export const test = base.extend<PortalOptions & PortalFixtures>({
  // global-setup.ts sets PORTAL_URL after the config was first read; take it from here.
  baseURL: async ({ baseURL }, use) => {
    await use(process.env.PORTAL_URL ?? baseURL);
  },
  signedInAs: [undefined, { option: true }],
  storageState: async ({ storageState, signedInAs, baseURL, playwright }, use) => {
    if (!signedInAs) return use(storageState);
    if (!baseURL) throw new Error('e2e: no baseURL to sign in against (PORTAL_URL is set by global-setup.ts)');
    await use(await signedInStorageState(playwright.request, baseURL, DEMO_USERS[signedInAs].username));
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
