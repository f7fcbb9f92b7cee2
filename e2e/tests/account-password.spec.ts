import { CSRF_HEADER, CSRF_VALUE, SCOPE_HEADER } from '@portal/contracts';
import { expect, outboxCode, test } from '../fixtures';

const uniqueUsername = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const PASSWORD = 'Changer!2026';
const NEW_PASSWORD = 'Quill-Lantern-2027';

/**
 * Spec 1 §5, §8 change password, on an account of this test's own (registered and verified through the
 * API): its password changes for good, so no demo account and no second run is affected.
 */
test.describe('change password', () => {
  test('client rules, a wrong current password, a password made of the username, then a change that signing in proves', async ({
    page,
    request,
    signInPage,
    accountSettingsPage,
    header,
    dashboardPage,
  }) => {
    const username = uniqueUsername('changer');
    const headers = { [CSRF_HEADER]: CSRF_VALUE, [SCOPE_HEADER]: 'demo' };
    const registered = await request.post('/_api/reach/demo/api/v4/users', {
      headers,
      data: { Username: username, Password: PASSWORD, authenticationMode: 'forms', profile: { mail: `${username}@demo.example`, jobTitle: 'Porter' } },
    });
    expect(registered.ok(), `registration answered ${registered.status()}`).toBe(true);
    const code = await outboxCode(request, username, /^Verify your .* e-mail address$/);
    const verified = await request.post(`/_api/reach/demo/api/v3/accountverification/${code}/complete`, { headers, data: { Type: 'RegisteredEmailVerification' } });
    expect(verified.ok(), `verification answered ${verified.status()}`).toBe(true);

    await signInPage.goto();
    await signInPage.signIn(username, PASSWORD);
    await dashboardPage.expectShown();
    await page.goto('/#/account/password');
    await expect(page.getByRole('heading', { level: 2, name: 'Change password' })).toBeVisible();

    // PasswordMissMatch
    await accountSettingsPage.submitPasswordChange(PASSWORD, NEW_PASSWORD, 'Something!Else1');
    await expect(accountSettingsPage.confirmPassword).toHaveAccessibleDescription('The passwords do not match.');

    // PasswordMustBeNew
    await accountSettingsPage.submitPasswordChange(PASSWORD, PASSWORD);
    await expect(accountSettingsPage.newPassword).toHaveAccessibleDescription('The new password must be different from your current password');

    // PasswordComplexity (the demo tenant configures no expression: at least 8 characters)
    await accountSettingsPage.submitPasswordChange(PASSWORD, 'Short1!');
    await expect(accountSettingsPage.newPassword).toHaveAccessibleDescription('The password does not meet the password requirements.');

    // The LMS refuses a wrong current password.
    await accountSettingsPage.submitPasswordChange('Not-the-password-1', NEW_PASSWORD);
    await expect(page.getByRole('alert').filter({ hasText: 'Current password incorrect' })).toBeVisible();
    await expect(accountSettingsPage.newPassword).toHaveValue(NEW_PASSWORD);

    // …and a new password made of the username or the product's name, with its reason.
    for (const named of [`${username}-X9`, 'MyLearnerPortal!9']) {
      await accountSettingsPage.submitPasswordChange(PASSWORD, named);
      await expect(page.getByRole('alert').filter({ hasText: 'must not contain your username or the name of the portal or of your organisation' })).toBeVisible();
    }

    await accountSettingsPage.submitPasswordChange(PASSWORD, NEW_PASSWORD);
    const changed = accountSettingsPage.message('Your password has been changed');
    await expect(changed).toBeVisible();
    // The toast sits over the account menu; closing it is what a user does too.
    await changed.getByRole('button', { name: 'Close message' }).click();

    // The new password signs in; the old one no longer does.
    await header.signOut();
    await signInPage.expectShown();
    await signInPage.signIn(username, PASSWORD);
    await expect(page.getByRole('alert')).toBeVisible();
    await signInPage.signIn(username, NEW_PASSWORD);
    await dashboardPage.expectShown();
  });
});
