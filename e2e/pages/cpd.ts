/** The CPD journal (mf-cpd). Found by role and label only. */
import { expect, type Locator, type Page } from '@playwright/test';
import { dateField, fillDate } from '../support/date-field';

/** The entries page, #/cpd/list (spec 3 §2): period picker, entries table, owner actions. */
export class CpdJournalPage {
  readonly heading: Locator;
  readonly period: Locator;
  readonly entries: Locator;
  readonly addEntry: Locator;
  readonly lockedNotice: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'CPD journal' });
    this.period = page.getByRole('combobox', { name: 'Period' });
    this.entries = page.getByRole('main').getByRole('table');
    this.addEntry = page.getByRole('link', { name: 'Add entry' });
    this.lockedNotice = page.getByText('This period is locked: its entries can be read but not changed.');
  }

  async goto(): Promise<void> {
    await this.page.goto('/#/cpd/list');
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/#\/cpd\/list(\?.*)?$/);
    await expect(this.heading).toBeVisible();
  }

  /** The row of the entry titled `title`. */
  entry(title: string): Locator {
    return this.entries.getByRole('row').filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }

  /** Picks the period whose option text contains `year` (options read 'start – end'). */
  async choosePeriodOfYear(year: number): Promise<void> {
    const label = await this.period
      .locator('option', { hasText: String(year) })
      .first()
      .textContent();
    await this.period.selectOption({ label: label ?? '' });
  }
}

/** The entry page, #/cpd/item (spec 3 §2): the editor the schema drives. */
export class CpdEntryPage {
  readonly title: Locator;
  readonly activityType: Locator;
  readonly completionDate: Locator;
  readonly hours: Locator;
  readonly minutes: Locator;
  readonly reflection: Locator;
  readonly draft: Locator;
  readonly save: Locator;
  readonly remove: Locator;

  constructor(readonly page: Page) {
    // A textbox: the journal's table has a column header of the same name, still shown for a frame after the entry's link is clicked.
    this.title = page.getByRole('textbox', { name: 'Title', exact: true });
    this.activityType = page.getByLabel('Activity type');
    this.completionDate = dateField(page, 'Completion date');
    this.hours = page.getByLabel('Hours');
    this.minutes = page.getByLabel('Minutes');
    this.reflection = page.getByLabel('Reflection');
    this.draft = page.getByLabel('Save as draft');
    this.save = page.getByRole('button', { name: 'Save entry' });
    this.remove = page.getByRole('button', { name: 'Delete entry' });
  }

  async fill(entry: { title: string; type: string; date: string; hours: string; minutes: string; reflection: string }): Promise<void> {
    await this.title.fill(entry.title);
    await this.activityType.selectOption(entry.type);
    await fillDate(this.completionDate, entry.date);
    await this.hours.fill(entry.hours);
    await this.minutes.selectOption(entry.minutes);
    await this.reflection.fill(entry.reflection);
  }
}
