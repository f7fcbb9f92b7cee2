import type { Page } from '@playwright/test';
import { DEMO_SSO_USER, DEMO_USERS, ROUTES, SsoContinueStep, expect, hashRoute, hashSsoCallback, test } from '../fixtures';

const SSO_USER = DEMO_SSO_USER;
/** The e2e portal gets this run's hash secret (support/portal.ts). */
const secret = process.env.DEMO_SSO_HASH_SECRET;

test.describe('hash single sign-on', () => {
  test.skip(!secret, 'DEMO_SSO_HASH_SECRET is not known (a portal started elsewhere through PORTAL_URL)');

  // The callback asks before it signs in (e2e/tests/sso-callback.spec.ts): each test answers Continue.
  const continueSignIn = (page: Page) => new SsoContinueStep(page).continueButton.click();

  test('a correctly signed payload signs sso-user in', async ({ page, dashboardPage, header }) => {
    await page.goto(hashSsoCallback(SSO_USER.username, secret!));
    await continueSignIn(page);
    await dashboardPage.expectShown(SSO_USER);
    await header.expectShown();
  });

  test('an incorrectly signed payload is refused: signed out, on sign-in, with the reason', async ({ page, signInPage }) => {
    await page.goto(hashSsoCallback(SSO_USER.username, 'not-the-tenant-secret-0123456789'));
    await continueSignIn(page);
    await signInPage.expectShown();
    await expect(page.getByRole('alert').filter({ hasText: 'The single sign-on request could not be verified.' })).toBeVisible();
    // Nobody is signed in: a private page asks for sign-in again.
    await page.goto(ROUTES.dashboard);
    await expect(page).toHaveURL(hashRoute(ROUTES.signIn));
  });

  test('a signed payload for a forms account shows the sso-error page with the user', async ({ page }) => {
    await page.goto(hashSsoCallback(DEMO_USERS.learner.username, secret!));
    await continueSignIn(page);
    await expect(page).toHaveURL(hashRoute(ROUTES.ssoError));
    await expect(page.getByRole('heading', { level: 1, name: 'Single sign-on did not work' })).toBeVisible();
    await expect(page.getByText(`Your organisation signed you in as ${DEMO_USERS.learner.username}`)).toBeVisible();
  });
});
