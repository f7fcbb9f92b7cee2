import { DEMO_USERS, expect, seriousViolations, sidewaysScroll, signedInStorageState, test } from '../fixtures';

/*
 * External learning (spec 2 §2, §4, §5): the learner records an item with an attachment and
 * submits it; their approver approves it; the learner then sees it approved and read-only. Each run
 * works on an item of its own (a name with the time in it), so it can run again on the same database.
 */
test.describe('external learning', () => {
  test.use({ signedInAs: 'learner' });

  test('the list reads at 320 px and passes axe', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto('/#/external-activities');
    await expect(page.getByRole('heading', { level: 1, name: 'External learning' })).toBeVisible();
    // The seeded items, one in each state.
    await expect(page.getByRole('link', { name: 'Medicines safety webinar' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Regional sepsis study day' })).toBeVisible();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect((await seriousViolations(page)).join('\n')).toBe('');

    await page.getByRole('combobox', { name: 'Approval status' }).selectOption({ label: 'Rejected' });
    await expect(page.getByRole('link', { name: 'Hand hygiene journal club' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Medicines safety webinar' })).toHaveCount(0);
  });

  test('learner records an item with an attachment and submits it; the approver approves it; the learner sees it approved', async ({ page, browser, playwright, baseURL }) => {
    // Two users, an upload and two axe checks: on a busy two-core machine that can pass one test's time limit.
    test.slow();
    const name = `Wound care study day ${Date.now()}`;
    await page.goto('/#/external-activities');
    await page.getByRole('link', { name: 'Record external learning' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Record external learning' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('combobox', { name: 'Activity type' }).selectOption({ label: 'Workshop' });
    await page.getByRole('combobox', { name: 'Time' }).selectOption('09:30');
    await page.getByRole('spinbutton', { name: 'CPD points' }).fill('3');
    await page.getByRole('textbox', { name: 'Key learning' }).fill('Choosing a dressing by the wound’s stage.');
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit external learning' })).toBeVisible();
    await expect(page).toHaveURL(/#\/external-activities\/item\/[0-9a-f-]{36}$/);
    const itemRoute = new URL(page.url()).hash;
    expect((await seriousViolations(page)).join('\n')).toBe('');

    // A type outside the spec's list is refused with its message; a PDF is kept.
    const attach = page.getByLabel('Add an attachment');
    await attach.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
    await expect(page.getByText('This type of file is not supported.')).toBeVisible();
    await attach.setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 certificate') });
    await expect(page.getByRole('button', { name: 'Download certificate.pdf' })).toBeVisible();

    await page.getByRole('button', { name: 'Submit for approval' }).click();
    await expect(page.getByText('This external learning is waiting for approval and cannot be changed.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save as draft' })).toHaveCount(0);
    await expect(page.getByLabel('Add an attachment')).toHaveCount(0);

    // The approver finds the request on /approvals, which opens the item's approval page, and approves it.
    const approverContext = await browser.newContext({ baseURL, storageState: await signedInStorageState(playwright.request, baseURL!, DEMO_USERS.approver.username) });
    const approver = await approverContext.newPage();
    await approver.goto('/#/approvals');
    await approver.getByRole('link', { name }).click();
    await expect(approver).toHaveURL(new RegExp(`${itemRoute}/approval$`));
    await expect(approver.getByRole('heading', { level: 1, name: 'Approve external learning' })).toBeVisible();
    await expect(approver.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
    await expect(approver.getByRole('button', { name: 'Download certificate.pdf' })).toBeVisible();
    expect((await seriousViolations(approver)).join('\n')).toBe('');
    await approver.getByRole('button', { name: 'Approve' }).click();
    await expect(approver).toHaveURL(/#\/approvals$/);
    await approverContext.close();

    // The learner's item is approved and read-only.
    await page.reload();
    await expect(page.getByText('This external learning can no longer be changed.')).toBeVisible();
    await expect(page.getByText('Approved', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit for approval' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  });

  test('messages survive the navigation that follows them; a rejected item resubmitted is decided again at once; the approver keeps a read-only view and goes back to approvals', async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    const name = `Tissue viability day ${Date.now()}`;
    await page.goto('/#/external-activities/item/new');
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('combobox', { name: 'Activity type' }).selectOption({ label: 'Workshop' });
    await page.getByRole('button', { name: 'Save as draft' }).click();
    // The new item's page follows the save; its confirmation is still there.
    await expect(page.getByRole('heading', { level: 1, name: 'Edit external learning' })).toBeVisible();
    await expect(page.getByText('Saved as draft')).toBeVisible();
    const itemRoute = new URL(page.url()).hash;
    await page.getByRole('button', { name: 'Submit for approval' }).click();
    await expect(page.getByText('This external learning is waiting for approval and cannot be changed.')).toBeVisible();

    const approverContext = await browser.newContext({ baseURL, storageState: await signedInStorageState(playwright.request, baseURL!, DEMO_USERS.approver.username) });
    const approver = await approverContext.newPage();
    try {
      await approver.goto(`/${itemRoute}/approval`);
      await expect(approver.getByRole('link', { name: 'Back to approvals' })).toBeVisible();
      await approver.getByRole('button', { name: 'Reject' }).click();
      const rejection = approver.getByRole('dialog', { name: 'Reject external learning' });
      await rejection.getByRole('textbox', { name: 'Comment' }).fill('Add the course outline.');
      await rejection.getByRole('button', { name: 'Reject' }).click();
      await expect(approver).toHaveURL(/#\/approvals$/);
      await expect(approver.getByText('The external learning is rejected')).toBeVisible();
      // Decided, the item still reads, read-only.
      await approver.goto(`/${itemRoute}/approval`);
      await expect(approver.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
      await expect(approver.getByRole('button', { name: 'Approve' })).toHaveCount(0);

      // The learner writes it again and resubmits; the approver opens it within the minute and decides.
      await page.reload();
      await page.getByRole('spinbutton', { name: 'CPD points' }).fill('2');
      await page.getByRole('button', { name: 'Submit for approval' }).click();
      await expect(page.getByText('This external learning is waiting for approval and cannot be changed.')).toBeVisible();
      await approver.getByRole('link', { name: 'Back to approvals' }).click();
      await expect(approver).toHaveURL(/#\/approvals$/);
      await approver.goto(`/${itemRoute}/approval`);
      await expect(approver.getByText('This external learning was not found.')).toHaveCount(0);
      await approver.getByRole('button', { name: 'Approve' }).click();
      await expect(approver).toHaveURL(/#\/approvals$/);
      await expect(approver.getByText('The external learning is approved')).toBeVisible();
    } finally {
      await approverContext.close();
    }
  });

  test('a deleted item leaves with “Removed Successfully!” shown on the list', async ({ page }) => {
    const name = `To delete ${Date.now()}`;
    await page.goto('/#/external-activities/item/new');
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('combobox', { name: 'Activity type' }).selectOption({ label: 'Workshop' });
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit external learning' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete external learning' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'External learning' })).toBeVisible();
    await expect(page.getByText('Removed Successfully!')).toBeVisible();
    await expect(page.getByRole('link', { name })).toHaveCount(0);
  });
});
