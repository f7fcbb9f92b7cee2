import { CpdEntryPage, CpdJournalPage } from '../pages/cpd';
import { dateField, dateValue, expect, fillDate, readIn, readOutbox, seriousViolations, test, countRequests } from '../fixtures';

const thisYear = new Date().getUTCFullYear();

test.describe('the CPD journal', () => {
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
    await dashboardPage.showWidgets();
    const widget = page.getByRole('region', { name: 'CPD progress' });
    await expect(widget.getByRole('img', { name: /^Progress: .* of 20\.00 credits \(\d+%\)$/ })).toBeVisible();
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
    await fillDate(editor.completionDate, `${thisYear}-02-01`);
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

test.describe('the CPD journal: kept filters, extensions, plans, narrow layout and digits', () => {
  test.use({ signedInAs: 'learner' });

  test('returning from an entry keeps the list’s search and date filter; the plans tab keeps the period', async ({ page }) => {
    const journal = new CpdJournalPage(page);
    await journal.goto();
    await journal.expectShown();
    await page.getByRole('searchbox', { name: 'Search entries' }).fill('sepsis');
    await fillDate(dateField(page, 'Completed from'), `${thisYear}-01-01`);
    await expect(journal.entries.getByRole('link')).toHaveText(['Sepsis recognition workshop']);
    await journal.entries.getByRole('link', { name: 'Sepsis recognition workshop' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit entry' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to entries' }).click();
    await journal.expectShown();
    await expect(page.getByRole('searchbox', { name: 'Search entries' })).toHaveValue('sepsis');
    await expect.poll(() => dateValue(dateField(page, 'Completed from'))).toBe(`${thisYear}-01-01`);
    await expect(journal.entries.getByRole('link')).toHaveText(['Sepsis recognition workshop']);

    // Last year's period, then the plans tab and back: the same period and filters.
    await journal.choosePeriodOfYear(thisYear - 1);
    await page.getByRole('navigation', { name: 'CPD journal sections' }).getByRole('link', { name: 'Plans' }).click();
    await expect(page).toHaveURL(/#\/cpd\/plans\?journalId=cpd-period-past&filters=/);
    await page.getByRole('main').getByRole('table').getByRole('link', { name: 'Leadership development' }).click();
    await page.getByRole('button', { name: 'Back to plans' }).click();
    await page.getByRole('navigation', { name: 'CPD journal sections' }).getByRole('link', { name: 'Entries' }).click();
    await journal.expectShown();
    await expect(journal.period).toHaveValue('cpd-period-past');
    await expect(page.getByRole('searchbox', { name: 'Search entries' })).toHaveValue('sepsis');
  });

  test('an extension is offered for this year’s period, never for an accepted or a year-break period', async ({ page }) => {
    const journal = new CpdJournalPage(page);
    await journal.goto();
    await expect(page.getByRole('button', { name: 'Request an extension' })).toBeVisible();
    for (const year of [thisYear - 1, thisYear - 2]) {
      await journal.choosePeriodOfYear(year);
      await expect(journal.lockedNotice).toBeVisible();
      await expect(page.getByRole('button', { name: 'Request an extension' })).toHaveCount(0);
    }
  });

  test('deleting a plan returns to the list at once, the plan gone', async ({ page }) => {
    await page.goto('/#/cpd/plans');
    await page.getByRole('link', { name: 'Add plan' }).click();
    const title = `Plan to delete ${Date.now()}`;
    // The textbox, not the plans table's column of the same name, shown until the new page renders.
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByRole('button', { name: 'Save plan' }).click();
    const plans = page.getByRole('main').getByRole('table');
    await plans.getByRole('link', { name: title }).click();
    await page.getByRole('button', { name: 'Delete plan' }).click();
    // Counted rather than timed, so a busy machine's slow page cannot pass or fail it: the deleted
    // plan's read once answered 404 four times (7.5 s) before the list came back.
    const reads = countRequests(page, '/_api/almanac/GetPlan');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete plan' }).click();
    await expect(page).toHaveURL(/#\/cpd\/plans/);
    await expect(plans.getByRole('link', { name: 'Leadership development' })).toBeVisible();
    expect(reads.length, 'reads of the deleted plan before the list came back').toBeLessThanOrEqual(1);
    await expect(plans.getByRole('link', { name: title })).toHaveCount(0);
  });

  test('at 375 px the entries list stacks its rows: each completion date on one line, nothing off to the side', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const journal = new CpdJournalPage(page);
    await journal.goto();
    const row = journal.entry('Sepsis recognition workshop');
    // The title leads the row (its header); the completion date is the last cell.
    const date = row.getByRole('cell').last();
    await expect(date).toContainText(`${thisYear}`);
    // Each stacked cell is preceded by its column's name.
    expect(await date.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"Completed: "');
    const box = (await date.boundingBox())!;
    const lineHeight = await date.evaluate((cell) => parseFloat(getComputedStyle(cell).lineHeight) || 24);
    expect(box.height).toBeLessThan(lineHeight * 1.6 + 8);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    // The header row is out of sight, and so out of the tab order; a "Sort by" row in sight sorts instead.
    await expect(journal.entries.getByRole('button', { name: /Completed/ })).toBeHidden();
    const sortBy = page.getByRole('main').getByRole('group', { name: 'Sort by' });
    await expect(sortBy.getByRole('button', { name: /Completed/, pressed: true })).toBeVisible();
    await sortBy.getByRole('button', { name: 'Title' }).click();
    await expect(journal.entries.getByRole('columnheader', { name: 'Title' })).toHaveAttribute('aria-sort', 'ascending');
    // The hidden header leaves no blank band between the sort row and the first entry (it once
    // added about 50 px to the rows' own spacing, which is about 33 px).
    const sortBox = (await sortBy.boundingBox())!;
    const firstRow = (await journal.entries.getByRole('row').nth(1).boundingBox())!;
    expect(firstRow.y - (sortBox.y + sortBox.height)).toBeLessThan(40);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });

  test('the entry editor’s “Save as draft” box sits beside its label', async ({ page }) => {
    const journal = new CpdJournalPage(page);
    await journal.goto();
    await journal.addEntry.click();
    const box = (await page.getByRole('checkbox', { name: 'Save as draft' }).boundingBox())!;
    // The label holds the box and its words; the words follow the box on the same line.
    const label = (await page.locator('label', { hasText: 'Save as draft' }).getByText('Save as draft', { exact: true }).boundingBox())!;
    expect(Math.abs(box.y + box.height / 2 - (label.y + label.height / 2))).toBeLessThan(8);
    expect(label.x - (box.x + box.width)).toBeGreaterThanOrEqual(0);
    expect(label.x - (box.x + box.width)).toBeLessThan(24);
  });

  test('every figure in the reader’s language: Arabic-Indic digits in ar-SA', async ({ page }) => {
    await readIn(page, 'ar-SA');
    await new CpdJournalPage(page).goto();
    const progress = page.getByRole('main').getByRole('img').first();
    await expect(progress).toHaveAttribute('aria-label', /[٠-٩]/);
    expect(await progress.getAttribute('aria-label')).not.toMatch(/[0-9]/);
    await expect(progress).toContainText('٪');
  });
});

test.describe('a reviewer opening a journal that is not theirs to review', () => {
  test.use({ signedInAs: 'reviewer' });

  // "At once" is counted rather than timed: the page leaves after the profile's one read, where a
  // refusal retried would read it four times first (about 8 s of spinner).
  test('an unknown journal sends them home at once, saying so; so does their own', async ({ page, dashboardPage }) => {
    for (const path of ['/#/cpd/list/review/no-such-user', '/#/cpd/plans/review/no-such-user']) {
      const reads = countRequests(page, '/_api/almanac/GetReviewProfile');
      await page.goto(path);
      await expect(page).not.toHaveURL(/#\/cpd/);
      // At most one: the second page may answer from the first one's refusal.
      expect(reads.length, `reads of the review profile for ${path}`).toBeLessThanOrEqual(1);
      // Opened twice in a row, the page says it once.
      await expect(page.getByText('This CPD journal could not be opened.')).toHaveCount(1);
    }
    await dashboardPage.goto();
    const own = await page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { id?: string }).id);
    const reads = countRequests(page, '/_api/almanac/GetReviewProfile');
    await page.goto(`/#/cpd/list/review/${own}`);
    await expect(page).not.toHaveURL(/#\/cpd/);
    expect(reads.length, 'reads of the review profile for their own journal').toBeLessThanOrEqual(1);
  });
});

test.describe('CPD evidence, exports and sharing', () => {
  test.use({ signedInAs: 'learner' });

  test('learner adds an entry with evidence, downloads the evidence and exports the period as PDF and ZIP', async ({ page }) => {
    // A journey of three pages, an upload and three downloads.
    test.slow();
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
    // The demo tenant lets shares go to its partner domain (settings mailRecipients); others are refused.
    const address = `mentor-${Date.now()}@partners.demo.example`;
    await dialog.getByLabel('E-mail address').fill(address);
    const sent = page.waitForRequest((request) => request.url().endsWith('/_api/almanac/SharePlan'));
    await dialog.getByRole('button', { name: 'Send' }).click();
    // Spec 3 §7: id, email_to and mode (the target mode of the period the plan was opened from).
    expect((await sent).postDataJSON()).toEqual({ id: expect.any(String), email_to: address, mode: 'credits' });
    await expect(page.getByText('Shared successfully.')).toBeVisible();
    const mail = await readOutbox(request, address);
    expect(mail[0]?.subject).toBe('CPD plan: Leadership development');
    expect(mail[0]?.body).toContain('Alex Morgan shared a CPD plan with you.');
  });
});

test.describe('CPD plans', () => {
  test.use({ signedInAs: 'learner' });

  test('learner opens the plans tab, sees the seeded plan, adds a plan and sees it listed', async ({ page }) => {
    const journal = new CpdJournalPage(page);
    await journal.goto();
    await page.getByRole('navigation', { name: 'CPD journal sections' }).getByRole('link', { name: 'Plans' }).click();
    await expect(page).toHaveURL(/#\/cpd\/plans(\?.*)?$/);
    const plans = page.getByRole('main').getByRole('table');
    await expect(plans.getByRole('link', { name: 'Leadership development' })).toBeVisible();

    await page.getByRole('link', { name: 'Add plan' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New plan' })).toBeVisible();
    const title = `Research skills ${Date.now()}`;
    await page.getByLabel('Title', { exact: true }).fill(title);
    await fillDate(dateField(page, 'Start date'), `${thisYear}-02-01`);
    await page.getByLabel('Planned hours').fill('twelve');
    await page.getByRole('button', { name: 'Save plan' }).click();
    await expect(page.getByText('Enter a number.').first()).toBeVisible();
    await page.getByLabel('Planned hours').fill('12');
    await page.getByRole('button', { name: 'Save plan' }).click();
    await expect(page).toHaveURL(/#\/cpd\/plans(\?.*)?$/);
    await expect(plans.getByRole('link', { name: title })).toBeVisible();
  });
});

test.describe.serial('submission and review of a period', () => {
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
      await fillDate(dateField(dialog, 'Start date'), `${nextYear}-01-01`);
      await fillDate(dateField(dialog, 'End date'), `${nextYear}-12-31`);
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
      await dashboardPage.showWidgets();
      const reviews = page.getByRole('region', { name: 'CPD reviews' });
      await reviews.getByRole('link', { name: /^Alex Morgan, period / }).click();
      await expect(page).toHaveURL(/#\/cpd\/list\/review\/[^/?]+\?period=/);
      await expect(page.getByRole('heading', { level: 1, name: 'CPD journal of Alex Morgan' })).toBeVisible();
      await expect(page.getByText('Under review: Alex Morgan (learner)')).toBeVisible();
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
