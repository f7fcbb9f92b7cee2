import { DEMO_PASSWORD, ROUTES, collectConsoleErrors, expect, hashRoute, test, totp } from '../fixtures';

/** Forced two-factor (Account.2FA.LearnerPortal.Mode 2 for this account), not set up yet. */
const MFA_SETUP_USER = 'mfa-setup';

/**
 * Requires2FASetup starts a session that can do nothing on the server but set
 * two-factor up (and sign out). The browser journey still works: sign-in leads to the set-up, and
 * once it is done the same session reaches the rest of the portal.
 */
test('a user forced to two-factor sets it up straight after signing in; until then the session reads no profile', async ({ page, signInPage, mfaSetupPage, dashboardPage }) => {
  // The portal itself asks that session nothing it may not (no role checks, picture or chatbot: no 403s).
  const errors = collectConsoleErrors(page);
  await signInPage.goto();
  await signInPage.signIn(MFA_SETUP_USER, DEMO_PASSWORD);
  await expect(page).toHaveURL(hashRoute(ROUTES.accountMfa));
  await expect(mfaSetupPage.heading).toBeVisible();

  // The server refuses the profile to this session, whatever the browser would do (page.request shares the page's cookies).
  const userId = (await page.context().cookies()).find((cookie) => cookie.name === 'uid')?.value;
  expect(userId).toBeTruthy();
  const profilePath = `/_api/reach/demo/api/v4/users/${userId}/profile`;
  const profile = await page.request.get(profilePath);
  expect(profile.status()).toBe(403);
  expect(await profile.json()).toMatchObject({ ErrorCode: 'TwoFactorSetupRequired' });

  await expect(page.getByRole('banner').getByRole('button', { name: /^Account menu for / })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  expect(errors.list()).toEqual([]);

  const secret = await mfaSetupPage.startAuthenticatorSetup();
  const recoveryCodes = await mfaSetupPage.confirmCode(totp(secret));
  expect(recoveryCodes.length).toBeGreaterThan(0);
  await mfaSetupPage.continueButton.click();
  await dashboardPage.expectShown();

  const after = await page.request.get(profilePath);
  expect(after.status()).toBe(200);
  // Set up: the header's menu is back (its role checks asked now), still without an error.
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  expect(errors.list()).toEqual([]);
});
