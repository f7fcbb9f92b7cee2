import { DEMO_USERS, expect, restoreEnglish, test } from '../fixtures';

test.describe('language (spec 1 §9)', () => {
  test.use({ signedInAs: 'instructor' });

  // Whatever happens above, the instructor signs in in English afterwards: later specs (locales) start
  // from the English page, and a failure here must not turn into theirs.
  test.afterEach(({ playwright, baseURL }) => restoreEnglish(playwright.request, baseURL!, DEMO_USERS.instructor.username));

  test('ar-SA turns the page right to left, and the choice survives a reload', async ({ page, dashboardPage }) => {
    await dashboardPage.goto();
    await dashboardPage.expectShown(DEMO_USERS.instructor);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'ltr');

    // The selector's own label is translated too, so it is found by either name.
    const selector = page.getByRole('banner').getByRole('combobox', { name: /^(Language|اللغة)$/ });
    const saved = page.waitForResponse((response) => response.request().method() === 'POST' && /\/profile$/.test(response.url()));
    await selector.selectOption('ar-SA');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'ar-SA');
    expect((await saved).ok()).toBe(true);

    await page.reload();
    await expect(selector).toHaveValue('ar-SA');
    await expect(html).toHaveAttribute('dir', 'rtl');

    // Back to en-GB, so the account signs in in English in other runs.
    const reset = page.waitForResponse((response) => response.request().method() === 'POST' && /\/profile$/.test(response.url()));
    await selector.selectOption('en-GB');
    await expect(html).toHaveAttribute('dir', 'ltr');
    expect((await reset).ok()).toBe(true);
  });

  test('a language chosen in the header is what the profile form then shows and saves', async ({ page }) => {
    await page.goto('/#/account/settings?view=profile');
    const html = page.locator('html');
    const jobTitle = page.getByRole('textbox', { name: 'Job title' });
    await expect(jobTitle).toBeVisible();

    const chosen = page.waitForResponse((response) => response.request().method() === 'POST' && /\/profile$/.test(response.url()));
    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('fr-FR');
    await expect(html).toHaveAttribute('lang', 'fr-FR');
    expect((await chosen).ok()).toBe(true);

    // The form follows: its language box says French, and saving another change keeps French.
    await expect(page.getByRole('combobox', { name: 'Langue préférée' })).toHaveValue('fr-FR');
    const title = page.getByRole('textbox', { name: 'Intitulé du poste' });
    await title.fill(await title.inputValue());
    const saved = page.waitForRequest((request) => request.method() === 'POST' && /\/profile$/.test(request.url()));
    await page.getByRole('button', { name: 'Enregistrer le profil' }).click();
    expect((await saved).postDataJSON()).toMatchObject({ profile: { preferredLanguage: 'fr-FR' } });
    await expect(page.getByText('Votre profil a été mis à jour')).toBeVisible();
    await expect(html).toHaveAttribute('lang', 'fr-FR');
  });
});
