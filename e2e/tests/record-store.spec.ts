import type { APIRequestContext, Page, Request } from '@playwright/test';
import { DEMO_SCOPE, DEMO_USERS, expect, signedInApiContext, test } from '../fixtures';

/*
 * The portal reaches the record store as the spec says (spec 2 §7, spec 3 §7): the launch
 * and task journeys get the endpoint and a token from xapi/config and call statements and
 * activities/state with that Authorization header only. The browser sends no cookie with those calls
 * (the session cookie is not accepted by the store: a call carrying only it is refused).
 */

const TASK = 'demo-task-e2e';
const TASK_NAME = 'Case study: a safe discharge';
const STORE = /\/_api\/lrs\//;

interface StoreCall {
  method: string;
  resource: string;
  headers: Record<string, string>;
  status: number | undefined;
}

/** Every call the page makes to the record store, with the headers the browser sent and the answer's status. */
function recordStoreCalls(page: Page): () => Promise<StoreCall[]> {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (STORE.test(request.url())) requests.push(request);
  });
  return () =>
    Promise.all(
      requests.map(async (request) => ({
        method: request.method(),
        resource: new URL(request.url()).pathname.replace(/^\/_api\/lrs\//, ''),
        headers: await request.allHeaders(),
        status: (await request.response())?.status(),
      })),
    );
}

function expectAuthorizationOnly(calls: StoreCall[]): void {
  for (const call of calls) {
    expect(call.headers.authorization, `${call.method} ${call.resource}`).toMatch(/^Basic [A-Za-z0-9+/=]+$/);
    expect(call.headers['x-experience-api-version'], `${call.method} ${call.resource}`).toMatch(/^1\.0\.\d$/);
    expect(call.headers, `${call.method} ${call.resource} carries no cookie`).not.toHaveProperty('cookie');
    expect(call.headers, `${call.method} ${call.resource} carries no portal header`).not.toHaveProperty('x-requested-with');
  }
}

async function learnerApi(request: Parameters<typeof signedInApiContext>[0], baseURL: string): Promise<{ api: APIRequestContext; id: string }> {
  const api = await signedInApiContext(request, baseURL, DEMO_USERS.learner.username);
  const user = await (await api.post(`/_api/reach/${DEMO_SCOPE}/api/v4/user/signin`, { data: { username: DEMO_USERS.learner.username, platform: 'LearnerPortal' } })).json();
  return { api, id: user.id as string };
}

test.describe('the record store through the Authorization header only', () => {
  test.use({ signedInAs: 'learner' });

  test('launching a link records its experienced statement with the token xapi/config handed out', async ({ page, contentLandingPage }) => {
    const calls = recordStoreCalls(page);
    const config = page.waitForResponse((response) => /\/xapi\/config$/.test(new URL(response.url()).pathname));
    await contentLandingPage.goto('demo-link');
    await contentLandingPage.expectShown('Safeguarding adults: local procedures');
    const popup = page.waitForEvent('popup');
    await contentLandingPage.launch.click();
    await (await popup).close();

    const answer = await (await config).json();
    expect(answer).toMatchObject({
      endpoint: expect.stringMatching(/\/_api\/lrs\/$/),
      authToken: expect.stringMatching(/^Basic /),
      agent: { account: { name: expect.any(String) } },
    });
    // A link completes itself on opening (its completion goes to the LMS): the store gets 'experienced'.
    await expect.poll(async () => (await calls()).filter((call) => call.method === 'POST' && call.resource === 'statements' && call.status === 200).length).toBe(1);
    const sent = await calls();
    expect(sent.map((call) => call.status)).toEqual([200]);
    expectAuthorizationOnly(sent);
    expect(new Set(sent.map((call) => call.headers.authorization))).toEqual(new Set([answer.authToken]));
  });

  test('the task journey keeps its draft in the record store through the Authorization header', async ({ page, baseURL, playwright }) => {
    const learner = await learnerApi(playwright.request, baseURL!);
    try {
      // Back to a task the learner can write to (an earlier run may have left it pending or completed).
      const content = `/_api/reach/${DEMO_SCOPE}/api/v4/users/${learner.id}/content/${TASK}`;
      const task = await (await learner.api.get(`${content}/task?actingAs=${learner.id}`)).json();
      if (task.status === 'PendingApproval') await learner.api.post(`${content}/task/status?actingAs=${learner.id}`, { data: { status: 'cancel' } });
      if (task.status === 'Completed') await learner.api.post(`${content}/attempts/trigger?platform=web-orbit-${DEMO_SCOPE}`, { data: {} });
    } finally {
      await learner.api.dispose();
    }
    const calls = recordStoreCalls(page);
    const draft = `Draft ${Date.now()}: kept in the record store.`;

    await page.goto(`/#/catalogue/task/${TASK}?selectedTab=Submission`);
    await expect(page.getByRole('heading', { level: 1, name: TASK_NAME })).toBeVisible();
    await page.getByRole('textbox', { name: 'Your submission' }).fill(draft);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Your changes have been saved').first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Your submission' })).toHaveValue(draft);

    const sent = await calls();
    const puts = sent.filter((call) => call.method === 'PUT' && call.resource === 'activities/state');
    expect(puts.length).toBeGreaterThan(0);
    for (const put of puts) expect(put.status).toBeLessThan(300);
    // After the reload the draft was read back from the store.
    expect(sent.filter((call) => call.method === 'GET' && call.resource === 'activities/state').at(-1)?.status).toBe(200);
    expectAuthorizationOnly(sent);
  });

  test('a launched course records its progress and completion with the token, not the cookie', async ({ page, contentLandingPage }) => {
    await contentLandingPage.goto('demo-course');
    await contentLandingPage.expectShown('Infection prevention and control: level 2');
    await contentLandingPage.launch.click();
    // The demo learner finished it before: reviewing it again runs the same content (and leaves the attempts as they are).
    const popup = page.waitForEvent('popup');
    await page.getByRole('dialog', { name: 'You have finished this course' }).getByRole('button', { name: 'Review' }).click();
    const course = await popup;
    const calls = recordStoreCalls(course);
    await course.getByRole('button', { name: 'Next page' }).click();
    await course.getByRole('button', { name: 'Finish' }).click();
    await expect(course.getByRole('status')).toHaveText('Your completion has been recorded. You can close this window.');
    const sent = await calls();
    expect(sent.map((call) => `${call.method} ${call.resource} ${call.status}`)).toEqual(['POST statements 200', 'POST statements 200']);
    expectAuthorizationOnly(sent);
    await course.close();
  });

  test('the store refuses a call that carries only the session cookie', async ({ page }) => {
    await page.goto('/#/dashboard');
    const withCookie = await page.request.get('/_api/lrs/statements', { headers: { 'X-Experience-API-Version': '1.0.3' } });
    expect(withCookie.status()).toBe(401);
  });
});
