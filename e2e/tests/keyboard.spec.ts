/**
 * A keyboard-only journey, the focused element asserted at each step by role and name:
 * the skip link, sign in, search the catalogue, open an event (focus on its heading), enrol.
 * The sign-in page sets no initial focus of its own (spec 1 says nothing of one), so a keyboard user
 * starts at the top of the document: the skip link is the first Tab stop on every page.
 */
import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS, expect, test } from '../fixtures';

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has focus, at most `limit` times, then asserts it. */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 40 } = {}): Promise<number> {
  let presses = 0;
  while (presses < limit && !(await isFocused(target))) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    presses += 1;
  }
  await expect(target).toBeFocused();
  return presses;
}

test('skip link, sign in, catalogue search, an event, enrol: all by keyboard', async ({ page, catalogueEventPage }) => {
  await page.goto('/#/access/signin');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.locator('body')).toBeFocused();

  // The skip link is the first stop and takes focus to the main content.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // From the main content, the next Tab stop is the sign-in form's first field: nothing of the header
  // comes between the skip link's target and the form.
  const username = page.getByLabel('Username');
  await page.keyboard.press('Tab');
  await expect(username).toBeFocused();
  await page.keyboard.type(DEMO_USERS.learner.username);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');

  // Signed in: the next page's heading has focus.
  const home = page.getByRole('heading', { level: 1 });
  await expect(home).toBeFocused();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeHidden();

  // Back up into the header's main menu and open the catalogue from its Learning submenu.
  const mainMenu = page.getByRole('navigation', { name: 'Main menu' });
  const learning = mainMenu.getByRole('button', { name: /^Learning/ });
  await tabTo(page, learning, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(learning).toHaveAttribute('aria-expanded', 'true');
  await tabTo(page, mainMenu.getByRole('link', { name: 'Catalogue', exact: true }), { limit: 10 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeFocused();
  await expect(page).toHaveTitle(/^Catalogue – /);

  // From the heading the search box is the next stop.
  const search = page.getByRole('searchbox', { name: 'Search the catalogue' });
  // As a reader would, wait for the box to show (the catalogue first asks its size, then loads).
  await expect(search).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(search).toBeFocused();
  await page.keyboard.type('Basic life support');
  const event = page.getByRole('link', { name: 'Basic life support: practical session' }).first();
  await expect(event).toBeVisible();
  await tabTo(page, event);
  await page.keyboard.press('Enter');

  // The event page: focus on its heading, the title names it.
  const heading = page.getByRole('heading', { level: 1, name: 'Basic life support: practical session' });
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle(/^Basic life support: practical session – /);

  const session = catalogueEventPage.session('Skills lab, next month');
  const enrol = session.getByRole('button', { name: 'Enrol', exact: true });
  await tabTo(page, enrol, { limit: 60 });
  await page.keyboard.press('Enter');
  await expect(page.getByText('You are now enrolled on this session')).toBeVisible();
  // The Enrol button is gone: focus stays in the session's actions (its first button), not on <body>.
  await expect(session.getByRole('button', { name: 'Enrol', exact: true })).toBeHidden();
  await expect(session.getByRole('button').first()).toBeFocused();

  // Leave the demo data as it was.
  await catalogueEventPage.cancel('Skills lab, next month', 'Keyboard journey clean-up');
  await expect(page.getByText('Your enrolment has been cancelled')).toBeVisible();
});
