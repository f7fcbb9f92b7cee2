import { DEMO_USERS, expect, test } from '../fixtures';

test.describe('language (spec 1 §9)', () => {
  test.use({ signedInAs: 'instructor' });

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
});
