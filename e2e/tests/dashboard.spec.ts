import type { Page } from '@playwright/test';
import { DEMO_USERS, expect, hashRoute, readIn, seriousViolations, sidewaysScroll, test } from '../fixtures';

/*
 * The dashboard in full (issue 16) against the reference LMS, as the demo `learner`: a year of
 * activity, three accolades, 8th of 20 on the leaderboard, the tenant's two feeds (files the LMS
 * reads itself), and the learner dashboard at /account/dashboard.
 */

const region = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name, exact: true });

/** Spec 3 §2 for the demo: learner is 8th, so the first 3, the 7th (the one before) and learner. */
const SUMMARY = ['Priya Shah', 'Tom Evans', 'Robin Hughes', 'Pat Lee', DEMO_USERS.learner.displayName];

test.describe('the dashboard (issue 16)', () => {
  test.use({ signedInAs: 'learner' });

  test('every widget renders with the demo data', async ({ page, dashboardPage }) => {
    await dashboardPage.goto();
    await dashboardPage.showWidgets();
    await dashboardPage.expectShown(DEMO_USERS.learner);

    const cards = region(page, 'Your learning at a glance');
    for (const status of ['Not started', 'In progress', 'Completed', 'Overdue']) await expect(cards.getByText(status, { exact: true })).toBeVisible();
    await expect(region(page, 'My training').getByRole('listitem').first()).toBeVisible();
    const chart = page.getByRole('figure', { name: 'Training by status' });
    await expect(chart.getByTestId('training-bar-chart')).toBeVisible();
    await chart.getByRole('button', { name: 'Show as a table' }).click();
    await expect(chart.getByRole('row', { name: /^Completed \d+$/ })).toBeVisible();
    await expect(region(page, 'Calendar').getByRole('table')).toBeVisible();
    await expect(region(page, 'Activity').getByText(/^Activities in the last 26 weeks: [1-9]/)).toBeVisible();
    await expect(region(page, 'Your points').getByText('Rank', { exact: true })).toBeVisible();
    await expect(region(page, 'Achievements').getByRole('listitem')).toHaveCount(3);
    await expect(region(page, 'Achievements').getByText('(Trophy)')).toBeVisible();
    // The header, the first 3, the ranks left out, the 7th and learner.
    await expect(region(page, 'Leaderboard').getByRole('row')).toHaveCount(7);
    await expect(region(page, 'Channels').getByRole('link').first()).toBeVisible();
    await expect(region(page, 'Recommended for you').getByRole('link').first()).toBeVisible();
    const news = region(page, 'News');
    await expect(news.getByRole('link', { name: 'Demo University news' })).toBeVisible();
    await expect(news.getByRole('link', { name: 'Learning events' })).toBeVisible();
    await expect(news.getByRole('link', { name: 'New infection control course for all clinical staff' })).toBeVisible();
    // The catalogue's widget in the slot stays.
    await expect(region(page, 'Featured content')).toBeVisible();
  });

  test('the leaderboard summary shows exactly the first 3, the one above the user and the user', async ({ page, dashboardPage }) => {
    const asked = page.waitForRequest((request) => request.url().endsWith('/_api/pursuit/getLeaderboard'));
    await dashboardPage.goto();
    await dashboardPage.showWidgets();
    expect((await asked).postDataJSON()).toMatchObject({ scope: 'demo', limit: 6 });
    const board = region(page, 'Leaderboard');
    await expect(board.getByRole('rowheader')).toHaveText(SUMMARY.map((name, index) => (index === SUMMARY.length - 1 ? `${name}You` : name)));
    await expect(board.getByRole('row').last().getByRole('cell').first()).toHaveText('8');
  });

  test('the leaderboard marks the ranks it leaves out between the 3rd and the 7th', async ({ page, dashboardPage }) => {
    await dashboardPage.goto();
    await dashboardPage.showWidgets();
    const rows = region(page, 'Leaderboard').getByRole('row');
    await expect(rows.nth(4)).toHaveAccessibleName('Ranks 4 to 6 not shown');
    await expect(rows.nth(3).getByRole('cell').first()).toHaveText('3');
    await expect(rows.nth(5).getByRole('cell').first()).toHaveText('7');
  });

  test("the training list is paged and takes 'field:value' words", async ({ page, dashboardPage }) => {
    await dashboardPage.goto();
    await dashboardPage.showWidgets();
    const list = region(page, 'My training');
    await expect(list.getByRole('list', { name: 'My training' }).getByRole('listitem')).toHaveCount(10);
    // @portal/ui's Pagination: page numbers, the current one marked.
    const pages = list.getByRole('navigation', { name: 'My training pages' });
    await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await list.getByRole('searchbox', { name: 'Search my training' }).fill('status:completed');
    const items = list.getByRole('list', { name: 'My training' }).getByRole('listitem');
    await expect(items.first()).toBeVisible();
    for (const item of await items.all()) await expect(item.getByText('Completed', { exact: true })).toBeVisible();
    expect(await items.count()).toBeGreaterThan(1);
  });

  test('the banner’s link takes the design system’s link colour in the dark theme', async ({ page, dashboardPage }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await dashboardPage.goto();
    const link = page.getByRole('region', { name: 'Highlights' }).getByRole('link').first();
    await expect(link).toBeVisible();
    // The token's value as the page resolves it (the tenant's brand may set it).
    const primary = await link.evaluate((element) => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--lp-colour-primary)';
      element.parentElement!.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    });
    await expect(link).toHaveCSS('color', primary);
  });

  test('the activity heatmap names its months and days', async ({ page, dashboardPage }) => {
    await dashboardPage.goto();
    await dashboardPage.showWidgets();
    const labels = region(page, 'Activity').getByTestId('activity-heatmap').locator('text');
    await expect(labels.filter({ hasText: /^Mon$/ })).toHaveCount(1);
    await expect(labels.filter({ hasText: /^Fri$/ })).toHaveCount(1);
    const thisMonth = new Intl.DateTimeFormat('en-GB', { month: 'short' }).format(new Date());
    await expect(labels.filter({ hasText: new RegExp(`^${thisMonth}$`) })).toHaveCount(1);
    expect(await labels.count()).toBeGreaterThanOrEqual(3 + 5);
  });

  test('the channels widget leaves out the channel the tenant blacklists (Legacy courses)', async ({ page, dashboardPage }) => {
    await dashboardPage.goto();
    await dashboardPage.showWidgets();
    const channels = region(page, 'Channels');
    await expect(channels.getByRole('link', { name: 'Clinical essentials' })).toBeVisible();
    await expect(channels.getByRole('link', { name: 'Legacy courses' })).toHaveCount(0);
  });

  test('every figure in the reader’s language: Arabic-Indic digits in ar-SA', async ({ page, dashboardPage }) => {
    await readIn(page, 'ar-SA');
    await dashboardPage.goto();
    await dashboardPage.showWidgets();
    const main = page.getByRole('main');
    await expect(main.locator('.lp-summary-card dd').first()).toHaveText(/^[٠-٩]+$/);
    await expect(main.locator('.lp-certificates__facts dd').filter({ hasText: '٪' }).first()).toBeVisible();
    const digits = await main.locator('.lp-summary-card dd, .lp-table td, .lp-certificates__facts dd, .lp-heatmap p').allTextContents();
    expect(digits.join(' ')).not.toMatch(/[0-9]/);
  });

  test('the certifications list: the latest of each with its status, sorted and filtered, Start and the history dialog', async ({ page, dashboardPage }) => {
    await dashboardPage.goto();
    await dashboardPage.showWidgets();
    const widget = region(page, 'Certifications');
    const titles = widget.getByRole('heading', { level: 3 });
    // Awarded, newest first; the certifications not held yet after them.
    await expect(titles).toHaveText(['Fire warden (external course)', 'Infection prevention and control', 'Basic life support', 'Moving and handling', 'Data security awareness']);
    await expect(widget.getByRole('listitem').filter({ hasText: 'Basic life support' }).getByText('Expiring soon', { exact: true })).toBeVisible();
    await expect(widget.getByRole('listitem').filter({ hasText: 'Moving and handling' }).getByText('Expired', { exact: true })).toBeVisible();
    // Renewable: Renew, or Continue renewal once certificates.spec (same database, earlier in the run) has started it.
    await expect(widget.getByRole('button', { name: /^(Renew|Continue renewal) Basic life support$/ })).toBeVisible();
    await expect(widget.getByRole('button', { name: 'Continue renewal Moving and handling' })).toBeVisible();
    await expect(widget.getByRole('link', { name: 'Download certificate (PDF) Fire warden (external course)' })).toBeVisible();
    await expect(widget.getByRole('link', { name: 'Start Data security awareness' })).toBeVisible();

    await widget.getByRole('combobox', { name: 'Sort by' }).selectOption('Expires');
    await expect(titles.first()).toHaveText('Moving and handling');
    await widget.getByRole('combobox', { name: 'Show certifications' }).selectOption('expiring');
    await expect(titles).toHaveText(['Basic life support']);
    await widget.getByRole('combobox', { name: 'Show certifications' }).selectOption('all');

    await widget.getByRole('button', { name: 'History Infection prevention and control' }).click();
    const dialog = page.getByRole('dialog', { name: 'History: Infection prevention and control' });
    await expect(dialog.getByRole('row')).toHaveCount(2);
    await expect(dialog.getByRole('link', { name: 'Download certificate (PDF)' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('the activity heatmap has 26 week columns of 7 days', async ({ page, dashboardPage }) => {
    await dashboardPage.goto();
    await dashboardPage.showWidgets();
    const heatmap = region(page, 'Activity').getByTestId('activity-heatmap');
    await expect(heatmap.locator('g')).toHaveCount(26);
    for (const week of await heatmap.locator('g').all()) await expect(week.locator('rect')).toHaveCount(7);
  });

  test('Enter in the search box opens the catalogue with the words', async ({ page, dashboardPage }) => {
    await dashboardPage.goto();
    await page.getByRole('searchbox', { name: 'Search the catalogue' }).fill('fire safety');
    await page.getByRole('searchbox', { name: 'Search the catalogue' }).press('Enter');
    await expect(page).toHaveURL(/#\/catalogue\/items\/search%3Afire%20safety$/);
  });

  test('a feed page shows its items trimmed to 200 characters and an ellipsis, as text', async ({ page, dashboardPage }) => {
    await dashboardPage.goto();
    await dashboardPage.showWidgets();
    await region(page, 'News').getByRole('link', { name: 'Demo University news' }).click();
    await expect(page).toHaveURL(hashRoute('/feed/news'));
    await expect(page.getByRole('heading', { level: 1, name: 'Demo University news' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(3);
    const texts = await page.getByRole('main').getByRole('listitem').getByRole('paragraph').allTextContents();
    const long = texts.filter((text) => text.endsWith('…'));
    expect(long.length).toBeGreaterThanOrEqual(2);
    for (const text of long) expect(Array.from(text)).toHaveLength(201);
    expect(texts.join(' ')).not.toMatch(/<|alert/);
  });

  test('with gamification off for the tenant, no gamification widget and no error', async ({ page, dashboardPage }) => {
    await page.route('**/_api/authr/config/gamification', (route) => route.fulfill({ json: { enabled: false, awards: [] } }));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await dashboardPage.goto();
    await dashboardPage.showWidgets();
    await expect(region(page, 'My training')).toBeVisible();
    await expect(region(page, 'News')).toBeVisible();
    await expect(region(page, 'Leaderboard')).toHaveCount(0);
    await expect(region(page, 'Achievements')).toHaveCount(0);
    await expect(region(page, 'Your points')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('opened directly, its heading paints from the page the gateway served, before any of the portal’s scripts, and the page takes its place', async ({ page }) => {
    const welcome = page.getByRole('heading', { level: 1, name: `Welcome, ${DEMO_USERS.learner.displayName}` });
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The shell's entry is held back, so nothing of the portal's scripts has run: only the page.
    await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // Not waiting for the load event: that waits for the shell's entry.
    await page.goto('/#/dashboard', { waitUntil: 'commit' });
    await expect(welcome).toBeVisible();
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    release();
    await expect(page.getByRole('main').getByRole('searchbox', { name: 'Search the catalogue' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(welcome).toBeVisible();
  });

  test('/account/dashboard shows the learner dashboard, mandatory items not complete first', async ({ page }) => {
    await page.goto('/#/account/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'My learning dashboard' })).toBeVisible();
    await expect(region(page, 'My training').getByRole('combobox', { name: 'Show training' })).toHaveValue('notComplete');
    await expect(region(page, 'Activity')).toBeVisible();
    // mf-access's own /account pages are still its own.
    await page.goto('/#/account/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'My learning dashboard' })).toHaveCount(0);
  });
});

test.describe('the dashboard is accessible', () => {
  test.use({ signedInAs: 'learner' });

  for (const width of [1280, 320]) {
    test(`the dashboard, the learner dashboard and a feed page at ${width} px: no serious axe violation, no sideways scrolling`, async ({ page, dashboardPage }) => {
      // Three pages, each read whole by axe: on a busy two-core machine that can pass one test's time limit.
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await dashboardPage.goto();
      await dashboardPage.showWidgets();
      await expect(region(page, 'Leaderboard').getByRole('row')).toHaveCount(7);
      await expect(region(page, 'Activity').getByTestId('activity-heatmap')).toBeVisible();
      await expect(region(page, 'News').getByRole('listitem').first()).toBeVisible();
      expect((await seriousViolations(page)).join('\n')).toBe('');
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

      await page.goto('/#/account/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'My learning dashboard' })).toBeVisible();
      await expect(region(page, 'Activity').getByTestId('activity-heatmap')).toBeVisible();
      await expect(region(page, 'Certifications').getByRole('listitem').first()).toBeVisible();
      expect((await seriousViolations(page)).join('\n')).toBe('');
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

      await page.goto('/#/feed/events');
      await expect(page.getByRole('heading', { level: 1, name: 'Learning events' })).toBeVisible();
      expect((await seriousViolations(page)).join('\n')).toBe('');
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    });
  }
});
