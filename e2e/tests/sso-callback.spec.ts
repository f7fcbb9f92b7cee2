import type { BrowserContext } from '@playwright/test';
import { DEMO_SSO_USER, ROUTES, SsoContinueStep, collectConsoleErrors, expect, hashRoute, hashSsoCallback, test } from '../fixtures';

/**
 * A single-sign-on callback link must not sign in on open (a crafted link would sign a
 * victim into the attacker's account), and a payload signs in once. The portal gets this run's hash
 * secret (support/portal.ts), so these tests can craft links as an attacker holding a valid one would.
 */
const SSO_USER = DEMO_SSO_USER;
const secret = process.env.DEMO_SSO_HASH_SECRET;

/** The LMS's session cookies (lp_session, or __Host-lp_session over TLS, and uid): none while signed out. */
async function sessionCookies(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((cookie) => cookie.name).filter((name) => /lp_session|^uid$/.test(name));
}

/**
 * A link for sso-user, a few seconds old. A payload is single-use and named by its second, so each link
 * takes a second no earlier link took (tests a second apart with ages a second apart would collide).
 */
let lastTimestamp = Number.POSITIVE_INFINITY;
function crafted(age: number): string {
  const timestamp = Math.min(Math.floor(Date.now() / 1000) - age, lastTimestamp - 1);
  lastTimestamp = timestamp;
  return hashSsoCallback(SSO_USER.username, secret!, timestamp);
}

test.describe('single sign-on callback', () => {
  test.skip(!secret, 'DEMO_SSO_HASH_SECRET is not known (a portal started elsewhere through PORTAL_URL)');

  test('opening a crafted callback link only asks: no session until Continue, then signed in', async ({ page, context, dashboardPage, header }) => {
    const link = crafted(11);
    const step = new SsoContinueStep(page);
    await page.goto(link);
    await step.expectShown(SSO_USER.username);
    expect(await sessionCookies(context)).toEqual([]);

    // Still signed out: a private page asks for sign-in, and opening the link spent nothing.
    await page.goto(ROUTES.dashboard);
    await expect(page).toHaveURL(hashRoute(ROUTES.signIn));
    expect(await sessionCookies(context)).toEqual([]);

    await page.goto(link);
    await step.expectShown(SSO_USER.username);
    await step.continueButton.click();
    await dashboardPage.expectShown(SSO_USER);
    await header.expectShown();
    expect(await sessionCookies(context)).not.toEqual([]);
  });

  test('Cancel goes back to sign-in, signed out', async ({ page, context, signInPage }) => {
    const step = new SsoContinueStep(page);
    await page.goto(crafted(12));
    await step.expectShown(SSO_USER.username);
    await step.cancelButton.click();
    await signInPage.expectShown();
    expect(await sessionCookies(context)).toEqual([]);
  });

  test('a link signs in once: used again, it is refused and the browser stays signed out', async ({ page, context, browser, dashboardPage }) => {
    const link = crafted(13);
    const step = new SsoContinueStep(page);
    await page.goto(link);
    await step.continueButton.click();
    await dashboardPage.expectShown(SSO_USER);

    // The same link in another browser (the attacker replaying it, or a victim sent it).
    const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
    try {
      const replay = await other.newPage();
      const replayStep = new SsoContinueStep(replay);
      await replay.goto(link);
      await replayStep.expectShown(SSO_USER.username);
      await replayStep.continueButton.click();
      await expect(replay).toHaveURL(hashRoute(ROUTES.signIn));
      await expect(replay.getByRole('alert').filter({ hasText: 'This single sign-on link has already been used. Please sign in again.' })).toBeVisible();
      expect(await sessionCookies(other)).toEqual([]);
    } finally {
      await other.close();
    }
    expect(await sessionCookies(context)).not.toEqual([]);
  });

  test('a link whose signature is malformed is refused in words, not with the validation text, and nothing is asked of the LMS', async ({ page, context }) => {
    const errors = collectConsoleErrors(page);
    const [, query] = crafted(13).split('?');
    const step = new SsoContinueStep(page);
    await page.goto(`/#/access/sso/callback/hash/deadbeef?${query}`);
    await step.expectShown(SSO_USER.username);
    await step.continueButton.click();
    await expect(page).toHaveURL(hashRoute(ROUTES.signIn));
    await expect(page.getByRole('alert')).toHaveText('This single sign-on link is not valid. Please sign in again.');
    await expect(page.getByText('sig: invalid signature')).toBeHidden();
    expect(await sessionCookies(context)).toEqual([]);
    expect(errors.list()).toEqual([]);
  });
});
