import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { trackRequests, type RequestTracker } from './network';

/** Requests that are never answered, as by a server that hangs. */
export interface Held {
  readonly requests: Request[];
  /** The page's other requests, which do end. */
  readonly others: RequestTracker;
}

/** Holds every request matching `url`: none is ever answered. Call it before the page asks for the file. */
export async function hold(page: Page, url: string | ((url: URL) => boolean)): Promise<Held> {
  const requests: Request[] = [];
  await page.route(url, (route) => {
    requests.push(route.request());
    // Never answered.
  });
  return { requests, others: trackRequests(page, { except: (request) => requests.includes(request) }) };
}

/**
 * Real time the page has, once its clock has been run past the budget, to show its answer. The
 * first request for a file may be the page's preload of it, made before the portal's own request
 * starts the budget (the two share one response), so the page may still need the budget in real
 * time, and then its rendering.
 */
const ANSWER_ALLOWANCE_MS = 10_000;

/**
 * Expects the page to give up on a held request and show `shown` once `budgetMs` of the page's own
 * time has passed, however busy the machine. The page's clock is Playwright's (install it before the
 * page loads): it runs as usual until the request is seen and every other request has ended (a jump
 * while the shell's own chunks arrive would time them out, which is not the failure under test),
 * then the budget is run on it at once (every timer that falls due fires in order), and the page
 * has ANSWER_ALLOWANCE_MS of real time more.
 * The page's time-outs are its timers, so a busy machine that delays them cannot fail a page that
 * keeps to its budget, nor pass one that waits far longer: one without a time-out, or one that tries
 * a hung request again (the hangs of 30 s and more the portal once had), is still waiting when the
 * allowance ends. The budget to the millisecond is the shell's unit tests' (load-budget, the retry
 * plugin, the portal manifest).
 */
export async function expectGivenUpWithin(page: Page, held: Held, budgetMs: number, shown: Locator): Promise<void> {
  await expect.poll(() => held.requests.length, { message: 'the page asked for the held file' }).toBeGreaterThan(0);
  await held.others.settled();
  await page.clock.runFor(budgetMs);
  await expect(shown).toBeVisible({ timeout: ANSWER_ALLOWANCE_MS });
}
