import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { enGbTexts } from '@portal/i18n/locale-check';
import { DEMO_USERS, ROUTES, expect, test } from '../fixtures';

/**
 * Issue 12: a user of another locale sees the sign-in page, the dashboard and the catalogue in
 * that language (ar-SA right to left), not in English. Each page's visible text is compared with
 * the en-GB texts of the shell and the areas: none may show, unless the locale's same-as-en.json
 * names it as intended (a loan word). Texts with placeholders are left out (they never show as
 * written); content (names, catalogue titles) is not the portal's to translate.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const PACKAGES = ['shell', 'mf-access', 'mf-dashboard', 'mf-catalogue'] as const;

// Playwright compiles TypeScript that is required, not what is imported at run time.
const requireTs = createRequire(__filename);

const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));
/** same-as-en.json, which a package without loan words does not have. */
const loanWords = (pkg: string): Record<string, string[] | undefined> => (existsSync(path.join(ROOT, pkg, 'src/locales/same-as-en.json')) ? (readJson(`${pkg}/src/locales/same-as-en.json`) as Record<string, string[]>) : {});

/** locale → key → text, every package's translations in one. */
function translations(locale: string): Record<string, string> {
  return Object.assign({}, ...PACKAGES.map((pkg) => readJson(`${pkg}/src/locales/${locale}.json`))) as Record<string, string>;
}

/** The en-GB texts a page of `locale` must not show. */
async function englishTexts(locale: string): Promise<Set<string>> {
  const english = new Set<string>();
  for (const pkg of PACKAGES) {
    const loans = new Set(loanWords(pkg)[locale] ?? []);
    for (const [key, text] of Object.entries(await enGbTexts(path.join(ROOT, pkg, 'src'), requireTs))) {
      if (!text.includes('{{') && !loans.has(key)) english.add(text);
    }
  }
  return english;
}

/** The page's visible text, one trimmed line per entry (inner text leaves hidden menus out). */
async function visibleLines(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * The demo tenant's own texts that happen to equal a portal text: its system name (settings) and
 * the dashboard's "Catalogue" tile (content). A tenant writes its content in its languages.
 */
const TENANT_CONTENT = ['Learner Portal'];
const DASHBOARD_CONTENT = ['Catalogue'];

async function expectNoEnglish(page: Page, english: Set<string>, where: string, content: readonly string[] = []): Promise<void> {
  const lines = await visibleLines(page);
  expect(lines.length, `${where} shows text`).toBeGreaterThan(3);
  const allowed = new Set([...TENANT_CONTENT, ...content]);
  expect(
    lines.filter((line) => english.has(line) && !allowed.has(line)),
    `${where}: en-GB texts on the page`,
  ).toEqual([]);
}

for (const locale of ['de-DE', 'ar-SA'] as const) {
  const dir = locale === 'ar-SA' ? 'rtl' : 'ltr';

  test.describe(`${locale}`, () => {
    test.describe('a visitor whose browser asks for it', () => {
      // navigator.languages, as a user of that locale's browser sends it.
      test.use({ locale });

      test(`the sign-in page is in ${locale}${dir === 'rtl' ? ', right to left' : ''}`, async ({ page }) => {
        const texts = translations(locale);
        const english = await englishTexts(locale);
        const html = page.locator('html');
        await page.goto(ROUTES.signIn);
        await expect(html).toHaveAttribute('lang', locale);
        await expect(html).toHaveAttribute('dir', dir);
        await expect(page.getByLabel(texts['access.signIn.username']!, { exact: true })).toBeVisible();
        await expect(page.getByRole('button', { name: texts['access.signIn.submit'], exact: true })).toBeVisible();
        await expectNoEnglish(page, english, 'sign-in page');
      });
    });

    test(`a signed-in user who picks it sees the dashboard and the catalogue in ${locale}`, async ({ page, signInPage, dashboardPage }) => {
      const texts = translations(locale);
      const english = await englishTexts(locale);
      const html = page.locator('html');
      await signInPage.goto();
      await signInPage.signIn(DEMO_USERS.teamLeader.username);
      await dashboardPage.expectShown(DEMO_USERS.teamLeader);

      const picker = page.getByRole('banner').getByRole('combobox');
      const saved = page.waitForResponse((response) => response.request().method() === 'POST' && /\/profile$/.test(response.url()));
      await picker.selectOption(locale);
      expect((await saved).ok()).toBe(true);
      try {
        await expect(html).toHaveAttribute('lang', locale);
        await expect(html).toHaveAttribute('dir', dir);
        await expect(page.getByRole('searchbox', { name: texts['dashboard.search.label'] })).toBeVisible();
        await expectNoEnglish(page, english, 'dashboard', DASHBOARD_CONTENT);

        await page.goto('/#/catalogue');
        await expect(page.getByRole('searchbox', { name: texts['catalogue.catalogue.search.label'] })).toBeVisible();
        // The count, a plural in the locale's digits, isolated in a right-to-left sentence.
        const count = page.getByRole('main').getByRole('status').filter({ hasText: dir === 'rtl' ? /\u2068[٠-٩٬]+\u2069/ : /\d/ });
        await expect(count).toBeVisible();
        await expectNoEnglish(page, english, 'catalogue');
      } finally {
        // Back to en-GB, so the account signs in in English in other runs.
        const reset = page.waitForResponse((response) => response.request().method() === 'POST' && /\/profile$/.test(response.url()));
        await picker.selectOption('en-GB');
        expect((await reset).ok()).toBe(true);
      }
      // The comparison can fail: in en-GB the same page shows such texts.
      await expect(html).toHaveAttribute('lang', 'en-GB');
      await expect(page.getByRole('searchbox', { name: 'Search the catalogue' })).toBeVisible();
      expect((await visibleLines(page)).filter((line) => english.has(line)).length).toBeGreaterThan(3);
    });
  });
}
