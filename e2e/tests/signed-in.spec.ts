import { CSRF_HEADER, CSRF_VALUE } from '@portal/contracts';
import { DEMO_USERS, DashboardPage, ROUTES, expect, signedInStorageState, test } from '../fixtures';

/**
 * The `signedInAs` fixture other specs rely on (e2e/README.md "Signed-in tests"): the browser opens
 * the portal signed in without the sign-in page, and the session is the test's own, so a sign-out
 * (or a refresh) in one browser leaves every other test's session alone.
 */
const SESSION = '/_api/authr/session';
const HEADERS = { [CSRF_HEADER]: CSRF_VALUE };

test.describe('a test signed in through the API', () => {
  test.use({ signedInAs: 'learner' });

  test('opens the portal signed in: the dashboard greets the user and the sign-in page never shows', async ({ page, dashboardPage, header }) => {
    const signIns: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/authr/token/issue')) signIns.push(request.url());
    });
    await dashboardPage.goto();
    await dashboardPage.expectShown(DEMO_USERS.learner);
    await header.expectShown();
    expect(signIns).toEqual([]);
    expect((await page.request.get(SESSION, { headers: HEADERS })).status()).toBe(200);
  });

  test('opening the sign-in page signed in goes home: no second sign-in over the session, no previous user left in the header', async ({ page, dashboardPage, header }) => {
    await page.goto(ROUTES.signIn);
    await dashboardPage.expectShown(DEMO_USERS.learner);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeHidden();
    await expect(header.userMenu).toHaveAccessibleName(`Account menu for ${DEMO_USERS.learner.displayName}`);
    // The second-factor step too: nothing to verify for a session that is there.
    await page.goto(`${ROUTES.signInMfa}?user=${DEMO_USERS.mfaUser.username}`);
    await dashboardPage.expectShown(DEMO_USERS.learner);
  });

  test("has a session of its own: signing out ends it and leaves another browser's session of the same user", async ({
    page,
    browser,
    baseURL,
    playwright,
    dashboardPage,
    header,
    signInPage,
  }) => {
    const other = await browser.newContext({ baseURL, storageState: await signedInStorageState(playwright.request, baseURL!, DEMO_USERS.learner.username) });
    try {
      await dashboardPage.goto();
      await dashboardPage.expectShown(DEMO_USERS.learner);
      await header.signOut();
      await signInPage.expectShown();
      expect((await page.request.get(SESSION, { headers: HEADERS })).status()).toBe(401);

      const otherPage = await other.newPage();
      await otherPage.goto(ROUTES.dashboard);
      await new DashboardPage(otherPage).expectShown(DEMO_USERS.learner);
      expect((await otherPage.request.get(SESSION, { headers: HEADERS })).status()).toBe(200);
    } finally {
      await other.close();
    }
  });
});
