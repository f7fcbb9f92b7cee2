import { DEMO_USERS, FAILED_SIGN_INS_BEFORE_FORGOT, ROUTES, expect, hashRoute, test } from '../fixtures';

test.describe('sign-in', () => {
  test('a learner signs in and lands on the dashboard', async ({ signInPage, dashboardPage, header }) => {
    await signInPage.goto();
    await signInPage.signIn(DEMO_USERS.learner.username);

    await dashboardPage.expectShown(DEMO_USERS.learner);
    await header.expectShown();
  });

  test('with username look-up on (the demo tenant), a learner signs in with their e-mail address', async ({ page, signInPage, dashboardPage }) => {
    await signInPage.goto();
    await expect(page.getByLabel('Username or e-mail address')).toBeVisible();
    await signInPage.signIn('learner@demo.example');
    await dashboardPage.expectShown(DEMO_USERS.learner);
  });

  test('three wrong passwords send the user to the forgotten-password page', async ({ page, signInPage }) => {
    // Not the learner: the LMS counts invalid attempts per account, other tests sign in as learner.
    await signInPage.goto();

    for (let attempt = 1; attempt <= FAILED_SIGN_INS_BEFORE_FORGOT; attempt += 1) {
      const answered = page.waitForResponse((response) => response.url().includes('/authr/token/issue/reach'));
      await signInPage.signIn(DEMO_USERS.approver.username, `wrong-password-${attempt}`);
      await answered;
      if (attempt < FAILED_SIGN_INS_BEFORE_FORGOT) {
        // Spec 1 §4: a failure marks both fields invalid and the user stays on sign-in.
        await expect(signInPage.username).toHaveAttribute('aria-invalid', 'true');
        await expect(signInPage.password).toHaveAttribute('aria-invalid', 'true');
        await expect(page).toHaveURL(hashRoute(ROUTES.signIn));
      }
    }

    await expect(page).toHaveURL(hashRoute(ROUTES.forgot));
    // The forgotten-password page says why the user is there, and keeps the name they typed.
    await expect(page.getByRole('alert')).toHaveText('You could not be signed in after several tries. If you have forgotten your password, we can send you a link to reset it.');
    await expect(page.getByLabel('Username or e-mail address', { exact: true })).toHaveValue(DEMO_USERS.approver.username);
  });

  test('a wrong password says so once: the emptied password box is not also a missing password', async ({ page, signInPage }) => {
    await signInPage.goto();
    await signInPage.signIn(DEMO_USERS.reviewer.username, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
    await expect(signInPage.password).toHaveValue('');
    await expect(page.getByText('Enter your password')).toBeHidden();
    await expect(page.getByRole('alert')).toHaveCount(1);
  });

  test('a deep link to a private route while signed out returns there after signing in', async ({ page, signInPage, dashboardPage }) => {
    const deepLink = `${ROUTES.dashboard}?x=1`;
    await page.goto(deepLink);

    await signInPage.expectShown();
    await signInPage.signIn(DEMO_USERS.learner.username);

    await expect(page).toHaveURL(/#\/dashboard\?x=1$/);
    await expect(dashboardPage.heading).toBeVisible();
  });
});

test.describe('choose your organisation', () => {
  test('an organisation that does not exist is refused in the form, and the one in use stays', async ({ page, signInPage, dashboardPage }) => {
    await page.goto('/#/access/scope');
    const organisation = page.getByLabel('Organisation', { exact: true });
    await organisation.fill('nosuchtenant');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('There is no organisation called nosuchtenant. Check the name and try again.')).toBeVisible();
    await expect(organisation).toHaveAttribute('aria-invalid', 'true');
    expect(await page.evaluate(() => localStorage.getItem('scope'))).toBe('demo');

    await organisation.fill('demo');
    await page.getByRole('button', { name: 'Continue' }).click();
    await signInPage.expectShown();
    await signInPage.signIn(DEMO_USERS.learner.username);
    await dashboardPage.expectShown(DEMO_USERS.learner);
  });
});

test.describe('tenant branding', () => {
  test("the sign-in page shows the tenant's logo and its policy link, with the footer's policies", async ({ page, signInPage }) => {
    await signInPage.goto();
    const logo = page.getByRole('main').getByRole('img', { name: 'Learner Portal' });
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute('src', '/_api/content/theme/images/demo/signin-logo.svg');
    expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Privacy notice (opens in a new window)' })).toHaveAttribute('href', 'https://demo.example/privacy');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Accessibility (opens in a new window)' })).toHaveAttribute('href', 'https://demo.example/accessibility');
  });

  test.describe('signed in', () => {
    test.use({ signedInAs: 'learner' });

    test("every page carries the footer with the tenant's policies", async ({ page, dashboardPage }) => {
      await dashboardPage.goto();
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('navigation', { name: 'Policies' }).getByRole('link')).toHaveCount(2);
      await page.goto('/#/catalogue');
      await expect(footer.getByRole('link', { name: 'Privacy notice (opens in a new window)' })).toBeVisible();
    });
  });
});
