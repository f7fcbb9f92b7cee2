import type { APIRequestContext } from '@playwright/test';
import { DEMO_SCOPE, expect, seriousViolations, sidewaysScroll, signedInApiContext, test } from '../fixtures';

/*
 * Approvals (issue 14, spec 3 §2 Approvals list): the approver sees pending requests of both kinds
 * (enrolment and completion) and the orphaned one the demo seeds, and approves an enrolment with a
 * comment in the dialog; the total drops by one. The enrolment approved is pat.lee2's own on
 * 'Advanced communication skills' (their approver is `approver`), filed here and withdrawn after, so
 * the test touches nothing another spec reads and runs again on the same database.
 */
const COURSE = 'demo-approval-course';
const COURSE_NAME = 'Advanced communication skills';

async function patLee2(request: Parameters<typeof signedInApiContext>[0], baseURL: string): Promise<{ api: APIRequestContext; id: string }> {
  const api = await signedInApiContext(request, baseURL, 'pat.lee2');
  const user = await (await api.post(`/_api/reach/${DEMO_SCOPE}/api/v4/user/signin`, { data: { username: 'pat.lee2', platform: 'LearnerPortal' } })).json();
  return { api, id: user.id as string };
}

const enrolment = (id: string) => `/_api/reach/${DEMO_SCOPE}/api/v4/users/${id}/content/${COURSE}/enrollment`;

test.describe('approvals (issue 14)', () => {
  test.use({ signedInAs: 'approver' });

  test('approver sees pending requests of both kinds and the orphaned one, and approves an enrolment with a comment', async ({ page, playwright, baseURL }) => {
    const pat = await patLee2(playwright.request, baseURL!);
    try {
      // Whatever an earlier run left: back to not enrolled, then a fresh request for the approver.
      await pat.api.post(enrolment(pat.id), { data: { status: 'Unenrolled', reason: 'e2e: starting again' } });
      const enrolled = await pat.api.post(enrolment(pat.id), { data: { status: 'Enrolled' } });
      expect(await enrolled.json()).toEqual({ status: 'EnrollmentPendingApproverApproval' });

      await page.goto('/#/approvals');
      await expect(page.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
      // A Pending request is present, so the status filter is Pending.
      await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Pending');
      const rows = page.getByRole('main').getByRole('row');
      await expect(rows.filter({ hasText: COURSE_NAME }).filter({ hasText: 'Alex Morgan' })).toContainText('Enrolment');
      const orphan = rows.filter({ hasText: 'Orphaned' }).first();
      await expect(orphan).toContainText('Unknown');
      await expect(orphan).toContainText('Completion');
      expect((await seriousViolations(page)).join('\n')).toBe('');

      // Approving the orphaned request shows the orphaned message (spec 2 §8); it stays pending.
      await orphan.getByRole('button', { name: /^Review Unknown for / }).click();
      await page.getByRole('dialog', { name: 'Approve or reject' }).getByRole('button', { name: 'Approve' }).click();
      await expect(page.getByText('This item or its learner no longer exists, so the request cannot be approved')).toBeVisible();

      const total = page.getByText(/^Total: \d+$/);
      const before = Number((await total.innerText()).replace(/\D/g, ''));
      const patRow = rows.filter({ hasText: COURSE_NAME }).filter({ hasText: 'Pat Lee' });
      await patRow.getByRole('button', { name: `Review ${COURSE_NAME} for Pat Lee` }).click();
      const dialog = page.getByRole('dialog', { name: 'Approve or reject' });
      await expect(dialog).toBeVisible();
      expect((await seriousViolations(page, '[role="dialog"]')).join('\n')).toBe('');
      // Rejecting needs a comment.
      await dialog.getByRole('button', { name: 'Reject' }).click();
      await expect(dialog.getByText('A comment is required to reject')).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Comments' }).fill('Approved for the spring cohort');
      await dialog.getByRole('button', { name: 'Approve' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Success', { exact: true })).toBeVisible();
      await expect(total).toHaveText(`Total: ${before - 1}`);
      await expect(patRow).toHaveCount(0);

      // pat.lee2 is enrolled now.
      const state = await pat.api.post(enrolment(pat.id), { data: { status: 'Enrolled' } });
      expect(await state.json()).toEqual({ status: 'NotAllowed' });
    } finally {
      await pat.api.post(enrolment(pat.id), { data: { status: 'Unenrolled', reason: 'e2e: done' } });
      await pat.api.dispose();
    }
  });

  test('on a phone the rows stack: every request’s date, status and Review in sight, no sideways scroll', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/#/approvals');
    const row = page.getByRole('main').getByRole('row').filter({ hasText: 'Orphaned' }).first();
    await expect(row).toBeVisible();
    const [date, status] = [row.getByRole('cell').nth(2), row.getByRole('cell').nth(3)];
    expect(await date.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"Date: "');
    await expect(status).toHaveText('Pending');
    for (const cell of [date, status, row.getByRole('button', { name: /^Review / })]) {
      await expect(cell).toBeInViewport();
      const box = (await cell.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect((await seriousViolations(page)).join('\n')).toBe('');
  });

  test("the dialog shows the request's earlier comments and its history; the dashboard counts what waits", async ({ page, dashboardPage }) => {
    await dashboardPage.goto();
    await expect(page.getByRole('main').getByRole('link', { name: /^Approvals/ })).toContainText(/Waiting for your decision: [1-9]\d*/);
    await page.goto('/#/approvals');
    const row = page.getByRole('main').getByRole('row').filter({ hasText: 'Orphaned' }).first();
    await row.getByRole('button', { name: /^Review Unknown for / }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve or reject' });
    const history = dialog.getByRole('list', { name: 'History' });
    await expect(history.getByRole('listitem').first()).toHaveText(/^Pending: /);
  });

  test('the approvals page reads at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto('/#/approvals');
    await expect(page.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
    await expect(page.getByText(/^Total: \d+$/)).toBeVisible();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  });
});
