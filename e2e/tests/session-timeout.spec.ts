import type { BrowserContext, Page } from '@playwright/test';
import { CSRF_HEADER, CSRF_VALUE } from '@portal/contracts';
import { DEMO_USERS, ROUTES, expect, hashRoute, test, trackRequests } from '../fixtures';

/** Spec 1 §9: heartbeat 30 s, warning at 60 s or less. */
const HEARTBEAT_MS = 30_000;
/** Past the one-minute memo of token refresh, so Extend really reaches the server. */
const PAST_REFRESH_MEMO_MS = 65_000;
const SECONDS_LEFT_WHEN_SET = 50;
/**
 * From the dialog (one heartbeat after the expiry was set) to a second past zero, and no further: the
 * sign-in area loads after zero, and a clock run on past it would fire that load's time-out.
 */
const DIALOG_TO_PAST_ZERO_MS = SECONDS_LEFT_WHEN_SET * 1000 - HEARTBEAT_MS + 1000;

async function pageNowSeconds(page: Page): Promise<number> {
  return page.evaluate(() => Math.floor(Date.now() / 1000));
}

async function readExp(context: BrowserContext, url: string): Promise<number> {
  const cookie = (await context.cookies(url)).find((candidate) => candidate.name === 'exp');
  expect(cookie, "the 'exp' cookie is set").toBeDefined();
  return Number(cookie!.value);
}

/** Brings the session to `seconds` from expiry as the page's clock sees it. */
async function expireIn(page: Page, url: string, seconds: number): Promise<number> {
  const exp = (await pageNowSeconds(page)) + seconds;
  await page.context().addCookies([{ name: 'exp', value: String(exp), url }]);
  return exp;
}

test.describe('session timeout', () => {
  test.use({ signedInAs: 'learner' });

  test.beforeEach(async ({ page, dashboardPage }) => {
    // The page's timers and Date are Playwright's from the first script on.
    await page.clock.install();
    const requests = trackRequests(page);
    await dashboardPage.goto();
    await dashboardPage.expectShown(DEMO_USERS.learner);
    // The areas' widgets and chunks finish loading before the clock jumps past their load time-outs.
    await requests.settled();
    await page.clock.runFor(PAST_REFRESH_MEMO_MS);
  });

  test('the countdown dialog appears under 60 s and Extend keeps the session', async ({ page, baseURL, sessionTimeoutDialog, dashboardPage }) => {
    const url = baseURL!;
    await expect(sessionTimeoutDialog.dialog).toBeHidden();
    const shortExp = await expireIn(page, url, SECONDS_LEFT_WHEN_SET);

    await page.clock.runFor(HEARTBEAT_MS);
    await expect(sessionTimeoutDialog.dialog).toBeVisible();
    await expect(sessionTimeoutDialog.extend).toBeVisible();

    // The countdown ticks each second.
    const shownBefore = (await sessionTimeoutDialog.dialog.textContent()) ?? '';
    expect(shownBefore).toMatch(/\d/);
    await page.clock.runFor(2_000);
    await expect(sessionTimeoutDialog.dialog).not.toHaveText(shownBefore);

    const refreshed = page.waitForResponse((response) => response.url().includes('/authr/token/refresh') && response.ok());
    await sessionTimeoutDialog.extend.click();
    await refreshed;

    await expect(sessionTimeoutDialog.dialog).toBeHidden();
    expect(await readExp(page.context(), url)).toBeGreaterThan(shortExp + 60);
    await expect(page).toHaveURL(hashRoute(ROUTES.dashboard));
    await expect(dashboardPage.heading).toBeVisible();

    // The next heartbeat finds a long session: no dialog again.
    await page.clock.runFor(HEARTBEAT_MS);
    await expect(sessionTimeoutDialog.dialog).toBeHidden();
  });

  test('reaching zero signs the user out', async ({ page, baseURL, sessionTimeoutDialog, signInPage }) => {
    await expireIn(page, baseURL!, SECONDS_LEFT_WHEN_SET);

    await page.clock.runFor(HEARTBEAT_MS);
    await expect(sessionTimeoutDialog.dialog).toBeVisible();

    await page.clock.runFor(DIALOG_TO_PAST_ZERO_MS);
    await signInPage.expectShown();
  });

  const SESSION_ENDED = 'Your session has ended. Please sign in again.';
  const DEEP_LINK = '/#/account/settings?view=changePassword';

  test('reaching zero on a page says the session ended, and signing in goes back to that page', async ({ page, baseURL, sessionTimeoutDialog, signInPage }) => {
    await page.goto(DEEP_LINK);
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    await expireIn(page, baseURL!, SECONDS_LEFT_WHEN_SET);
    await page.clock.runFor(HEARTBEAT_MS);
    await expect(sessionTimeoutDialog.dialog).toBeVisible();
    await page.clock.runFor(DIALOG_TO_PAST_ZERO_MS);

    await signInPage.expectShown();
    await expect(page.getByRole('status').filter({ hasText: SESSION_ENDED })).toBeVisible();
    await signInPage.signIn(DEMO_USERS.learner.username);
    await expect(page).toHaveURL(/#\/account\/settings\?view=changePassword$/);
    await expect(page.getByText(SESSION_ENDED)).toBeHidden();
  });

  test('a session the LMS no longer knows (401) ends the same way: said on sign-in, back to the page after', async ({ page, signInPage, dashboardPage }) => {
    // The session ends on the server (another tab signed out, an administrator ended it).
    expect((await page.request.post('/_api/authr/token/invalidate', { headers: { [CSRF_HEADER]: CSRF_VALUE }, data: {} })).ok()).toBe(true);
    await page.goto(DEEP_LINK);

    await signInPage.expectShown();
    await expect(page.getByRole('status').filter({ hasText: SESSION_ENDED })).toBeVisible();
    await signInPage.signIn(DEMO_USERS.learner.username);
    await expect(page).toHaveURL(/#\/account\/settings\?view=changePassword$/);
    await page.goto(ROUTES.dashboard);
    await dashboardPage.expectShown(DEMO_USERS.learner);
  });

  test('a sign-out the user chose says nothing of an ended session', async ({ page, header, signInPage }) => {
    await header.signOut();
    await signInPage.expectShown();
    await expect(page.getByText(SESSION_ENDED)).toBeHidden();
  });
});
