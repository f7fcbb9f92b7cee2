import { CpdEntryPage, CpdJournalPage } from '../pages/cpd';
import { expect, readOutbox, seriousViolations, test } from '../fixtures';

const thisYear = new Date().getUTCFullYear();

test.describe('the CPD journal (issue 15)', () => {
  test.use({ signedInAs: 'learner' });

  test('learner opens CPD from the header, sees the seeded entries and adds one', async ({ page, dashboardPage }) => {
    const journal = new CpdJournalPage(page);
    const editor = new CpdEntryPage(page);
    await dashboardPage.goto();
    await page.getByRole('banner').getByRole('link', { name: 'CPD', exact: true }).click();
    await journal.expectShown();

    // This year's period comes first (spec 3 §4), with its complete and draft entries.
    await expect(journal.entry('Sepsis recognition workshop')).toBeVisible();
    await expect(journal.entry('Mentoring a student nurse')).toContainText('Draft');
    await expect(page.getByText(/^Status: Pending$/)).toBeVisible();

    const title = `Falls prevention update ${Date.now()}`;
    await journal.addEntry.click();
    await expect(page.getByRole('heading', { level: 1, name: 'New entry' })).toBeVisible();
    await editor.fill({ title, type: 'Course', date: `${thisYear}-01-20`, hours: '1', minutes: '30', reflection: 'Use the falls bundle on every admission.' });
    // Credits are computed from the time (one per hour), to two decimals.
    await expect(page.getByText('1.50', { exact: false })).toBeVisible();
    await editor.save.click();

    await journal.expectShown();
    await expect(journal.entry(title)).toBeVisible();
    await expect(journal.entry(title)).not.toContainText('Draft');
    // Newest first: the new entry of 20 January sits below the later seeded ones.
    await expect(journal.entries.getByRole('columnheader', { name: /Completed/ })).toHaveAttribute('aria-sort', 'descending');
  });

  test('learner sees the CPD progress and deadline charts on the dashboard and in the journal', async ({ page, dashboardPage }) => {
    await dashboardPage.goto();
    const widget = page.getByRole('region', { name: 'CPD progress' });
    await expect(widget.getByRole('img', { name: /^Progress: .* of 20\.00 \(\d+%\)$/ })).toBeVisible();
    await expect(widget.getByRole('img', { name: /^Time elapsed: \d+% of the period$/ })).toBeVisible();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await widget.getByRole('link', { name: 'Open the CPD journal' }).click();
    await new CpdJournalPage(page).expectShown();
    await expect(page.getByRole('main').getByRole('img', { name: /^Progress: / })).toBeVisible();
  });

  test('an incomplete entry saves only as a draft, and is completed later', async ({ page }) => {
    const journal = new CpdJournalPage(page);
    const editor = new CpdEntryPage(page);
    await journal.goto();
    await journal.addEntry.click();
    const title = `Reading list ${Date.now()}`;
    await editor.title.fill(title);
    await editor.activityType.selectOption('Reading');
    await editor.completionDate.fill(`${thisYear}-02-01`);
    await editor.save.click();
    await expect(page.getByText('Please ensure you complete all mandatory fields before saving, otherwise check the draft box to save your current changes.')).toBeVisible();
    await editor.draft.check();
    await editor.save.click();
    await journal.expectShown();
    await expect(journal.entry(title)).toContainText('Draft');

    // Completing it later: the mandatory fields filled, the draft box cleared.
    await journal.entries.getByRole('link', { name: title }).click();
    await editor.hours.fill('1');
    await editor.reflection.fill('Three papers on pressure ulcer prevention.');
    await editor.draft.uncheck();
    await editor.save.click();
    await journal.expectShown();
    await expect(journal.entry(title)).not.toContainText('Draft');
  });

  test('leaving an edited entry asks for confirmation first', async ({ page }) => {
    const journal = new CpdJournalPage(page);
    const editor = new CpdEntryPage(page);
    await journal.goto();
    await journal.entries.getByRole('link', { name: 'Sepsis recognition workshop' }).click();
    await editor.title.fill('Sepsis recognition workshop (edited)');
    await page.getByRole('button', { name: 'Back to entries' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(editor.title).toHaveValue('Sepsis recognition workshop (edited)');

    // The header's links and the browser's back button ask too; staying keeps what was typed.
    await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(editor.title).toHaveValue('Sepsis recognition workshop (edited)');
    await page.goBack();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(editor.title).toHaveValue('Sepsis recognition workshop (edited)');

    await page.getByRole('button', { name: 'Back to entries' }).click();
    await page.getByRole('dialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Leave' }).click();
    await journal.expectShown();
    await expect(journal.entry('Sepsis recognition workshop')).toBeVisible();
  });

  test('learner cannot change an entry of a locked period', async ({ page }) => {
    const journal = new CpdJournalPage(page);
    const editor = new CpdEntryPage(page);
    await journal.goto();
    await journal.expectShown();
    await journal.choosePeriodOfYear(thisYear - 1);
    await expect(journal.lockedNotice).toBeVisible();
    await expect(journal.addEntry).toHaveCount(0);

    await journal.entries.getByRole('link', { name: 'Basic life support update' }).click();
    await expect(page.getByText('This entry belongs to a locked period and cannot be changed.')).toBeVisible();
    await expect(editor.title).toBeDisabled();
    await expect(editor.save).toHaveCount(0);
    await expect(editor.remove).toHaveCount(0);
  });
});

test.describe('CPD evidence, exports and sharing (issue 15)', () => {
  test.use({ signedInAs: 'learner' });

  test('learner adds an entry with evidence, downloads the evidence and exports the period as PDF and ZIP', async ({ page }) => {
    const journal = new CpdJournalPage(page);
    const editor = new CpdEntryPage(page);
    await journal.goto();
    await journal.addEntry.click();
    const title = `Infection control audit ${Date.now()}`;
    await editor.fill({ title, type: 'Course', date: `${thisYear}-01-25`, hours: '2', minutes: '0', reflection: 'Audited hand hygiene on two wards.' });
    await page.getByLabel('Add evidence').setInputFiles({ name: 'audit-notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Hand hygiene audit notes') });
    await expect(page.getByText('audit-notes.txt (uploaded when you save)')).toBeVisible();
    await editor.save.click();
    await journal.expectShown();

    await journal.entries.getByRole('link', { name: title }).click();
    const evidence = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download audit-notes.txt' }).click();
    const file = await evidence;
    expect(file.suggestedFilename()).toBe('audit-notes.txt');
    await page.getByRole('button', { name: 'Back to entries' }).click();

    for (const [format, name] of [
      ['PDF document', 'entriesExport.pdf'],
      ['ZIP archive with the evidence files', 'entriesExport.zip'],
    ] as const) {
      await page.getByRole('button', { name: 'Export entries' }).click();
      const dialog = page.getByRole('dialog', { name: 'Export entries' });
      await dialog.getByLabel(format).check();
      const download = page.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Export' }).click();
      const exported = await download;
      expect(exported.suggestedFilename()).toBe(name);
      const stream = await exported.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      if (format === 'PDF document') expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      else {
        // A ZIP whose directory names the PDF and the evidence just uploaded.
        expect(bytes.subarray(0, 2).toString()).toBe('PK');
        expect(bytes.includes(Buffer.from('entriesExport.pdf'))).toBe(true);
        expect(bytes.includes(Buffer.from('audit-notes.txt'))).toBe(true);
      }
    }
  });

  test('learner shares a plan by e-mail and the mail lands in the outbox', async ({ page, request }) => {
    await page.goto('/#/cpd/plans');
    await page.getByRole('main').getByRole('table').getByRole('link', { name: 'Leadership development' }).click();
    await page.getByRole('button', { name: 'Share by e-mail' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share by e-mail' });
    const address = `mentor-${Date.now()}@example.org`;
    await dialog.getByLabel('E-mail address').fill(address);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Shared successfully.')).toBeVisible();
    const mail = await readOutbox(request, address);
    expect(mail[0]?.subject).toBe('CPD plan: Leadership development');
    expect(mail[0]?.body).toContain('Alex Morgan shared a CPD plan with you.');
  });
});

test.describe('CPD plans (issue 15)', () => {
  test.use({ signedInAs: 'learner' });

  test('learner opens the plans tab, sees the seeded plan, adds a plan and sees it listed', async ({ page }) => {
    const journal = new CpdJournalPage(page);
    await journal.goto();
    await page.getByRole('navigation', { name: 'CPD journal sections' }).getByRole('link', { name: 'Plans' }).click();
    await expect(page).toHaveURL(/#\/cpd\/plans$/);
    const plans = page.getByRole('main').getByRole('table');
    await expect(plans.getByRole('link', { name: 'Leadership development' })).toBeVisible();

    await page.getByRole('link', { name: 'Add plan' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New plan' })).toBeVisible();
    const title = `Research skills ${Date.now()}`;
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Start date').fill(`${thisYear}-02-01`);
    await page.getByLabel('Planned hours').fill('twelve');
    await page.getByRole('button', { name: 'Save plan' }).click();
    await expect(page.getByText('Enter a number.').first()).toBeVisible();
    await page.getByLabel('Planned hours').fill('12');
    await page.getByRole('button', { name: 'Save plan' }).click();
    await expect(page).toHaveURL(/#\/cpd\/plans$/);
    await expect(plans.getByRole('link', { name: title })).toBeVisible();
  });
});

test.describe.serial('submission and review of a period (issue 15)', () => {
  const nextYear = thisYear + 1;

  test.describe('as the learner', () => {
    test.use({ signedInAs: 'learner' });

    test('learner adds a period, meets its target and submits it for review', async ({ page }) => {
      const journal = new CpdJournalPage(page);
      const editor = new CpdEntryPage(page);
      await journal.goto();
      await journal.expectShown();
      await page.getByRole('button', { name: 'Add period' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add period' });
      await dialog.getByLabel('Start date').fill(`${nextYear}-01-01`);
      await dialog.getByLabel('End date').fill(`${nextYear}-12-31`);
      await dialog.getByLabel('Target', { exact: true }).fill('1');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Status: Not started')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Submit for review' })).toHaveCount(0);

      await journal.addEntry.click();
      await editor.fill({ title: 'Preceptor training', type: 'Course', date: `${nextYear}-03-01`, hours: '1', minutes: '0', reflection: 'Ready to support new starters.' });
      await editor.save.click();
      await journal.expectShown();
      await expect(page.getByText('1.00 of 1.00 credits')).toBeVisible();
      await page.getByRole('button', { name: 'Submit for review' }).click();
      await page.getByRole('dialog', { name: 'Submit for review' }).getByRole('button', { name: 'Submit for review' }).click();
      await expect(page.getByText('Status: Submitted')).toBeVisible();
    });
  });

  test.describe('as the reviewer', () => {
    test.use({ signedInAs: 'reviewer' });

    test('reviewer finds the period on the dashboard, opens it in review and accepts it', async ({ page, dashboardPage }) => {
      await dashboardPage.goto();
      const reviews = page.getByRole('region', { name: 'CPD reviews' });
      await reviews.getByRole('link', { name: /^Alex Morgan, period / }).click();
      await expect(page).toHaveURL(/#\/cpd\/list\/review\/[^/?]+\?period=/);
      await expect(page.getByRole('heading', { level: 1, name: 'CPD journal under review' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('table').getByRole('link', { name: 'Preceptor training' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Add entry' })).toHaveCount(0);
      await page.getByLabel('Review comments').fill('Well evidenced, thank you.');
      await page.getByRole('button', { name: 'Accept' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
      await expect(page.getByText('Status: Accepted')).toBeVisible();
    });
  });

  test.describe('as the learner again', () => {
    test.use({ signedInAs: 'learner' });

    test('learner now sees the period accepted and locked', async ({ page }) => {
      const journal = new CpdJournalPage(page);
      await journal.goto();
      await journal.choosePeriodOfYear(nextYear);
      await expect(page.getByText('Status: Accepted')).toBeVisible();
      await expect(page.getByText('Reviewer’s comments: Well evidenced, thank you.')).toBeVisible();
      await expect(journal.lockedNotice).toBeVisible();
      await expect(journal.addEntry).toHaveCount(0);
    });
  });
});

test.describe('the CPD journal is accessible', () => {
  test.use({ signedInAs: 'learner' });

  for (const width of [1280, 375, 320]) {
    test(`the entries page and the entry editor at ${width} px: no serious axe violation, no sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const journal = new CpdJournalPage(page);
      await journal.goto();
      await expect(journal.entry('Sepsis recognition workshop')).toBeVisible();
      expect((await seriousViolations(page)).join('\n')).toBe('');
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

      await journal.entries.getByRole('link', { name: 'Sepsis recognition workshop' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Edit entry' })).toBeVisible();
      expect((await seriousViolations(page)).join('\n')).toBe('');
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    });
  }
});

test.describe('CPD for a user who is not eligible', () => {
  test.use({ signedInAs: 'instructor' });

  test("cpdEligible 'No' shows no CPD link, and /cpd sends the user home", async ({ page, dashboardPage }) => {
    await dashboardPage.goto();
    await dashboardPage.expectShown();
    await expect(page.getByRole('banner').getByRole('link', { name: 'CPD', exact: true })).toHaveCount(0);
    await page.goto('/#/cpd/list');
    await expect(page).not.toHaveURL(/#\/cpd/);
  });
});
