import { DEMO_MFA_SECRET, DEMO_USERS, test, totp } from '../fixtures';

test('a user with an authenticator app signs in with a second factor', async ({ signInPage, mfaSignInPage, dashboardPage, header }) => {
  await signInPage.goto();
  await signInPage.signIn(DEMO_USERS.mfaUser.username);

  await mfaSignInPage.expectShown();
  await mfaSignInPage.enterCode(totp(DEMO_MFA_SECRET));

  await dashboardPage.expectShown(DEMO_USERS.mfaUser);
  await header.expectShown();
});
