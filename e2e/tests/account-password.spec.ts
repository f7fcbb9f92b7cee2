import { DEMO_PASSWORD, DEMO_USERS, expect, test } from '../fixtures';

/**
 * Spec 1 §5, §8 change password. The successful change uses 'reviewer', which no other test signs
 * in with (it starts signed in; signing in with the new password goes through the sign-in page), and sets the demo password back at the end so a second run (PORTAL_URL) still works.
 */
const ACCOUNT = DEMO_USERS.reviewer.username;
const NEW_PASSWORD = 'Reviewer!2027';

test.describe('change password', () => {
  test.use({ signedInAs: 'reviewer' });

  test('client rules, a wrong current password, then a change that signing in proves', async ({ signInPage, accountSettingsPage, header, dashboardPage }) => {
    await accountSettingsPage.page.goto('/#/account/password');
    await expect(accountSettingsPage.page.getByRole('heading', { level: 2, name: 'Change password' })).toBeVisible();

    // PasswordMissMatch
    await accountSettingsPage.submitPasswordChange(DEMO_PASSWORD, NEW_PASSWORD, 'Something!Else1');
    await expect(accountSettingsPage.confirmPassword).toHaveAccessibleDescription('The passwords do not match.');

    // PasswordMustBeNew
    await accountSettingsPage.submitPasswordChange(DEMO_PASSWORD, DEMO_PASSWORD);
    await expect(accountSettingsPage.newPassword).toHaveAccessibleDescription('The new password must be different from your current password');

    // PasswordComplexity (the demo tenant configures no expression: at least 8 characters)
    await accountSettingsPage.submitPasswordChange(DEMO_PASSWORD, 'Short1!');
    await expect(accountSettingsPage.newPassword).toHaveAccessibleDescription('The password does not meet the password requirements.');

    // The LMS refuses a wrong current password.
    await accountSettingsPage.submitPasswordChange('Not-the-password-1', NEW_PASSWORD);
    await expect(accountSettingsPage.page.getByRole('alert').filter({ hasText: 'Current password incorrect' })).toBeVisible();
    await expect(accountSettingsPage.newPassword).toHaveValue(NEW_PASSWORD);

    await accountSettingsPage.submitPasswordChange(DEMO_PASSWORD, NEW_PASSWORD);
    const changed = accountSettingsPage.message('Your password has been changed');
    await expect(changed).toBeVisible();
    // The toast sits over the account menu; closing it is what a user does too.
    await changed.getByRole('button', { name: 'Close message' }).click();

    // The new password signs in; then it is set back.
    await header.signOut();
    await signInPage.expectShown();
    await signInPage.signIn(ACCOUNT, NEW_PASSWORD);
    await dashboardPage.expectShown(DEMO_USERS.reviewer);
    await accountSettingsPage.goto('changePassword');
    await accountSettingsPage.submitPasswordChange(NEW_PASSWORD, DEMO_PASSWORD);
    await expect(accountSettingsPage.message('Your password has been changed')).toBeVisible();
  });
});
