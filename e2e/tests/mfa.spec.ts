import { DEMO_MFA_SECRET, DEMO_USERS, expect, test, totp } from '../fixtures';

test('a user with an authenticator app signs in with a second factor', async ({ signInPage, mfaSignInPage, dashboardPage, header }) => {
  await signInPage.goto();
  await signInPage.signIn(DEMO_USERS.mfaUser.username);

  await mfaSignInPage.expectShown();
  await mfaSignInPage.enterCode(totp(DEMO_MFA_SECRET));

  await dashboardPage.expectShown(DEMO_USERS.mfaUser);
  await header.expectShown();
});

test("the second factor's texts fit the kind of code: an app's code is tried again, a recovery code is not the app's", async ({ page, signInPage, mfaSignInPage }) => {
  await signInPage.goto();
  await signInPage.signIn(DEMO_USERS.mfaUser.username);
  await mfaSignInPage.expectShown();
  const appInstruction = page.getByText('Enter the verification code shown in your authenticator app.');
  await expect(appInstruction).toBeVisible();

  // An authenticator app makes its own codes: there is no new one to request.
  await mfaSignInPage.enterCode(totp(DEMO_MFA_SECRET) === '000000' ? '111111' : '000000');
  await expect(page.getByRole('alert')).toHaveText('The code you provided is invalid. Please check it and try again.');

  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await expect(appInstruction).toBeHidden();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByLabel('Recovery code', { exact: true }).fill('wrong-code1');
  await mfaSignInPage.verify.click();
  await expect(page.getByRole('alert')).toHaveText('This recovery code is invalid or has already been used. Please check it and try again.');
});
