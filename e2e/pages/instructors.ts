/** The instructor area (mf-instructors). Found by role and label only. */
import { expect, type Locator, type Page } from '@playwright/test';

/** The dashboard, #/instructors/dashboard (spec 3 "Instructor area"): tabs, sessions 5 a page, statistics. */
export class InstructorDashboardPage {
  readonly heading: Locator;
  readonly tabs: Locator;
  readonly sessions: Locator;
  readonly next: Locator;
  readonly previous: Locator;
  readonly stats: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Instructor dashboard' });
    this.tabs = page.getByRole('navigation', { name: 'Sessions' });
    this.sessions = page.getByRole('main').getByRole('heading', { level: 3 });
    this.next = page.getByRole('button', { name: 'Next page' });
    this.previous = page.getByRole('button', { name: 'Previous page' });
    // @portal/ui's ChartFrame: a figure named by its title.
    this.stats = page.getByRole('figure', { name: 'Your sessions in the last 3 months' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/#/instructors/dashboard');
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/#\/instructors\/dashboard(\?.*)?$/);
    await expect(this.heading).toBeVisible();
  }

  tab(name: 'Upcoming' | 'Historic'): Locator {
    return this.tabs.getByRole('link', { name, exact: true });
  }

  /** The link that opens the session named `name` (the headings read 'event: session'). */
  session(name: string): Locator {
    return this.page.getByRole('main').getByRole('link', { name: new RegExp(`: ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
  }
}

/** A session, #/instructors/item (spec 3 "Instructor area"): the register and add users. */
export class InstructorSessionPage {
  readonly tabs: Locator;
  readonly allAttended: Locator;
  readonly submit: Locator;
  readonly search: Locator;
  readonly searchButton: Locator;

  constructor(readonly page: Page) {
    this.tabs = page.getByRole('navigation', { name: 'Session' });
    this.allAttended = page.getByRole('checkbox', { name: 'Everyone attended' });
    this.submit = page.getByRole('button', { name: 'Submit attendance' });
    this.search = page.getByRole('searchbox', { name: 'Name, user name or e-mail' });
    this.searchButton = page.getByRole('button', { name: 'Search', exact: true });
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
  }

  tab(name: 'Attendees' | 'Add users'): Locator {
    return this.tabs.getByRole('link', { name, exact: true });
  }

  /** The register's checkbox of the attendee called `name`. */
  attended(name: string): Locator {
    return this.page.getByRole('checkbox', { name: `${name} attended` });
  }

  async addUser(query: string, name: string): Promise<void> {
    await this.tab('Add users').click();
    await this.search.fill(query);
    await this.searchButton.click();
    await this.page.getByRole('button', { name: `Add ${name}` }).click();
  }
}
