import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { enGbTexts, SUPPORTED_LOCALES } from '@portal/i18n/locale-check';
import { DEMO_USERS, ROUTES, expect, test } from '../fixtures';
import { untilSettled } from '../support/settled';

/**
 * A user of another locale sees the sign-in page, the dashboard and the catalogue in
 * that language (ar-SA right to left), not in English. Each page's visible text is compared with
 * the en-GB texts of the shell and the areas: none may show, unless the locale's same-as-en.json
 * names it as intended (a loan word). Texts with placeholders are left out (they never show as
 * written). The demo tenant's own texts (header menu, dashboard banner, sections and tiles) come
 * from its content translation files (deploy/lms/content/demo/theme/l10n) and must not show in
 * English either; other content (names, catalogue titles) is not the portal's to translate.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const PACKAGES = ['shell', 'mf-access', 'mf-dashboard', 'mf-catalogue', 'mf-cpd', 'mf-instructors', 'mf-team'] as const;

// Playwright compiles TypeScript that is required, not what is imported at run time.
const requireTs = createRequire(__filename);

const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));
/** same-as-en.json, which a package without loan words does not have. */
const loanWords = (pkg: string): Record<string, string[] | undefined> =>
  existsSync(path.join(ROOT, pkg, 'src/locales/same-as-en.json')) ? (readJson(`${pkg}/src/locales/same-as-en.json`) as Record<string, string[]>) : {};

/** locale → key → text, every package's translations in one. */
function translations(locale: string): Record<string, string> {
  return Object.assign({}, ...PACKAGES.map((pkg) => readJson(`${pkg}/src/locales/${locale}.json`))) as Record<string, string>;
}

/** The en-GB texts a page of `locale` must not show: the portal's and the tenant's manifests' (unless the same word in both). */
async function englishTexts(locale: string): Promise<Set<string>> {
  const english = new Set<string>();
  const tenant = tenantTranslations(locale);
  // The tenant's en-GB content texts (manifests, profile fields), unless the locale's are the same word.
  const tenantEnglish = { ...tenantTranslations('en-GB'), ...manifestTexts() };
  for (const [key, text] of Object.entries(tenantEnglish)) if (tenant[key] !== text && !text.includes('{{')) english.add(text);
  for (const pkg of PACKAGES) {
    const loans = new Set(loanWords(pkg)[locale] ?? []);
    for (const [key, text] of Object.entries(await enGbTexts(path.join(ROOT, pkg, 'src'), requireTs))) {
      if (!text.includes('{{') && !loans.has(key)) english.add(text);
    }
  }
  // A word the tenant's translation uses in this locale is that language's word (Swedish 'Start'
  // for its home page), even where it equals an en-GB text of the portal.
  for (const text of Object.values(tenant)) english.delete(text);
  // Likewise a word one area's translation uses (Danish 'Type'), where another area's en-GB has it.
  for (const text of Object.values(translations(locale))) english.delete(text);
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

/** The demo tenant's system name (settings), which happens to equal a portal text and is not translated. */
/**
 * Texts the tenant's data gives, shown as they come: its system name, and its items' types as the LMS
 * names them (DisplayType, spec 2 §3: the catalogue's type filter, a team member's enrolments), which
 * the approvals and subscriptions pages' own type labels happen to share in en-GB.
 */
const TENANT_CONTENT = ['Learner Portal', 'Audio', 'Course', 'Curriculum', 'Event', 'File', 'Link', 'Task', 'Video'];

const DEMO_CONTENT = 'deploy/lms/content/demo';
interface MenuItem {
  id: string;
  label: string;
  children?: MenuItem[];
}
interface Tile {
  id: string;
  title: string;
  description?: string;
}
interface Dashboard {
  banner: { id: string; title: string; text?: string }[];
  sections: { id: string; title: string; tiles: Tile[] }[];
}
const flattenMenu = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...flattenMenu(item.children ?? [])]);

/**
 * The demo tenant's manifest texts: key (@portal/i18n contentKeys) → en-GB text (the manifest's).
 * Their translations are the tenant's theme l10n file of the locale.
 */
function manifestTexts(): Record<string, string> {
  const menu = flattenMenu((readJson(`${DEMO_CONTENT}/config/header-manifest.json`) as { menu: MenuItem[] }).menu);
  const dashboard = readJson(`${DEMO_CONTENT}/config/dashboard-manifest.json`) as Dashboard;
  const entries: [string, string | undefined][] = [
    ...menu.map((item): [string, string] => [`header.menu.${item.id}`, item.label]),
    ...dashboard.banner.flatMap((item): [string, string | undefined][] => [
      [`dashboard.banner.${item.id}.title`, item.title],
      [`dashboard.banner.${item.id}.text`, item.text],
    ]),
    ...dashboard.sections.map((section): [string, string] => [`dashboard.section.${section.id}.title`, section.title]),
    ...dashboard.sections.flatMap((section) =>
      section.tiles.flatMap((tile): [string, string | undefined][] => [
        [`dashboard.tile.${tile.id}.title`, tile.title],
        [`dashboard.tile.${tile.id}.description`, tile.description],
      ]),
    ),
  ];
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => entry[1] !== undefined));
}

const tenantTranslations = (locale: string): Record<string, string> => readJson(`${DEMO_CONTENT}/theme/l10n/${locale}.json`) as Record<string, string>;

/** Picks `locale` in the header's language picker and waits until the profile has saved it. */
async function pickLanguage(page: Page, locale: string): Promise<void> {
  const saved = page.waitForResponse((response) => response.request().method() === 'POST' && /\/profile$/.test(response.url()));
  await page.getByRole('banner').getByRole('combobox').selectOption(locale);
  expect((await saved).ok()).toBe(true);
}

async function expectNoEnglish(page: Page, english: Set<string>, where: string): Promise<void> {
  // Once nothing is loading: a part still on its way would show its texts after the check.
  await untilSettled(page);
  const lines = await visibleLines(page);
  expect(lines.length, `${where} shows text`).toBeGreaterThan(3);
  const allowed = new Set(TENANT_CONTENT);
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
        // The demo tenant has username look-up on (Account.Login.UL.Enabled): the box takes an e-mail address too.
        await expect(page.getByLabel(texts['access.signIn.usernameOrEmail']!, { exact: true })).toBeVisible();
        await expect(page.getByRole('button', { name: texts['access.signIn.submit'], exact: true })).toBeVisible();
        await expectNoEnglish(page, english, 'sign-in page');
      });
    });

    test(`a signed-in user who picks it sees the dashboard and the catalogue in ${locale}`, async ({ page, signInPage, dashboardPage }) => {
      // Four pages, each compared text by text in two languages.
      test.slow();
      const texts = translations(locale);
      const english = await englishTexts(locale);
      const html = page.locator('html');
      await signInPage.goto();
      await signInPage.signIn(DEMO_USERS.teamLeader.username);
      await dashboardPage.expectShown(DEMO_USERS.teamLeader);

      await pickLanguage(page, locale);
      try {
        await expect(html).toHaveAttribute('lang', locale);
        await expect(html).toHaveAttribute('dir', dir);
        await expect(page.getByRole('searchbox', { name: texts['dashboard.search.label'] })).toBeVisible();
        // The tenant's header menu, banner, sections and tiles in the locale (its theme l10n file).
        const tenant = tenantTranslations(locale);
        const nav = page.getByRole('navigation', { name: tenant['shell.header.menu'] ?? texts['shell.header.menu'], exact: true });
        await expect(nav.getByRole('link', { name: tenant['header.menu.home'], exact: true })).toBeVisible();
        const learning = nav.getByRole('button', { name: tenant['header.menu.learning'], exact: true });
        await learning.click();
        await expect(nav.getByRole('link', { name: tenant['header.menu.catalogue'], exact: true })).toBeVisible();
        await expect(nav.getByRole('link', { name: tenant['header.menu.history'], exact: true })).toBeVisible();
        await expectNoEnglish(page, english, 'dashboard with the Learning menu open');
        await learning.click();
        await expect(page.getByRole('link', { name: tenant['dashboard.banner.welcome.title'], exact: true })).toBeVisible();
        const explore = page.getByRole('region', { name: tenant['dashboard.section.explore.title'], exact: true });
        await expect(explore.getByText(tenant['dashboard.tile.catalogue.title']!, { exact: true })).toBeVisible();
        await expect(explore.getByText(tenant['dashboard.tile.team.description']!, { exact: true })).toBeVisible();
        await expectNoEnglish(page, english, 'dashboard');

        await page.goto('/#/catalogue');
        await expect(page.getByRole('searchbox', { name: texts['catalogue.catalogue.search.label'] })).toBeVisible();
        // The count, a plural in the locale's digits, isolated in a right-to-left sentence.
        const count = page
          .getByRole('main')
          .getByRole('status')
          .filter({ hasText: dir === 'rtl' ? /\u2068[٠-٩٬]+\u2069/ : /\d/ });
        await expect(count).toBeVisible();
        await expectNoEnglish(page, english, 'catalogue');
      } finally {
        // Back to en-GB, so the account signs in in English in other runs.
        await pickLanguage(page, 'en-GB');
      }
      // The comparison can fail: in en-GB the same page shows such texts.
      await expect(html).toHaveAttribute('lang', 'en-GB');
      await expect(page.getByRole('searchbox', { name: 'Search the catalogue' })).toBeVisible();
      expect((await visibleLines(page)).filter((line) => english.has(line)).length).toBeGreaterThan(3);
      // And the tenant's menu shows its manifest's (English) labels again.
      await page.goto('/#/dashboard');
      await expect(page.getByRole('navigation', { name: 'Main menu', exact: true }).getByRole('link', { name: 'Home', exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Explore', exact: true })).toBeVisible();
    });
  });
}

/**
 * Every one of the 18 other locales, shorter: the sign-in page as a visitor whose browser asks for
 * it, then a signed-in user who picks it sees the dashboard (shell, tenant menu, dashboard area),
 * the catalogue and the account settings (access area) in it, without one en-GB text.
 */
const OTHER_LOCALES = SUPPORTED_LOCALES.filter((locale) => locale !== 'en-GB');

test.describe('every locale', () => {
  for (const locale of OTHER_LOCALES) {
    test.describe(`${locale} browser`, () => {
      test.use({ locale });
      test(`the sign-in page is in ${locale}`, async ({ page }) => {
        const english = await englishTexts(locale);
        await page.goto(ROUTES.signIn);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByLabel(translations(locale)['access.signIn.usernameOrEmail']!, { exact: true })).toBeVisible();
        await expectNoEnglish(page, english, `${locale} sign-in page`);
      });
    });
  }

  test.describe('signed in', () => {
    // The reviewer account: no other test depends on its language.
    test.use({ signedInAs: 'reviewer' });

    for (const locale of OTHER_LOCALES) {
      test(`the dashboard, the catalogue, the CPD journal and the account pages are in ${locale}`, async ({ page }) => {
        test.slow();
        const texts = translations(locale);
        const english = await englishTexts(locale);
        const html = page.locator('html');
        await page.goto(ROUTES.dashboard);
        await expect(page.getByRole('searchbox', { name: 'Search the catalogue' })).toBeVisible();
        await pickLanguage(page, locale);
        try {
          await expect(html).toHaveAttribute('lang', locale);
          await expect(html).toHaveAttribute('dir', locale === 'ar-SA' ? 'rtl' : 'ltr');
          await expect(page.getByRole('searchbox', { name: texts['dashboard.search.label'] })).toBeVisible();
          await expectNoEnglish(page, english, `${locale} dashboard`);
          await page.goto('/#/catalogue');
          // The catalogue's own heading first: the dashboard's search box has the same name in some
          // locales, and its widgets' statuses would be read while the catalogue is still on its way.
          await expect(page.getByRole('heading', { level: 1, name: texts['catalogue.catalogue.title'] })).toBeVisible();
          await expect(page.getByRole('searchbox', { name: texts['catalogue.catalogue.search.label'] })).toBeVisible();
          await expect(page.getByRole('main').getByRole('status').filter({ hasText: /\S/ })).toBeVisible();
          await expectNoEnglish(page, english, `${locale} catalogue`);
          await page.goto('/#/cpd');
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expectNoEnglish(page, english, `${locale} CPD journal`);
          await page.goto('/#/account/settings?view=profile');
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expectNoEnglish(page, english, `${locale} account settings`);
        } finally {
          await pickLanguage(page, 'en-GB');
        }
      });
    }
  });

  test.describe('signed in as an instructor', () => {
    test.use({ signedInAs: 'instructor' });

    for (const locale of OTHER_LOCALES) {
      test(`the instructors' area is in ${locale}`, async ({ page }) => {
        const english = await englishTexts(locale);
        await page.goto(ROUTES.dashboard);
        // Signed in and the dashboard shown: the choice is saved to the profile from then on.
        await expect(page.getByRole('searchbox', { name: 'Search the catalogue' })).toBeVisible();
        await pickLanguage(page, locale);
        try {
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await page.goto('/#/instructors/dashboard');
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expectNoEnglish(page, english, `${locale} instructors' dashboard`);
        } finally {
          await pickLanguage(page, 'en-GB');
        }
      });
    }
  });

  test.describe('signed in as a team leader', () => {
    test.use({ signedInAs: 'teamLeader' });

    for (const locale of OTHER_LOCALES) {
      test(`the team leader's area is in ${locale}`, async ({ page }) => {
        const english = await englishTexts(locale);
        await page.goto(ROUTES.dashboard);
        await expect(page.getByRole('searchbox', { name: 'Search the catalogue' })).toBeVisible();
        await pickLanguage(page, locale);
        try {
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await page.goto('/#/team/dashboard');
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expectNoEnglish(page, english, `${locale} team dashboard`);
          // A member's page: its first tab (the certificates).
          await page.getByRole('main').getByRole('table').first().getByRole('link').first().click();
          await expect(page).toHaveURL(/#\/team\/member\//);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expectNoEnglish(page, english, `${locale} team member`);
          // Its other tabs: the learning history and the enrolments (the second and third links of the tabs).
          for (const [index, tab] of [
            [1, 'LearningHistory'],
            [2, 'Enrolments'],
          ] as const) {
            await page.getByRole('main').getByRole('navigation').last().getByRole('link').nth(index).click();
            await expect(page).toHaveURL(new RegExp(`[?&]tab=${tab}`));
            await expectNoEnglish(page, english, `${locale} team member's ${tab}`);
          }
        } finally {
          await pickLanguage(page, 'en-GB');
        }
      });
    }
  });
});
