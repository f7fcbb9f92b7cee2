import { ROUTES, expect, hashRoute, outboxCode, readOutbox, test } from '../fixtures';

/** A username no other test (or earlier retry) has used: the database lives for the whole run. */
const uniqueUsername = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe('self-registration', () => {
  test('a new user registers, verifies the e-mail with the code from the outbox and signs in', async ({ page, request, signUpPage, signInPage, dashboardPage }) => {
    const username = uniqueUsername('newcomer');
    const password = 'Newcomer!2026';

    await signInPage.goto();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(signUpPage.heading).toBeVisible();
    await signUpPage.register({ username, email: `${username}@demo.example`, password, jobTitle: 'Healthcare Assistant' });

    await expect(page).toHaveURL(hashRoute(ROUTES.thanks));
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for registering' })).toBeVisible();
    await expect(page.getByText('Please check your e-mail')).toBeVisible();

    const code = await outboxCode(request, username, /^Verify your .* e-mail address$/);
    await page.goto(`${ROUTES.verify}?code=${encodeURIComponent(code)}`);
    await expect(page.getByText('Thank you, your e-mail address has been verified. You can now sign in.')).toBeVisible();

    // A second verification link opened in the same tab (only the part after # changes) is verified too.
    await signUpPage.goto();
    const second = `${username}-2`;
    await signUpPage.register({ username: second, email: `${second}@demo.example`, password, jobTitle: 'Healthcare Assistant' });
    await expect(page).toHaveURL(hashRoute(ROUTES.thanks));
    const secondCode = await outboxCode(request, second, /^Verify your .* e-mail address$/);
    await page.goto(`${ROUTES.verify}?code=${encodeURIComponent(code)}`);
    await expect(page.getByText('Your e-mail address could not be verified.')).toBeVisible();
    await page.goto(`${ROUTES.verify}?code=${encodeURIComponent(secondCode)}`);
    await expect(page.getByText('Thank you, your e-mail address has been verified. You can now sign in.')).toBeVisible();

    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await signInPage.expectShown();
    await signInPage.signIn(username, password);
    await dashboardPage.expectShown({ username, displayName: username });
  });

  test('an address another account uses answers as a fresh one would; only its owner is told, and no account is made', async ({ page, request, signUpPage, signInPage }) => {
    const username = uniqueUsername('taken-address');
    const password = 'Newcomer!2026';
    const startedAt = Date.now();
    await signUpPage.goto();
    await signUpPage.register({ username, email: 'Reviewer@demo.example', password, jobTitle: 'Porter' });

    // The same page as for a fresh address: a stranger cannot tell that the address has an account.
    await expect(page).toHaveURL(hashRoute(ROUTES.thanks));
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for registering' })).toBeVisible();
    await expect(page.getByText('Please check your e-mail')).toBeVisible();

    await expect
      .poll(async () =>
        (await readOutbox(request, 'reviewer')).some(
          (entry) => entry.subject === 'Someone tried to sign up with your e-mail address' && Date.parse(entry.createdAt) >= startedAt - 1000,
        ),
      )
      .toBe(true);
    expect(await readOutbox(request, username)).toEqual([]);
    await signInPage.goto();
    await signInPage.signIn(username, password);
    await expect(page.getByRole('alert')).toBeVisible();
  });

  test('the sign-up form checks the spec rules before anything is sent, and keeps what was typed', async ({ page, signUpPage }) => {
    let registrations = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v4/users')) registrations += 1;
    });
    await signUpPage.goto();
    await signUpPage.username.fill('not allowed!');
    await signUpPage.password.fill('short');
    await signUpPage.confirmPassword.fill('shorter');
    await signUpPage.submit.click();

    await expect(page.getByText('The username contains characters that are not allowed.')).toBeVisible();
    await expect(page.getByText('The password does not meet the password requirements.')).toBeVisible();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await expect(signUpPage.username).toHaveValue('not allowed!');
    expect(registrations).toBe(0);
  });

  test("a username that is taken shows the server's ErrorCode", async ({ page, signUpPage }) => {
    await signUpPage.goto();
    await signUpPage.register({ username: 'learner', email: 'someone-else@demo.example', password: 'Porter!2026', jobTitle: 'Porter' });
    await expect(page.getByRole('alert').filter({ hasText: 'An account with this username already exists.' })).toBeVisible();
    await expect(signUpPage.email).toHaveValue('someone-else@demo.example');
  });

  test("the form marks what is required and lists the tenant's password rules beside the box, before and on a refusal", async ({ page, signUpPage }) => {
    await signUpPage.goto();
    await expect(page.getByText('Fields marked * are required.')).toBeVisible();
    for (const box of [signUpPage.username, signUpPage.password, signUpPage.confirmPassword, signUpPage.email, signUpPage.jobTitle]) {
      await expect(box).toHaveAttribute('required', '');
    }
    const rules = /Use at least 8 characters\. Do not use a common password, your username or the name of this site\./;
    await expect(signUpPage.password).toHaveAccessibleDescription(rules);

    await signUpPage.password.fill('short');
    // Leaving the box shows its problem at once (the form checks a field once touched).
    await signUpPage.password.blur();
    await expect(signUpPage.password).toHaveAccessibleDescription(/The password does not meet the password requirements\./);
    await signUpPage.submit.click();
    await expect(signUpPage.password).toHaveAccessibleDescription(rules);
    await expect(signUpPage.password).toHaveAccessibleDescription(/The password does not meet the password requirements\./);
    // A field's name starts its message, as its label is written.
    await expect(page.getByText('E-mail is required')).toBeVisible();
    await expect(page.getByText('Job title is required')).toBeVisible();
  });
});
