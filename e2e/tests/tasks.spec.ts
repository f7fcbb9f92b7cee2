import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO_SCOPE, DEMO_USERS, expect, seriousViolations, sidewaysScroll, signedInApiContext, signedInStorageState, test } from '../fixtures';

/*
 * Tasks (spec 2 §2–§8): a task opened from the catalogue shows its page (it used to land on
 * the dashboard); `learner` drafts a submission, reloads (the draft is kept in the record store),
 * submits it for approval; `approver` opens it from /approvals and rejects it, a comment required;
 * `learner` sees the rejection and the comment. A wrong file type is refused with its message.
 *
 * The story runs on 'Case study: a safe discharge' (demo-task-e2e), which the demo seeds for this
 * spec alone. It starts from whatever an earlier run left (a rejected task is written to again; a
 * pending request is cancelled first), so it runs again on the same database.
 */
const TASK = 'demo-task-e2e';
const TASK_NAME = 'Case study: a safe discharge';
const LEARNER = DEMO_USERS.learner;

async function learnerApi(request: Parameters<typeof signedInApiContext>[0], baseURL: string): Promise<{ api: APIRequestContext; id: string }> {
  const api = await signedInApiContext(request, baseURL, LEARNER.username);
  const user = await (await api.post(`/_api/reach/${DEMO_SCOPE}/api/v4/user/signin`, { data: { username: LEARNER.username, platform: 'LearnerPortal' } })).json();
  return { api, id: user.id as string };
}

/** Back to a task the learner can write to: an earlier run's pending request cancelled, a completed task given a new attempt. */
async function writable(api: APIRequestContext, userId: string): Promise<void> {
  const content = `/_api/reach/${DEMO_SCOPE}/api/v4/users/${userId}/content/${TASK}`;
  const task = await (await api.get(`${content}/task?actingAs=${userId}`)).json();
  if (task.status === 'PendingApproval') await api.post(`${content}/task/status?actingAs=${userId}`, { data: { status: 'cancel' } });
  if (task.status === 'Completed') await api.post(`${content}/attempts/trigger?platform=web-orbit-${DEMO_SCOPE}`, { data: {} });
}

async function pageAs(browser: Browser, baseURL: string, request: Parameters<typeof signedInStorageState>[0], username: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, storageState: await signedInStorageState(request, baseURL, username) });
  return context.newPage();
}

const status = (page: Page) => page.getByRole('term').filter({ hasText: 'Status' }).locator('xpath=following-sibling::dd[1]');

test.describe('tasks', () => {
  test.use({ signedInAs: 'learner' });

  test('a task opened from the catalogue shows its page, not the dashboard', async ({ page }) => {
    await page.goto('/#/catalogue/items/type:task');
    await page.getByRole('link', { name: 'Reflective account: a learning event' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reflective account: a learning event' })).toBeVisible();
    expect(page.url()).toContain('#/catalogue/task/demo-task-reflection');
    await expect(page).toHaveTitle(/Reflective account: a learning event/);
    await expect(page.getByRole('link', { name: 'Information' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await page.getByRole('link', { name: 'Submission' }).click();
    await expect(page.getByRole('textbox', { name: 'Your submission' })).toBeVisible();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await page.setViewportSize({ width: 320, height: 720 });
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  });

  test('learner drafts, reloads, submits for approval; approver rejects with the required comment; learner sees the rejection and the comment', async ({
    page,
    browser,
    baseURL,
    playwright,
  }) => {
    const learner = await learnerApi(playwright.request, baseURL!);
    try {
      await writable(learner.api, learner.id);
    } finally {
      await learner.api.dispose();
    }
    const stamp = Date.now();
    const draft = `Draft ${stamp}: the discharge was planned with the family.`;
    const comment = `Please say who planned the discharge (${stamp}).`;

    // Learner: a draft, kept over a reload.
    await page.goto(`/#/catalogue/task/${TASK}?selectedTab=Submission`);
    await expect(page.getByRole('heading', { level: 1, name: TASK_NAME })).toBeVisible();
    const box = page.getByRole('textbox', { name: 'Your submission' });
    await box.fill(draft);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Your changes have been saved').first()).toBeVisible();
    await expect(status(page)).toHaveText('In progress');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Your submission' })).toHaveValue(draft);

    // A file of a type tasks do not take is refused.
    await page.getByLabel('Attach a file').setInputFiles({ name: 'notes.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await expect(page.getByText('This type of file is not supported.')).toBeVisible();

    // Submit for approval: the task waits, read-only.
    await page.getByRole('button', { name: 'Submit for approval' }).click();
    await expect(status(page)).toHaveText('Pending approval');
    await expect(page.getByText('Your task is waiting for approval.')).toBeVisible();
    await expect(page.getByText(draft)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your submission' })).toHaveCount(0);

    // Approver: from the approvals list to the task, rejecting needs a comment.
    const approver = await pageAs(browser, baseURL!, playwright.request, DEMO_USERS.approver.username);
    try {
      await approver.goto('/#/approvals');
      await approver
        .getByRole('link', { name: `Review ${TASK_NAME} for ${LEARNER.displayName}` })
        .first()
        .click();
      await expect(approver.getByText(`You are reviewing the task of ${LEARNER.displayName}.`)).toBeVisible();
      await approver.getByRole('link', { name: 'Submission' }).click();
      await expect(approver.getByText(draft)).toBeVisible();
      expect((await seriousViolations(approver)).join('\n')).toBe('');
      await approver.getByRole('button', { name: 'Reject' }).click();
      const dialog = approver.getByRole('dialog', { name: 'Reject the task' });
      await dialog.getByRole('button', { name: 'Reject' }).click();
      await expect(dialog.getByText('A comment is required to reject the task.')).toBeVisible();
      expect((await seriousViolations(approver, '[role="dialog"]')).join('\n')).toBe('');
      await dialog.getByRole('textbox', { name: 'Comment for the learner' }).fill(comment);
      await dialog.getByRole('button', { name: 'Reject' }).click();
      await expect(dialog).toBeHidden();
      await expect(status(approver)).toHaveText('Rejected');
      await expect(approver.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    } finally {
      await approver.context().close();
    }

    // Learner: the rejection and the approver's comment (the page read anew).
    await page.goto(`/#/catalogue/task/${TASK}`);
    await page.reload();
    await expect(status(page)).toHaveText('Rejected');
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByText('Decision: Rejected').first()).toBeVisible();
    await expect(history.getByText(comment).first()).toBeVisible();
    // The comment is on the task's topic too: the Comments tab's thread (placed through the comments.thread slot).
    await page.getByRole('link', { name: 'Comments' }).click();
    await expect(page.getByText(comment).first()).toBeVisible();
    expect((await seriousViolations(page)).join('\n')).toBe('');
  });

  test.describe('a learner without an approver', () => {
    test.use({ signedInAs: 'reviewer' });

    test('submitting for approval is refused with the reason; the text stays in the box and nothing is submitted', async ({ page }) => {
      await page.goto('/#/catalogue/task/demo-task-reflection?selectedTab=Submission');
      await expect(page.getByRole('heading', { level: 1, name: 'Reflective account: a learning event' })).toBeVisible();
      const enrol = page.getByRole('button', { name: 'Enrol' });
      if (await enrol.isVisible()) await enrol.click();
      const box = page.getByRole('textbox', { name: 'Your submission' });
      const text = `My reflection ${Date.now()}`;
      await box.fill(text);
      await page.getByRole('button', { name: 'Submit for approval' }).click();
      await expect(page.getByText('You have no approver to submit it to.')).toBeVisible();
      await expect(box).toHaveValue(text);
      await expect(page.getByText('Nothing has been submitted yet.')).toBeVisible();
      await expect(status(page)).not.toHaveText('Pending approval');
    });
  });
});
