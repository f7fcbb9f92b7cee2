/**
 * The catalogue area (mf-catalogue, spec 2 §2): the index, event and landing pages, the launch
 * route and the calendar. Found by role and label only.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** The catalogue's event page, #/catalogue/event/{id} (mf-catalogue, spec 2 §2). */
export class CatalogueEventPage {
  constructor(readonly page: Page) {}

  async goto(eventId: string): Promise<void> {
    await this.page.goto(`/#/catalogue/event/${encodeURIComponent(eventId)}`);
  }

  /** A session on the page, by its name. */
  session(name: string): Locator {
    return this.page.getByRole('article', { name, exact: true });
  }

  async enrol(sessionName: string): Promise<void> {
    await this.session(sessionName).getByRole('button', { name: 'Enrol', exact: true }).click();
  }

  /** Cancels an enrolment, giving the required reason in the cancellation dialog. */
  async cancel(sessionName: string, reason: string): Promise<void> {
    await this.session(sessionName).getByRole('button', { name: 'Cancel enrolment', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Cancel your enrolment' });
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Cancel enrolment', exact: true }).click();
  }
}

/** The content landing page, #/catalogue/landingpage/item/{id}/{parentId?} (mf-catalogue, spec 2 §2). */
export class ContentLandingPage {
  readonly launch: Locator;
  /** The five rating stars: radio buttons named 'Rate {n} out of 5', saved with 'Save rating'. */
  readonly ratingStars: Locator;

  constructor(readonly page: Page) {
    this.launch = page.getByRole('button', { name: 'Launch', exact: true });
    this.ratingStars = page.getByRole('group', { name: 'Your rating' });
  }

  async goto(itemId: string, parentId?: string): Promise<void> {
    await this.page.goto(`/#/catalogue/landingpage/item/${encodeURIComponent(itemId)}${parentId ? `/${encodeURIComponent(parentId)}` : ''}`);
  }

  /** On the landing page of the item named `name`. */
  async expectShown(name: string): Promise<void> {
    await expect(this.page).toHaveURL(/#\/catalogue\/landingpage\/item\//);
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }

  star(value: number): Locator {
    return this.ratingStars.getByRole('radio', { name: `Rate ${value} out of 5` });
  }

  get saveRating(): Locator {
    return this.page.getByRole('button', { name: 'Save rating' });
  }

  /** 'Average rating {mean} out of 5 (ratings: {count})'. */
  ratingMean(): Locator {
    return this.page.getByText(/^Average rating \d\.\d\d out of 5 \(ratings: \d+\)$/);
  }

  /** The player dialog of a video or audio item, named after the item. */
  player(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }
}

/** The launch route, #/catalogue/launch/{id}/{childId?}: no screen of its own (spec 2 §2). */
export async function gotoLaunch(page: Page, id: string, childId?: string): Promise<void> {
  await page.goto(`/#/catalogue/launch/${encodeURIComponent(id)}${childId ? `/${encodeURIComponent(childId)}` : ''}`);
}

/** The calendar, #/calendar: a FullCalendar month view whose entries are buttons named '{title}, {kind}, {meaning}, {when}'. */
export class CatalogueCalendarPage {
  readonly heading: Locator;
  readonly nextMonth: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Calendar' });
    this.nextMonth = page.getByRole('button', { name: 'Next month', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/#/calendar');
    await expect(this.heading).toBeVisible();
  }

  /** A session in the month shown (each day it spans is drawn once; this is the first). */
  sessionEntry(name: string): Locator {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.page.getByRole('button', { name: new RegExp(`^${escaped}, session, `) }).first();
  }
}

/** The catalogue index, #/catalogue/items/{filter?} (mf-catalogue, spec 2 §2): search, filters, category tree, the list. */
export class CatalogueIndexPage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly status: Locator;
  readonly type: Locator;
  readonly sort: Locator;
  readonly mandatoryOnly: Locator;
  readonly overdueOnly: Locator;
  readonly categories: Locator;
  /** 'N items', '1 item' or the no-results text. */
  readonly count: Locator;
  readonly list: Locator;
  /** The item rows in the page now (the list is virtualised: only those near the viewport). */
  readonly rows: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Catalogue' });
    this.search = page.getByRole('searchbox', { name: 'Search the catalogue' });
    this.status = page.getByRole('combobox', { name: 'Status' });
    this.type = page.getByRole('combobox', { name: 'Type' });
    this.sort = page.getByRole('combobox', { name: 'Sort by' });
    this.mandatoryOnly = page.getByRole('checkbox', { name: 'Mandatory only' });
    this.overdueOnly = page.getByRole('checkbox', { name: 'Overdue only' });
    this.categories = page.getByRole('navigation', { name: 'Categories' });
    this.count = page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /items?\b|No items/ });
    this.list = page.getByRole('list', { name: 'Catalogue items' });
    this.rows = this.list.getByRole('listitem');
  }

  /** Opens the catalogue, with a filter text when given (spec 2 §2 grammar). */
  async goto(filter?: string): Promise<void> {
    await this.page.goto(filter ? `/#/catalogue/items/${encodeURIComponent(filter)}` : '/#/catalogue/items');
    await expect(this.heading).toBeVisible();
    await expect(this.count).toBeVisible();
  }

  /** The number of results the page states. */
  async resultCount(): Promise<number> {
    const text = (await this.count.textContent()) ?? '';
    const match = /(\d+) items?/.exec(text);
    return match ? Number(match[1]) : 0;
  }

  /** An item's title link, by its (possibly cut) title. */
  item(title: string | RegExp): Locator {
    return this.list.getByRole('link', { name: title });
  }

  /** Opens or closes a parent category in the tree. */
  async expandCategory(name: string): Promise<void> {
    await this.categories.getByRole('button', { name: `Show categories in ${name}` }).click();
  }

  async chooseCategory(name: string): Promise<void> {
    await this.categories.getByRole('button', { name, exact: true }).click();
  }
}
