import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { TeamDashboardPage, TeamMemberPage } from '../pages/team';
import { expect, seriousViolations, sidewaysScroll, test } from '../fixtures';

/*
 * The team leader area (issue 18) against the reference LMS. The demo `teamleader` leads 10 members
 * (6 compliant, 2 expiring soon, 2 non-compliant), one of whom, Jade Quinn, leads Kofi Mensah and
 * Lina Rossi. Amara Bello holds three certificates (Basic life support newest and lowest scored,
 * Data security awareness expiring soonest, Infection prevention and control best scored) and is
 * booked on the Webinar session. The leader is the members' approver: Chloe Dunn waits for approval
 * of her enrolment on 'Coaching skills, day one'.
 */

const contents = async (download: Download) => readFile((await download.path())!, 'utf8');

/** The element lies whole between the screen's left and right edges (not cut off, not off to the side). */
async function expectWithinWidth(page: Page, element: Locator): Promise<void> {
  const box = (await element.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test.describe('the team leader area (issue 18)', () => {
  test.use({ signedInAs: 'teamLeader' });

  test('teamleader opens the team, sees the compliance summary, opens the sub-team by breadcrumb and back', async ({ page, dashboardPage }) => {
    const team = new TeamDashboardPage(page);
    await dashboardPage.goto();
    await page.getByRole('banner').getByRole('link', { name: 'Team', exact: true }).click();
    await team.expectShown();

    await expect(team.members.getByRole('row')).toHaveCount(11);
    await expect(team.compliance.getByText('80% of the team is compliant or expiring soon.')).toBeVisible();
    await expect(team.compliance.getByRole('listitem')).toHaveText(['Compliant', 'Expiring soon', 'Non-compliant']);
    // The gauge's text alternative: the counts as a table.
    await team.compliance.getByRole('button', { name: 'Show as a table' }).click();
    await expect(team.compliance.getByRole('row', { name: 'Compliant 6' })).toBeVisible();
    await expect(team.compliance.getByRole('row', { name: 'Expiring soon 2' })).toBeVisible();
    await expect(team.compliance.getByRole('row', { name: 'Non-compliant 2' })).toBeVisible();
    // At most 10 in the login chart; the most recent login first; a never-logged-in member last.
    await expect(team.logins.getByRole('listitem')).toHaveCount(10);
    await expect(team.logins.getByRole('listitem').last()).toHaveText(/Never logged in$/);
    await expect(team.logins.getByText('Longer bar: more recent login')).toBeVisible();
    await team.logins.getByRole('button', { name: 'Show as a table' }).click();
    await expect(team.logins.getByRole('row')).toHaveCount(11);
    await expect(team.logins.getByRole('row').last()).toHaveAccessibleName(/Never logged in$/);

    // The same charts as images the LMS draws, for a report: escaped, titled, with a text alternative.
    const logins = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the login chart (SVG)' }).click();
    expect((await logins).suggestedFilename()).toBe('last-logins.svg');
    const loginSvg = await contents(await logins);
    expect(loginSvg).toMatch(/^<svg [^>]*role="img" aria-labelledby="title desc"/);
    expect(loginSvg).toContain('<title id="title">Last logins</title>');
    expect(loginSvg).toContain('Amara Bello');
    const gauge = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the compliance gauge (SVG)' }).click();
    const gaugeSvg = await contents(await gauge);
    expect(gaugeSvg).toContain('80%');
    expect(gaugeSvg).toContain('Compliant: 6');

    await team.subTeam('Jade Quinn').click();
    await team.expectShown("Jade Quinn's team");
    await expect(team.member('Kofi Mensah')).toBeVisible();
    await expect(team.member('Lina Rossi')).toBeVisible();
    await expect(team.compliance.getByText('50% of the team is compliant or expiring soon.')).toBeVisible();
    await expect(team.breadcrumb.getByText("Jade Quinn's team")).toHaveAttribute('aria-current', 'page');
    await team.breadcrumb.getByRole('link', { name: 'My team' }).click();
    await team.expectShown();
    await expect(team.member('Amara Bello')).toBeVisible();
  });

  test('teamleader opens a member, sorts the certificates, unenrols them from a session with a reason and enrols them again', async ({ page }) => {
    const team = new TeamDashboardPage(page);
    const member = new TeamMemberPage(page);
    await team.goto();
    await team.member('Amara Bello').click();
    await expect(member.heading('Amara Bello')).toBeVisible();
    await expect(member.tab('Certificates')).toHaveAttribute('aria-current', 'page');

    // Awarded (newest first) by default, then each sort of the spec.
    await expect(member.certificates).toHaveText(['Basic life support', 'Infection prevention and control', 'Data security awareness']);
    await member.sort.selectOption('Expires');
    await expect(member.certificates).toHaveText(['Data security awareness', 'Infection prevention and control', 'Basic life support']);
    await member.sort.selectOption('Score');
    await expect(member.certificates).toHaveText(['Infection prevention and control', 'Data security awareness', 'Basic life support']);
    await expect(page.getByRole('row', { name: /^Infection prevention and control/ })).toContainText('92.5%');
    await member.sort.selectOption('Title');
    await expect(member.certificates).toHaveText(['Basic life support', 'Data security awareness', 'Infection prevention and control']);

    // The summary: Data security awareness, a compliance certificate, expires within 30 days.
    const summary = page.getByRole('region', { name: 'Certificate summary' });
    await expect(summary.getByText('A compliance certificate expires within 30 days.')).toBeVisible();
    await expect(summary.getByRole('row', { name: /^Compliance / })).toBeVisible();

    // The certificate downloads as a PDF the leader may have (the team's userCertificate call).
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Basic life support' }).click();
    expect((await download).suggestedFilename()).toBe('Basic life support.pdf');
    expect((await readFile((await (await download).path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The learning history: the score as a percentage to 2 decimals, passed against the mastery score.
    await member.tab('Learning history').click();
    const security = page.getByRole('row', { name: /^Data security awareness/ });
    await expect(security).toContainText('92.35%');
    await expect(security).toContainText('Passed');

    await member.tab('Enrolments').click();
    await member.unenrolButton('Webinar').click();
    const dialog = member.unenrolDialog('Webinar');
    await dialog.getByRole('button', { name: 'Unenrol', exact: true }).click();
    await expect(dialog.getByText('Enter a reason to unenrol.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Reason for unenrolling' }).fill('Rota change');
    await dialog.getByRole('button', { name: 'Unenrol', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'The enrolment was cancelled.' })).toBeVisible();
    await expect(member.enrol('Webinar')).toBeVisible();

    // Kept by the LMS.
    await page.reload();
    await expect(member.enrol('Webinar')).toBeVisible();
    await member.enrol('Webinar').click();
    await expect(page.getByRole('status').filter({ hasText: 'User was enroled successfully' })).toBeVisible();
    await expect(member.unenrolButton('Webinar')).toBeVisible();
    await page.reload();
    await expect(member.unenrolButton('Webinar')).toBeVisible();
  });

  test("teamleader approves a member's enrolment request (a team approval item), which enrols her", async ({ page }) => {
    const team = new TeamDashboardPage(page);
    const member = new TeamMemberPage(page);
    await team.goto();
    await team.member('Chloe Dunn').click();
    await member.tab('Enrolments').click();
    await member.approve('Coaching skills, day one').click();
    await expect(page.getByRole('status').filter({ hasText: 'The enrolment was approved.' })).toBeVisible();
    await expect(page.getByRole('row', { name: /^Coaching skills, day one/ })).toContainText('Approved');
    await page.reload();
    await expect(member.unenrolButton('Coaching skills, day one')).toBeVisible();
    await expect(member.approve('Coaching skills, day one')).toHaveCount(0);
  });

  test('the team keeps the member tab the leader works on, from member to member', async ({ page }) => {
    const team = new TeamDashboardPage(page);
    const member = new TeamMemberPage(page);
    await team.goto();
    await team.member('Ben Carter').click();
    await member.tab('Learning history').click();
    await page.getByRole('link', { name: 'Back to the team' }).click();
    await expect(page).toHaveURL(/#\/team\/dashboard\?tab=LearningHistory$/);
    await team.member('Ewa Nowak').click();
    await expect(member.heading('Ewa Nowak')).toBeVisible();
    await expect(member.tab('Learning history')).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('the team leader area is accessible', () => {
  test.use({ signedInAs: 'teamLeader' });

  for (const width of [1280, 375, 320]) {
    test(`the team, a member's certificates and enrolments at ${width} px: no serious axe violation, no sideways scrolling`, async ({ page }) => {
      // Five axe runs over three pages and a dialog: on a busy machine each takes seconds.
      test.slow();
      await page.setViewportSize({ width, height: 800 });
      const team = new TeamDashboardPage(page);
      const member = new TeamMemberPage(page);
      await team.goto();
      await expect(team.compliance).toBeVisible();
      await expect(team.logins.getByRole('listitem').first()).toBeVisible();
      await expect(team.compliance.getByText('Compliant', { exact: true })).toBeVisible();
      expect((await seriousViolations(page)).join('\n')).toBe('');
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

      await team.member('Amara Bello').click();
      await expect(member.certificates.first()).toBeVisible();
      expect((await seriousViolations(page)).join('\n')).toBe('');
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

      await member.tab('Learning history').click();
      const history = page.getByRole('table', { name: 'Learning history' });
      await expect(history.getByRole('rowheader').first()).toBeVisible();
      expect((await seriousViolations(page)).join('\n')).toBe('');
      // Every column of the history in view: nothing scrolls sideways inside the table either.
      expect(await history.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
      for (const cell of await history.getByRole('cell').all()) await expectWithinWidth(page, cell);
      if (width < 600) await expect(history.getByRole('row').nth(1)).toHaveCSS('display', 'block');

      await member.tab('Enrolments').click();
      await expect(member.unenrolButton('Webinar')).toBeVisible();
      expect((await seriousViolations(page)).join('\n')).toBe('');
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      // The "Enrol in …" buttons are whole on the screen, none cut off at its edge.
      for (const button of await page.getByRole('button', { name: /^(Enrol in|Unenrol from) / }).all()) await expectWithinWidth(page, button);
      await member.unenrolButton('Webinar').click();
      await expect(member.unenrolDialog('Webinar')).toBeVisible();
      expect((await seriousViolations(page)).join('\n')).toBe('');
      await page.keyboard.press('Escape');
      await expect(member.unenrolDialog('Webinar')).toBeHidden();
    });
  }
});

test.describe('the team leader area for a learner', () => {
  test.use({ signedInAs: 'learner' });

  test('a learner opening /team/dashboard lands on the dashboard', async ({ page, dashboardPage }) => {
    await page.goto('/#/team/dashboard');
    await dashboardPage.expectShown();
    await expect(page).not.toHaveURL(/#\/team/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Team', exact: true })).toHaveCount(0);
  });
});
