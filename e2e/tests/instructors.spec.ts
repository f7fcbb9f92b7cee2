import { InstructorDashboardPage, InstructorSessionPage } from '../pages/instructors';
import { expect, seriousViolations, sidewaysScroll, test } from '../fixtures';

/*
 * The instructor area (issue 18) against the reference LMS. The demo `instructor` runs six upcoming
 * sessions ('Ward teaching, session 1' to 5 and 'Skills lab, afternoon') and three historic ones.
 */

test.describe('the instructor area (issue 18)', () => {
  test.use({ signedInAs: 'instructor' });

  test('instructor opens the area from the header, pages through upcoming sessions, adds a user, marks attendance once a session has happened and submits it', async ({
    page,
    dashboardPage,
  }) => {
    const dashboard = new InstructorDashboardPage(page);
    const item = new InstructorSessionPage(page);
    await dashboardPage.goto();
    await page.getByRole('banner').getByRole('link', { name: 'Instructors', exact: true }).click();
    await dashboard.expectShown();

    // Upcoming by default, soonest first, 5 a page.
    await expect(dashboard.tab('Upcoming')).toHaveAttribute('aria-current', 'page');
    await expect(dashboard.sessions).toHaveCount(5);
    await expect(dashboard.sessions.first()).toHaveText(/Ward teaching, session 1$/);
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await dashboard.stats.getByRole('button', { name: 'Show as a table' }).click();
    await expect(dashboard.stats.getByRole('row', { name: /^Sessions \d+$/ })).toBeVisible();
    await dashboard.next.click();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(dashboard.sessions).toHaveCount(1);
    await expect(dashboard.session('Ward teaching, session 5')).toBeVisible();
    await dashboard.previous.click();

    // A session still ahead: its register is shown, its attendance cannot be submitted yet.
    await dashboard.session('Ward teaching, session 1').click();
    await expect(item.heading('Ward teaching, session 1')).toBeVisible();
    await expect(item.tab('Attendees')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('The attendance can be submitted once the session has started.')).toBeVisible();
    await expect(item.attended('Priya Shah')).toBeDisabled();
    await expect(item.submit).toHaveCount(0);

    // Two users called Pat Lee are told apart by their user names; Grace Okafor (teamleader) is found by name.
    await item.tab('Add users').click();
    await item.search.fill('Pat Lee');
    await item.searchButton.click();
    const found = page.getByRole('table', { name: 'Users found' });
    await expect(found.getByRole('row', { name: /^Pat Lee pat\.lee pat\.lee@demo\.example Attending$/ })).toBeVisible();
    await expect(found.getByRole('button', { name: 'Add Pat Lee (pat.lee2)' })).toBeVisible();
    await item.addUser('Grace', 'Grace Okafor');
    await expect(page.getByText('Grace Okafor was added to the session.')).toBeVisible();
    await item.tab('Attendees').click();
    await expect(item.attended('Grace Okafor')).not.toBeChecked();

    // A session that has happened: the register is marked and submitted.
    await page.getByRole('link', { name: 'Back to the sessions' }).click();
    await dashboard.tab('Historic').click();
    await dashboard.session('Ward teaching, earlier session 1').click();
    await expect(item.heading('Ward teaching, earlier session 1')).toBeVisible();
    await expect(page.getByText('The attendance has not been submitted yet.')).toBeVisible();
    await expect(item.attended('Pat Lee (pat.lee)')).toBeChecked();
    await expect(item.attended('Pat Lee (pat.lee2)')).not.toBeChecked();
    await item.attended('Pat Lee (pat.lee2)').check();
    await expect(item.allAttended).toBeChecked();
    await item.attended('Priya Shah').uncheck();
    await item.submit.click();
    await expect(page.getByText(/^Attendance submitted on /)).toBeVisible();

    // Kept by the LMS: after a reload the date and the marks are still there.
    await page.reload();
    await expect(page.getByText(/^Attendance submitted on /)).toBeVisible();
    await expect(item.attended('Pat Lee (pat.lee2)')).toBeChecked();
    await expect(item.attended('Priya Shah')).not.toBeChecked();
  });

  test('a search of fewer than 3 characters is refused with its message', async ({ page }) => {
    const dashboard = new InstructorDashboardPage(page);
    const item = new InstructorSessionPage(page);
    await dashboard.goto();
    await dashboard.session('Ward teaching, session 2').click();
    await item.tab('Add users').click();
    await item.search.fill('gr');
    await item.searchButton.click();
    await expect(page.getByText('Enter at least 3 characters.')).toBeVisible();
    await expect(item.search).toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('the instructor area is accessible', () => {
  test.use({ signedInAs: 'instructor' });

  for (const width of [1280, 375, 320]) {
    test(`the dashboard, the register and add users at ${width} px: no serious axe violation, no sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const dashboard = new InstructorDashboardPage(page);
      const item = new InstructorSessionPage(page);
      await dashboard.goto();
      await expect(dashboard.sessions.first()).toBeVisible();
      await expect(dashboard.stats).toBeVisible();
      expect((await seriousViolations(page)).join('\n')).toBe('');
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

      await dashboard.session('Ward teaching, session 3').click();
      await expect(page.getByText('The attendance can be submitted once the session has started.')).toBeVisible();
      expect((await seriousViolations(page)).join('\n')).toBe('');
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

      await page.getByRole('link', { name: 'Back to the sessions' }).click();
      await dashboard.tab('Historic').click();
      await dashboard.session('Ward teaching, earlier session 2').click();
      await expect(item.allAttended).toBeVisible();
      // Each box is a 24 px target (WCAG 2.5.8), not the browser's 13 px: a row's box has no visible label to hit instead.
      for (const box of await page.getByRole('region', { name: 'Attendees' }).getByRole('checkbox').all()) {
        const size = (await box.boundingBox())!;
        expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(24);
      }
      // On a phone the register's rows stack: no column squeezed letter by letter.
      const register = page.getByRole('table');
      if (width < 600) await expect(register.getByRole('row').nth(1)).toHaveCSS('display', 'block');
      expect(await register.evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
      expect((await seriousViolations(page)).join('\n')).toBe('');
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

      await item.tab('Add users').click();
      await item.search.fill('Priya');
      await item.searchButton.click();
      await expect(page.getByRole('table')).toBeVisible();
      expect((await seriousViolations(page)).join('\n')).toBe('');
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    });
  }
});

test.describe('the instructor area for a learner', () => {
  test.use({ signedInAs: 'learner' });

  test('a learner opening /instructors/dashboard lands on the dashboard', async ({ page, dashboardPage }) => {
    await page.goto('/#/instructors/dashboard');
    await dashboardPage.expectShown();
    await expect(page).not.toHaveURL(/#\/instructors/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Instructors', exact: true })).toHaveCount(0);
  });
});
