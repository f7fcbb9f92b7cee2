import { DEMO_USERS, ROUTES, expect, hashRoute, test, totp } from '../fixtures';

const PROFILE_VIEW = '/#/account/settings?view=profile';
/** A recovery code used once already: it cannot be sent again, so the text does not offer a new one (decision 0015). */
const USED_RECOVERY_CODE = 'This recovery code is invalid or has already been used. Please check it and try again.';

test('newbie completes the profile, sets up an authenticator app, then signs in with a TOTP code and with a single-use recovery code', async ({
  page,
  signInPage,
  mfaSignInPage,
  mfaSetupPage,
  dashboardPage,
  header,
}) => {
  const newbie = DEMO_USERS.newbie;
  await signInPage.goto();
  await signInPage.signIn(newbie.username);

  // Spec 1 §4: an incomplete profile leads to the profile view first; the job title is mandatory.
  // The run shares one database: a profile test that ran earlier may have completed it already.
  await expect(page).toHaveURL(new RegExp(`${hashRoute(PROFILE_VIEW).source}|${hashRoute(ROUTES.dashboard).source}`));
  if (hashRoute(PROFILE_VIEW).test(page.url())) {
    await page.getByLabel('Job title').fill('Trainee analyst');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Your profile has been updated')).toBeVisible();
  }

  await mfaSetupPage.gotoFromSettings();
  // Spec 1 §2: set-up, once opened, blocks other private pages until it is complete (optional mode too).
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(hashRoute(ROUTES.accountMfa));
  await expect(mfaSetupPage.heading).toBeVisible();
  const secret = await mfaSetupPage.startAuthenticatorSetup();
  const recoveryCodes = await mfaSetupPage.confirmCode(totp(secret));
  expect(recoveryCodes.length).toBeGreaterThan(0);
  const [recoveryCode] = recoveryCodes;
  if (!recoveryCode) throw new Error('no recovery code shown');
  await mfaSetupPage.continueButton.click();
  await dashboardPage.expectShown(newbie);
  await page.goto(ROUTES.twoFactorSettings);
  await expect(page.getByText('Authenticator app', { exact: true })).toBeVisible();

  // The second factor is asked from now on, at every sign-in.
  const signInAgainToSecondFactor = async () => {
    await header.signOut();
    await signInPage.expectShown();
    await signInPage.signIn(newbie.username);
    await mfaSignInPage.expectShown();
  };
  // An authenticator code works…
  await signInAgainToSecondFactor();
  await mfaSignInPage.enterCode(totp(secret));
  await dashboardPage.expectShown(newbie);

  // …and so does a recovery code, once.
  await signInAgainToSecondFactor();
  await mfaSignInPage.enterRecoveryCode(recoveryCode);
  await dashboardPage.expectShown(newbie);

  await signInAgainToSecondFactor();
  await mfaSignInPage.enterRecoveryCode(recoveryCode);
  await expect(page.getByRole('alert').filter({ hasText: USED_RECOVERY_CODE })).toBeVisible();
  await expect(page).toHaveURL(hashRoute('/#/access/signin/mfa'));
});
