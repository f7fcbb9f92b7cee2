import { DEMO_USERS, ROUTES, collectConsoleErrors, expect, restoreEnglish, test } from '../fixtures';

/**
 * What a user's browser logs on the access and account pages in normal use: nothing. A failed request
 * (Chromium logs each one), an error the portal logs itself and an uncaught error all count. The
 * two-factor set-up's own journey is checked in mfa-forced-setup.spec.ts, the single sign-on link's
 * refusal in sso-callback.spec.ts.
 */
test.describe('no console error on the access and account pages', () => {
  test('signed out: sign-in, a language switch, a wrong password, forgotten password, sign-up, organisation, signed token', async ({ page, signInPage }) => {
    const errors = collectConsoleErrors(page);
    await signInPage.goto();
    const language = page.getByRole('banner').getByRole('combobox');
    // The tenant has no data translations for French: an empty file, not a 404.
    const french = page.waitForResponse((response) => response.url().endsWith('/content/data/l10n/fr-FR.json'));
    await language.selectOption('fr-FR');
    expect((await french).status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await language.selectOption('en-GB');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');

    await signInPage.signIn(DEMO_USERS.teamLeader.username, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');

    await page.goto(ROUTES.forgot);
    await expect(page.getByRole('heading', { name: 'Forgotten password' })).toBeVisible();
    await page.goto(ROUTES.signUp);
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await page.goto('/#/access/scope');
    await expect(page.getByRole('heading', { name: 'Choose your organisation' })).toBeVisible();
    // The demo tenant has no signed token: /access/signed goes to sign-in, quietly.
    await page.goto('/#/access/signed');
    await signInPage.expectShown();

    expect(errors.list()).toEqual([]);
  });

  test.describe('signed in', () => {
    test.use({ signedInAs: 'learner' });

    // The learner signs in in English afterwards, whatever happened here.
    test.afterEach(({ playwright, baseURL }) => restoreEnglish(playwright.request, baseURL!, DEMO_USERS.learner.username));

    test('the dashboard, a language switch and back, every account page', async ({ page, dashboardPage }) => {
      const errors = collectConsoleErrors(page);
      await dashboardPage.goto();
      await dashboardPage.expectShown(DEMO_USERS.learner);
      const html = page.locator('html');
      const language = page.getByRole('banner').getByRole('combobox', { name: /^(Language|Langue)$/ });
      await language.selectOption('fr-FR');
      await expect(html).toHaveAttribute('lang', 'fr-FR');
      await language.selectOption('en-GB');
      await expect(html).toHaveAttribute('lang', 'en-GB');

      for (const view of ['profile', 'changePassword', 'twoFactorAuth']) {
        await page.goto(`/#/account/settings?view=${view}`);
        await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: /Loading|Preparing/ })).toHaveCount(0);
      }
      await page.goto('/#/account/achievements');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto('/#/account/history');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto('/#/account/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      expect(errors.list()).toEqual([]);
    });
  });
});
