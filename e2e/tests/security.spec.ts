import type { APIRequest, APIRequestContext, Browser, Page, Route } from '@playwright/test';
import { COOKIES } from '@portal/contracts';
import { DEMO_MFA_SECRET, DEMO_PASSWORD, DEMO_SCOPE, DEMO_USERS, PORTAL_API_HEADERS, expect, signedInStorageState, test, totp } from '../fixtures';
import { startFreshPortal, type RunningPortal } from '../support/portal';

/**
 * The security promises that must keep holding, against the real gateway and LMS in
 * Chromium. Locking accounts out (wrong passwords, wrong second-factor codes) would lock them for
 * every later test of the run, so this suite runs on a portal of its own (own database and release
 * store, same builds), where it may spend any account.
 */

let portal: RunningPortal;
const EMPTY_STATE = { cookies: [], origins: [] };
const SIGN_IN = '/_api/authr/token/issue/reach';
const SESSION = '/_api/authr/session';
const MFA_COMPLETE = '/_api/authr/mfa/verification/complete';

/** A client of the portal's API as the browser's API client calls it (CSRF and scope headers), with no session. */
const apiClient = (request: APIRequest, headers: Record<string, string> = PORTAL_API_HEADERS) =>
  request.newContext({ baseURL: portal.url, extraHTTPHeaders: headers, storageState: EMPTY_STATE });

const signIn = (api: APIRequestContext, user: string, pass: string) => api.post(SIGN_IN, { data: { user, pass, scope: DEMO_SCOPE, expiresIn: 1200 } });

async function signedInPage(browser: Browser, request: APIRequest, role: 'learner' | 'approver'): Promise<Page> {
  const context = await browser.newContext({ baseURL: portal.url, storageState: await signedInStorageState(request, portal.url, DEMO_USERS[role].username) });
  return context.newPage();
}

test.describe.configure({ mode: 'serial' });

test.describe('security promises', () => {
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    portal = await startFreshPortal();
  });
  test.afterAll(async () => portal?.stop());

  test.describe('sign-in', () => {
    test('wrong passwords are limited: within 10 the answer is 429, even for the right password, and an unknown user gets exactly the same answers', async ({ playwright }) => {
      const answers = async (username: string) => {
        const api = await apiClient(playwright.request);
        const seen: string[] = [];
        for (let i = 0; i < 10; i++) {
          const response = await signIn(api, username, `wrong-${i}`);
          seen.push(`${response.status()} ${await response.text()}`);
        }
        const rightPassword = await signIn(api, username, DEMO_PASSWORD);
        seen.push(`${rightPassword.status()} ${await rightPassword.text()}`);
        await api.dispose();
        return seen;
      };
      const real = await answers('pat.lee2');
      expect(real.at(-1)).toBe('429 {"result":"Failed","Message":"Too many sign-in attempts. Please wait and try again."}');
      expect(real.slice(0, 10).filter((answer) => answer.startsWith('429')).length, 'locked within 10 wrong passwords').toBeGreaterThan(0);
      expect(await answers('nobody-at-all')).toEqual(real);
    });

    test('second-factor codes: 5 wrong codes end the pending sign-in, and the account refuses even the right code', async ({ playwright }) => {
      const pending = async () => {
        const api = await apiClient(playwright.request);
        expect((await (await signIn(api, DEMO_USERS.mfaUser.username, DEMO_PASSWORD)).json()).result).toBe('Requires2FAVerification');
        return api;
      };
      const wrong = () => (totp(DEMO_MFA_SECRET) === '000000' ? '111111' : '000000');
      const first = await pending();
      for (let i = 0; i < 5; i++) expect((await first.post(MFA_COMPLETE, { data: { code: wrong() } })).status()).toBe(400);
      expect((await first.post(MFA_COMPLETE, { data: { code: totp(DEMO_MFA_SECRET) } })).status()).toBe(401);
      const second = await pending();
      expect((await second.post(MFA_COMPLETE, { data: { code: totp(DEMO_MFA_SECRET) } })).status()).toBe(429);
      await Promise.all([first.dispose(), second.dispose()]);
    });

    test('a state-changing call without the CSRF header is refused with 403', async ({ playwright }) => {
      const api = await apiClient(playwright.request, {});
      const response = await signIn(api, DEMO_USERS.learner.username, DEMO_PASSWORD);
      expect(response.status()).toBe(403);
      expect((await api.storageState()).cookies).toEqual([]);
      await api.dispose();
    });

    test('the session cookie is httpOnly and SameSite; sign-out ends the session on the server (the old cookie answers 401)', async ({ playwright }) => {
      const api = await apiClient(playwright.request);
      const response = await signIn(api, DEMO_USERS.learner.username, DEMO_PASSWORD);
      const sessionCookie = response
        .headersArray()
        .filter((header) => header.name.toLowerCase() === 'set-cookie')
        .map((header) => header.value)
        .find((value) => value.startsWith(`${COOKIES.session}=`));
      expect(sessionCookie).toMatch(/;\s*HttpOnly/i);
      expect(sessionCookie).toMatch(/;\s*SameSite=(Lax|Strict)/i);
      const { cookies } = await api.storageState();
      expect(cookies.find((cookie) => cookie.name === COOKIES.session)).toMatchObject({ httpOnly: true });

      expect((await api.get(SESSION)).status()).toBe(200);
      expect((await api.post('/_api/authr/token/invalidate', { data: {} })).ok()).toBe(true);
      // The cookies as they were before sign-out, replayed by someone who kept them.
      const replay = await playwright.request.newContext({ baseURL: portal.url, extraHTTPHeaders: PORTAL_API_HEADERS, storageState: { cookies, origins: [] } });
      expect((await replay.get(SESSION)).status()).toBe(401);
      await Promise.all([api.dispose(), replay.dispose()]);
    });
  });

  test.describe('access', () => {
    test("another user's catalogue or profile answers 403", async ({ playwright }) => {
      const learner = await apiClient(playwright.request);
      await signIn(learner, DEMO_USERS.learner.username, DEMO_PASSWORD);
      const approver = await apiClient(playwright.request);
      await signIn(approver, DEMO_USERS.approver.username, DEMO_PASSWORD);
      const approverId = (await approver.storageState()).cookies.find((cookie) => cookie.name === COOKIES.userId)?.value;
      expect(approverId).toBeTruthy();

      expect((await learner.get(`/_api/reach/${DEMO_SCOPE}/api/v3/users/${approverId}/catalogue`)).status()).toBe(403);
      expect((await learner.get(`/_api/reach/${DEMO_SCOPE}/api/v3/users/${DEMO_USERS.approver.username}/catalogue`)).status()).toBe(403);
      expect((await learner.get(`/_api/reach/${DEMO_SCOPE}/api/v4/users/${approverId}/profile`)).status()).toBe(403);
      await Promise.all([learner.dispose(), approver.dispose()]);
    });

    test('an unknown scope answers 404', async ({ playwright }) => {
      const api = await apiClient(playwright.request);
      for (const scope of ['nowhere', 'Bad_Scope']) expect((await api.get(`/_api/reach/${scope}/api/v3/endpoint/config`)).status()).toBe(404);
      await api.dispose();
    });

    test('an encoded ../ under /remotes answers 404 and reaches no other part of the store', async ({ playwright }) => {
      const api = await apiClient(playwright.request);
      // Encoded so that the client sends them as they are (a bare %2e%2e/ segment would be resolved by the URL parser first).
      for (const path of [
        '/remotes/%2e%2e%2ftenants%2fdemo.json',
        '/remotes/dashboard/%2e%2e%2f%2e%2e%2ftenants%2fdemo.json',
        '/remotes/..%2f..%2fshell.json',
        '/remotes/dashboard%2f..%2f..%2fshell.json',
        '/remotes/%2e%2e%5c%2e%2e%5ctenants%5cdemo.json',
        '/remotes/dashboard/%2e%2e%2f%2e%2e%2f.preview-secret',
      ]) {
        const response = await api.get(path);
        expect(response.status(), path).toBe(404);
        expect(await response.text(), path).not.toMatch(/"tenant"|"version"|"history"/);
      }
      await api.dispose();
    });
  });

  test.describe('server HTML and uploads', () => {
    /** Script tags, event handlers, javascript: URLs, SVG payloads and a mutation-XSS shape; each sets window.__xss if it ever runs. */
    const XSS_CORPUS = [
      '<script>window.__xss = "script"</script>',
      '<img src="x" onerror="window.__xss = \'img onerror\'">',
      '<a href="javascript:window.__xss = \'href\'">a javascript: link</a>',
      '<a href=" JaVaScRiPt:window.__xss = \'mixed case\'">another</a>',
      '<svg onload="window.__xss = \'svg onload\'"><circle r="4"></circle></svg>',
      '<svg><script>window.__xss = "svg script"</script></svg>',
      '<svg><a xlink:href="javascript:window.__xss = \'xlink\'"><text y="10">svg link</text></a></svg>',
      '<svg><animate onbegin="window.__xss = \'animate\'" attributeName="x" dur="1s"></animate></svg>',
      '<iframe src="javascript:window.__xss = \'iframe\'"></iframe>',
      '<object data="javascript:window.__xss = \'object\'"></object>',
      '<details open ontoggle="window.__xss = \'ontoggle\'"><summary>s</summary></details>',
      '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss = \'mxss\'">',
      '<form action="javascript:window.__xss = \'form\'"><button>go</button></form>',
      '<div style="background:url(javascript:window.__xss=1)" onmouseover="window.__xss = \'mouseover\'">hover</div>',
    ];

    /** What must never be in the page: elements that run script, inline handlers, javascript: URLs. */
    const dangerousMarkup = async (page: Page) => {
      // The page's own inline script (its first-view script) is the one the CSP names by its hash.
      const csp = (await page.request.get('/')).headers()['content-security-policy'] ?? '';
      const allowed = [...csp.matchAll(/'sha256-([A-Za-z0-9+/]+=*)'/g)].map((match) => match[1]!);
      return page.evaluate(async (allowed) => {
        const sha256 = async (text: string) => btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))));
        const found: string[] = [];
        for (const element of document.querySelectorAll('*')) {
          const name = element.localName;
          // A data block (the gateway's boot data: type application/json) never runs; any script type a browser runs does.
          const runs = !/^application\/(ld\+)?json$/i.test((element.getAttribute('type') ?? '').trim());
          if (name === 'script' && !element.getAttribute('src') && runs && !allowed.includes(await sha256(element.textContent ?? ''))) found.push('inline <script>');
          if (['iframe', 'object', 'embed'].includes(name)) found.push(`<${name}>`);
          for (const attribute of element.attributes) {
            if (attribute.name.toLowerCase().startsWith('on')) found.push(`${name}[${attribute.name}]`);
            if (/^\s*javascript:/i.test(attribute.value)) found.push(`${name}[${attribute.name}=javascript:]`);
          }
        }
        return found;
      }, allowed);
    };

    /**
     * Each payload as the description of one catalogue item (the LMS's real catalogue, rewritten on its way
     * to the browser, as a compromised or careless content source would send it), every landing page opened.
     */
    async function renderCorpus(page: Page): Promise<{ ran: unknown; dialogs: string[] }> {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const cases: { id: string; marker: string }[] = [];
      await page.route('**/_api/reach/*/api/v3/users/*/catalogue*', async (route) => {
        const response = await route.fetch();
        const catalogue = (await response.json()) as { Items: { Id: string; Description?: string }[] };
        cases.length = 0;
        catalogue.Items.slice(0, XSS_CORPUS.length).forEach((item, i) => {
          const marker = `xss-case-${i}`;
          item.Description = `<p>${marker}</p>${XSS_CORPUS[i]}`;
          cases.push({ id: item.Id, marker });
        });
        await route.fulfill({ response, json: catalogue });
      });

      await page.goto('/#/catalogue/items');
      await expect(page.getByRole('searchbox', { name: 'Search the catalogue' })).toBeVisible();
      expect(cases).toHaveLength(XSS_CORPUS.length);
      for (const { id, marker } of cases) {
        await page.goto(`/#/catalogue/landingpage/item/${encodeURIComponent(id)}`);
        await expect(page.getByText(marker, { exact: true }), `the description of ${id} is shown`).toBeVisible();
        await page.getByText(marker, { exact: true }).hover();
        expect(await dangerousMarkup(page), `after ${marker}`).toEqual([]);
      }
      // A handler of the corpus's kind (an image that fails to load), added the way the CSP allows: once it
      // has run, any handler the corpus left in the page has had its turn too.
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            const canary = document.createElement('img');
            canary.addEventListener('error', resolve);
            canary.src = 'x';
            document.body.append(canary);
          }),
      );
      return { ran: await page.evaluate(() => (window as unknown as { __xss?: string }).__xss), dialogs };
    }

    test('descriptions with an XSS corpus: no script runs, nothing that could run is in the page', async ({ browser, playwright }) => {
      const page = await signedInPage(browser, playwright.request, 'learner');
      expect(await renderCorpus(page)).toEqual({ ran: undefined, dialogs: [] });
      await page.context().close();
    });

    test('the same with the CSP taken away in the browser: the sanitiser alone holds', async ({ browser, playwright }) => {
      // Chromium reports the sanitiser's own inert parse of a handler attribute as a CSP violation, so the
      // CSP's reports cannot tell the layers apart; without the CSP, only the sanitiser stands.
      const page = await signedInPage(browser, playwright.request, 'learner');
      await page.route('**/*', async (route) => {
        if (route.request().resourceType() !== 'document') return route.continue();
        const response = await route.fetch();
        const headers = { ...response.headers() };
        delete headers['content-security-policy'];
        await route.fulfill({ response, headers });
      });
      expect(await renderCorpus(page)).toEqual({ ran: undefined, dialogs: [] });
      await page.context().close();
    });

    test('avatar uploads are judged by content, not name: an SVG or HTML file named .png is refused, an oversized file too, a real PNG is kept', async ({ playwright }) => {
      const api = await apiClient(playwright.request);
      await signIn(api, DEMO_USERS.learner.username, DEMO_PASSWORD);
      const userId = (await api.storageState()).cookies.find((cookie) => cookie.name === COOKIES.userId)?.value ?? '';
      const upload = (name: string, mimeType: string, buffer: Buffer) =>
        api.post(`/_api/avatar/${encodeURIComponent(userId)}`, { multipart: { file: { name, mimeType, buffer } } });
      const png = Buffer.from(
        '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63fcff9fa10e0005fe02fea7d6a4b00000000049454e44ae426082',
        'hex',
      );

      const svg = await upload('photo.png', 'image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>'));
      expect(svg.status()).toBe(415);
      const html = await upload('photo.png', 'image/png', Buffer.from('<!doctype html><script>alert(1)</script>'));
      expect(html.status()).toBe(415);
      const oversized = await upload('big.png', 'image/png', Buffer.concat([png, Buffer.alloc(7 * 1024 * 1024)]));
      expect(oversized.status(), 'too large is said as too large').toBe(413);

      expect((await upload('real.png', 'image/png', png)).ok()).toBe(true);
      const served = await api.get(`/_api/avatar/${encodeURIComponent(userId)}`);
      expect(served.headers()['content-type']).toBe('image/png');
      expect(served.headers()['x-content-type-options']).toBe('nosniff');
      await api.dispose();
    });
  });

  test.describe('the page', () => {
    test("CSP: no inline script but the page's own first-view script (by its hash), no framing; an injected inline script does not run", async ({ browser, playwright }) => {
      const page = await signedInPage(browser, playwright.request, 'learner');
      const response = await page.goto('/#/dashboard');
      const csp = response?.headers()['content-security-policy'] ?? '';
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      // The portal's own scripts, and inline only the one the page carries, by its hash.
      expect(scriptSrc).toMatch(/^'self' 'sha256-[A-Za-z0-9+/]+=*'$/);
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response?.headers()['x-frame-options']).toBe('DENY');

      await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
      const ran = await page.evaluate(async () => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true;';
        document.body.append(script);
        const handler = document.createElement('img');
        handler.setAttribute('onerror', 'window.__injected = true;');
        // Listeners run in the order they were added: once this one has, the inline handler has had its turn.
        const failed = new Promise((resolve) => handler.addEventListener('error', resolve));
        handler.src = 'data:,not-an-image';
        document.body.append(handler);
        await failed;
        return (window as unknown as { __injected?: boolean }).__injected === true;
      });
      expect(ran).toBe(false);
      await page.context().close();
    });

    for (const [failure, answer] of [
      ['answers 500', (route: Route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' })],
      [
        'throws',
        (route: Route) =>
          route.request().url().endsWith('.js') ? route.fulfill({ status: 200, contentType: 'application/javascript', body: 'throw new Error("broken build")' }) : route.continue(),
      ],
    ] as const) {
      test(`a remote whose entry ${failure} shows "This area is unavailable" with Retry within 0.3 s of its last failed answer, and the other areas keep working`, async ({
        browser,
        playwright,
      }) => {
        const page = await signedInPage(browser, playwright.request, 'learner');
        // When the unavailable page's heading appears, and when the shell last asked for one of the
        // area's scripts, by the page's own clock. The page preloads the area's scripts, so their
        // (failed) answers may be in long before the shell, still starting, asks for them.
        await page.addInitScript(() => {
          const clock = window as unknown as { __shownAt?: number; __lastAsked?: number };
          new MutationObserver((records) => {
            for (const record of records)
              for (const node of record.addedNodes) if (node instanceof HTMLScriptElement && node.src.includes('/remotes/dashboard/')) clock.__lastAsked = performance.now();
            if (clock.__shownAt === undefined && [...document.querySelectorAll('h1')].some((heading) => heading.textContent === 'This area is unavailable'))
              clock.__shownAt = performance.now();
          }).observe(document, { childList: true, subtree: true });
        });
        await page.route('**/remotes/dashboard/**', answer);

        await page.goto('/#/dashboard');
        await expect(page.getByRole('heading', { name: 'This area is unavailable' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
        // The failure is known once its answer is in and the shell has asked for it, whichever is later.
        const { shownAt, lastFailure } = await page.evaluate(() => ({
          shownAt: (window as unknown as { __shownAt: number }).__shownAt,
          lastFailure: Math.max(
            (window as unknown as { __lastAsked?: number }).__lastAsked ?? 0,
            ...performance
              .getEntriesByType('resource')
              .filter((entry) => entry.name.includes('/remotes/dashboard/'))
              .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
          ),
        }));
        expect(shownAt - lastFailure).toBeLessThan(300);

        // Another area works while the dashboard is still broken; back there, Retry recovers once it is fixed.
        await page.goto('/#/catalogue/items');
        await expect(page.getByRole('searchbox', { name: 'Search the catalogue' })).toBeVisible();
        await page.goto('/#/dashboard');
        await expect(page.getByRole('heading', { name: 'This area is unavailable' })).toBeVisible();
        await page.unroute('**/remotes/dashboard/**');
        await page.getByRole('button', { name: 'Retry' }).click();
        await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
        await page.context().close();
      });
    }
  });
});
