import { CSRF_HEADER, CSRF_VALUE, SCOPE_HEADER } from '@portal/contracts';
import { ROUTES, expect, hashRoute, outboxCode, readOutbox, test } from '../fixtures';

const uniqueUsername = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe('password recovery', () => {
  test('forgotten password → recover with the code from the outbox → sign in with the new password', async ({
    page,
    request,
    passwordRecoveryPages,
    signInPage,
    dashboardPage,
  }) => {
    // An account of this test's own: its password changes, and the demo accounts are other tests'.
    const username = uniqueUsername('forgetful');
    const registered = await request.post('/_api/reach/demo/api/v4/users', {
      headers: { [CSRF_HEADER]: CSRF_VALUE, [SCOPE_HEADER]: 'demo' },
      data: { Username: username, Password: 'Forgetful!2026', authenticationMode: 'forms', profile: { mail: `${username}@demo.example`, jobTitle: 'Porter' } },
    });
    expect(registered.ok(), `registration answered ${registered.status()}`).toBe(true);

    await passwordRecoveryPages.requestReset(username);
    const code = await outboxCode(request, username, /^Reset your .* password$/);

    // The e-mail's link is absolute (the portal's address) and opens the recover page with the code.
    const mail = (await readOutbox(request, username)).find((entry) => entry.code === code)!;
    const link = /https?:\/\/\S+/.exec(mail.body)?.[0];
    expect(link).toBe(new URL(`/#/access/recover?code=${code}`, page.url()).href);
    await page.goto(link!);
    await expect(passwordRecoveryPages.newPassword).toBeVisible();

    // The spec 1 §5 rules first: mismatch, then complexity (at least 8 characters), nothing sent.
    await passwordRecoveryPages.recover(code, 'Remembered!2026', 'Remembered!2027');
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await passwordRecoveryPages.newPassword.fill('short');
    await passwordRecoveryPages.confirmPassword.fill('short');
    await passwordRecoveryPages.setPassword.click();
    await expect(page.getByText('The password does not meet the password requirements.')).toBeVisible();

    await passwordRecoveryPages.newPassword.fill('Remembered!2026');
    await passwordRecoveryPages.confirmPassword.fill('Remembered!2026');
    await passwordRecoveryPages.setPassword.click();
    await expect(passwordRecoveryPages.passwordSet).toBeVisible();

    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await signInPage.expectShown();
    await signInPage.signIn(username, 'Forgetful!2026');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password' })).toBeVisible();
    await signInPage.signIn(username, 'Remembered!2026');
    await dashboardPage.expectShown({ username, displayName: username });
  });

  test('the forgotten-password page takes the e-mail address, as sign-in does', async ({ page, request, passwordRecoveryPages }) => {
    const username = uniqueUsername('by-mail');
    const registered = await request.post('/_api/reach/demo/api/v4/users', {
      headers: { [CSRF_HEADER]: CSRF_VALUE, [SCOPE_HEADER]: 'demo' },
      data: { Username: username, Password: 'Forgetful!2026', authenticationMode: 'forms', profile: { mail: `${username}@demo.example`, jobTitle: 'Porter' } },
    });
    expect(registered.ok(), `registration answered ${registered.status()}`).toBe(true);

    await passwordRecoveryPages.requestReset(`${username}@demo.example`.toUpperCase());
    await expect(passwordRecoveryPages.sent).toHaveText(
      'If the username or e-mail address belongs to an account with an e-mail address, we have sent a link to reset the password to it.',
    );
    const code = await outboxCode(request, username, /^Reset your .* password$/);
    await page.goto(`${ROUTES.recover}?code=${encodeURIComponent(code)}`);
    await expect(passwordRecoveryPages.newPassword).toBeVisible();
  });

  test('a used or unknown code offers a new link', async ({ page }) => {
    await page.goto(`${ROUTES.recover}?code=not-a-code`);
    await expect(page.getByRole('alert').filter({ hasText: 'This link to set a password is not valid.' })).toBeVisible();
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL(hashRoute(ROUTES.forgot));
  });
});
