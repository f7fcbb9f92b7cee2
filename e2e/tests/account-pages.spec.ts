import type { Page } from '@playwright/test';
import { DEMO_USERS, expect, hashRoute, seriousViolations, sidewaysScroll, test } from '../fixtures';

/*
 * Issue 20: the three account pages of spec 1 §2 as the demo `learner`, opened from the header's
 * Learning menu (the demo header manifest's My learning, Achievements and Learning history): the
 * learner dashboard (mf-dashboard's own mount) and the achievements and history pages of the area that
 * owns /account (mf-access), which show mf-dashboard's widgets through their slots. Also the
 * achievements page's #{certificate id} anchor and the dashboard's 'dashboard.notice' html override.
 */

const region = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name, exact: true });

/** Opens Learning ▸ `item` in the header's main menu. */
async function openFromLearningMenu(page: Page, item: string): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const learning = menu.getByRole('button', { name: /^Learning/ });
  if ((await learning.getAttribute('aria-expanded')) !== 'true') await learning.click();
  await menu.getByRole('link', { name: item, exact: true }).click();
}

test.describe('the account pages (issue 20)', () => {
  test.use({ signedInAs: 'learner' });

  test("each of the three opens from the header's Learning menu and shows its content", async ({ page, dashboardPage }) => {
    await dashboardPage.goto();
    await dashboardPage.expectShown(DEMO_USERS.learner);

    await openFromLearningMenu(page, 'My learning');
    await expect(page).toHaveURL(hashRoute('/account/dashboard'));
    await expect(page.getByRole('heading', { level: 1, name: 'My learning dashboard' })).toBeVisible();
    await expect(region(page, 'My training').getByRole('combobox', { name: 'Show training' })).toHaveValue('notComplete');

    await openFromLearningMenu(page, 'Achievements');
    await expect(page).toHaveURL(hashRoute('/account/achievements'));
    await expect(page.getByRole('heading', { level: 1, name: 'Achievements' })).toBeVisible();
    await expect(page).toHaveTitle(/^Achievements – /);
    await expect(region(page, 'Certifications').getByRole('heading', { level: 3, name: 'Basic life support' })).toBeVisible();
    // The accolades (gamification is on for the demo tenant).
    await expect(region(page, 'Achievements').getByText('(Trophy)')).toBeVisible();

    await openFromLearningMenu(page, 'Learning history');
    await expect(page).toHaveURL(hashRoute('/account/history'));
    await expect(page.getByRole('heading', { level: 1, name: 'Learning history' })).toBeVisible();
    await expect(page).toHaveTitle(/^Learning history – /);
    const history = region(page, 'Your learning history');
    await expect(history.getByRole('columnheader')).toHaveText(['Title', 'Type', 'Date', 'Status', 'Score', 'Mastery']);
    await expect(history.getByRole('row').nth(1)).toBeVisible();
    // The demo's scored attempt: 65% against a mastery score of 80%, so failed (paged 10 at a time).
    const scored = history.getByRole('row', { name: /^Data security awareness/ });
    const next = history.getByRole('button', { name: 'Next', exact: true });
    for (let page = 0; page < 5 && !(await scored.isVisible()) && (await next.isVisible()) && (await next.isEnabled()); page += 1) {
      const shown = await history.getByRole('rowheader').first().textContent();
      await next.click();
      await expect(history.getByRole('rowheader').first()).not.toHaveText(shown ?? '');
    }
    await expect(scored.getByRole('cell')).toHaveText(['Course', /\d/, 'Enrolled', '65%', 'Failed']);
  });

  test('the learner dashboard remembers the chosen filter for the user', async ({ page }) => {
    await page.goto('/#/account/dashboard');
    const show = region(page, 'My training').getByRole('combobox', { name: 'Show training' });
    await expect(show).toHaveValue('notComplete');
    await show.selectOption('all');
    await page.goto('/#/dashboard');
    await page.goto('/#/account/dashboard');
    await expect(region(page, 'My training').getByRole('combobox', { name: 'Show training' })).toHaveValue('all');
  });

  test('/account/achievements#{certificate id} scrolls that certificate into view', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 420 });
    await page.goto('/#/account/achievements');
    // The last certificate held, far enough down to need the scroll; its id from its download link.
    const download = region(page, 'Certifications').getByRole('link', { name: /^Download certificate \(PDF\) Moving and handling/ });
    const id = /\/certificates\/([^/]+)\/download/.exec((await download.getAttribute('href')) ?? '')?.[1];
    expect(id).toBeTruthy();
    await page.goto('/#/dashboard');
    await page.goto(`/#/account/achievements#${id}`);
    const row = page.locator(`[id="${id}"]`);
    await expect(row.getByRole('heading', { name: 'Moving and handling' })).toBeVisible();
    await expect(row).toBeInViewport({ timeout: 10_000 });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test("the dashboard shows the tenant's 'dashboard.notice' html near its top", async ({ page, dashboardPage }) => {
    await dashboardPage.goto();
    const notice = page.getByRole('main').getByText('annual fire safety training is due by 31 March');
    await expect(notice).toBeVisible();
    await expect(page.getByRole('main').getByText('Reminder:', { exact: true })).toBeVisible();
  });

  for (const width of [1280, 320]) {
    test(`the achievements and history pages at ${width} px: no serious axe violation, no sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/#/account/achievements');
      await expect(region(page, 'Certifications').getByRole('heading', { level: 3 }).first()).toBeVisible();
      expect((await seriousViolations(page)).join('\n')).toBe('');
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await page.goto('/#/account/history');
      const history = region(page, 'Your learning history');
      await expect(history.getByRole('row').nth(1)).toBeVisible();
      expect((await seriousViolations(page)).join('\n')).toBe('');
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      // Every column in view: on a phone each row stacks, no cell hidden off to the side.
      if (width < 600) await expect(history.getByRole('row').nth(1)).toHaveCSS('display', 'block');
      for (const cell of await history.getByRole('row').nth(1).getByRole('cell').all()) {
        // An empty cell (no mastery score) takes no line of a stacked row.
        const box = await cell.boundingBox();
        if (!box) continue;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
    });
  }
});
