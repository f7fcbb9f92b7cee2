import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { join } from 'node:path';
import { mkdir, writeFile } from 'node:fs/promises';
import { BOOT_DATA_ELEMENT_ID, BOOT_VIEW_ELEMENT_ID, FIRST_VIEWS_ELEMENT_ID } from '@portal/contracts';
import { makeStore } from '../test-support';
import { FIRST_VIEW_SCRIPT } from '../first-view-script';
import { bootPage } from './boot-page';

const START_UP = '<link rel="preload" as="script" href="/framework.0123abcd.js" data-start-up>';
const HTML = `<!doctype html><html lang="en-GB" dir="ltr"><head><title>x</title>${START_UP}</head><body><div id="root"><main id="main" class="lp-main"></main></div></body></html>`;
const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>';

let app: FastifyInstance;
let store: string;
let remove: () => Promise<void>;
let settings: Record<string, unknown>;

beforeAll(async () => {
  ({ store, remove } = await makeStore());
  // The access remote's mf-manifest.json as a real build writes it: its remoteEntry and './app' scripts.
  await writeFile(
    join(store, 'remotes', 'access', '1.0.0', 'mf-manifest.json'),
    JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [{ path: './app', assets: { js: { sync: ['app.0123abcd.js'] } } }] }),
  );
  // The dashboard's first views as its build writes them (@portal/build first-views.js); no mf-manifest.json beside them.
  await mkdir(join(store, 'remotes', 'dashboard', '2.0.0'), { recursive: true });
  await writeFile(
    join(store, 'remotes', 'dashboard', '2.0.0', 'first-views.json'),
    JSON.stringify({
      views: { '/dashboard': '<div class="lp-dashboard"><h1>{{t:dashboard.welcome}}</h1></div>' },
      texts: { 'dashboard.welcome': { 'en-GB': 'Welcome, {{displayName}}', 'fr-FR': 'Bienvenue, {{displayName}}', 'ar-SA': 'مرحبًا، {{displayName}}' } },
    }),
  );
  app = Fastify();
  // Whose session the cookie is (the LMS's GET /authr/session): lp_session=<preferred language>, or none.
  app.get('/_api/authr/session', async (request, reply) => {
    const language = /lp_session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
    if (!language) return reply.code(401).send({});
    if (language === 'nameless') return { userId: 'u1', scope: 'demo' };
    return { userId: 'u1', scope: 'demo', displayName: 'Zoë <b>&</b> Ng', ...(language === 'none' ? {} : { preferredLanguage: language }) };
  });
  // A tenant rewording the welcome in German (theme content wins over the area's own text).
  app.get('/_api/content/theme/l10n/de-DE.json', async () => ({ 'dashboard.welcome': 'Hallo {{displayName}}!' }));
  app.get('/portal-manifest.json', async () => ({
    tenant: 'demo',
    remotes: [
      { id: 'access', name: 'mf_access', version: '1.0.0', entry: '/remotes/access/1.0.0/mf-manifest.json', mounts: ['/access'], enabled: true },
      { id: 'dashboard', name: 'mf_dashboard', version: '2.0.0', entry: '/remotes/dashboard/2.0.0/mf-manifest.json', mounts: ['/dashboard'], enabled: true },
    ],
  }));
  app.get('/_api/reach/demo/api/v3/endpoint/config', async () => settings);
  app.get('/_api/content/:area/l10n/:file', async (request) => ({ file: `${(request.params as { area: string }).area}/${(request.params as { file: string }).file}` }));
  app.get('/_api/content/config/config.json', async () => ({ settings: { defaultScope: 'demo' } }));
  // A tenant's config file, answered only for the scope the page is for.
  app.get('/_api/content/config/dashboard-manifest.json', async (request, reply) =>
    request.headers['x-scope'] === 'demo' ? { banner: [{ title: 'Welcome' }], sections: [] } : reply.code(404).send({}),
  );
  app.get('/_api/content/theme/images/demo/logo.svg', async (_request, reply) => reply.type('image/svg+xml').send(LOGO));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await remove();
});
beforeEach(() => {
  settings = { systemName: 'Acme "Learning" <Portal>', signinLogo: '/_api/content/theme/images/demo/logo.svg', items: [], profile: [] };
});

const log = { warn: jest.fn() };
beforeEach(() => log.warn.mockClear());
const request = (cookie?: string, more: Record<string, string> = {}) =>
  ({ headers: { ...(cookie ? { cookie } : {}), host: 'portal.test', ...more }, query: {}, log }) as unknown as FastifyRequest;

function bootData(page: string): Record<string, unknown> {
  const json = new RegExp(`<script id="${BOOT_DATA_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(page)?.[1];
  return JSON.parse(json!) as Record<string, unknown>;
}

it("carries the tenant's manifest, settings and config.json, so the shell asks for none of them", async () => {
  const page = await bootPage(app, request(), store, HTML);
  // Signed out: no user's page is coming, so no config answers.
  expect(bootData(page)).not.toHaveProperty('responses');
  expect(bootData(page)).toMatchObject({
    tenant: 'demo',
    manifest: { tenant: 'demo' },
    settings: { systemName: 'Acme "Learning" <Portal>' },
    contentConfig: { settings: { defaultScope: 'demo' } },
  });
});

it('keeps a value from ending the script or the attribute it sits in', async () => {
  settings.systemName = '</script><script>alert(1)</script>';
  const page = await bootPage(app, request(), store, HTML);
  expect(page).not.toContain('</script><script>alert(1)');
  expect(page).toContain('\\u003c/script>');
  expect(bootData(page)).toMatchObject({ settings: { systemName: '</script><script>alert(1)</script>' } });
  expect(page).toContain('alt="&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
});

it('shows a visitor without a session the sign-in logo at once, inlined, and fetches the sign-in area first', async () => {
  const page = await bootPage(app, request(), store, HTML);
  expect(page).toContain(`<main id="main" class="lp-main"><div id="${BOOT_VIEW_ELEMENT_ID}"`);
  expect(page).toContain(`src="data:image/svg+xml;base64,${Buffer.from(LOGO).toString('base64')}"`);
  expect(page).toContain('<link rel="preload" as="fetch" crossorigin href="/remotes/access/1.0.0/mf-manifest.json">');
  expect(page).toContain('<link rel="preload" as="script" href="/remotes/access/1.0.0/remoteEntry.js">');
  expect(page).toContain('<link rel="preload" as="script" href="/remotes/access/1.0.0/app.0123abcd.js">');
  // The shell's own start-up chunks would only compete with the logo's paint.
  expect(page).not.toContain(START_UP);
});

it('gives a signed-in visitor no sign-in logo and no guess at the area, but every area’s first scripts for the shell to preload the one the hash names', async () => {
  const page = await bootPage(app, request('uid=u1; lp_session=t'), store, HTML);
  expect(bootData(page)).toMatchObject({
    tenant: 'demo',
    // The dashboard's build is missing from this store: no scripts to hint, and nothing fails.
    areaScripts: { access: ['/remotes/access/1.0.0/remoteEntry.js', '/remotes/access/1.0.0/app.0123abcd.js'], dashboard: [] },
    // The config files the first page waits on, read for the tenant; one that is not there is left out.
    responses: {
      '/content/config/dashboard-manifest.json': { banner: [{ title: 'Welcome' }], sections: [] },
      // en-GB's content translations (always loaded) and nothing more: no tenant languages, no browser preference.
      '/content/data/l10n/en-GB.json': { file: 'data/en-GB.json' },
      '/content/theme/l10n/en-GB.json': { file: 'theme/en-GB.json' },
    },
  });
  expect(bootData(page).responses).not.toHaveProperty(['/content/config/header-manifest.json']);
  expect(page).not.toContain(`<div id="${BOOT_VIEW_ELEMENT_ID}"`);
  // Only the shell's own start-up hints, as built: the area's come from the shell's entry.
  expect(page.match(/rel="preload"/g)).toEqual(['rel="preload"']);
  expect(page).toContain(START_UP);
});

it("adds the content translations of the browser's language among the tenant's, as the shell negotiates it", async () => {
  settings.languages = ['en-GB', 'de-DE', 'fr-FR'];
  const page = await bootPage(app, request('uid=u1; lp_session=none', { 'accept-language': 'it-IT, fr-CA;q=0.8, de;q=0.9' }), store, HTML);
  expect(Object.keys(bootData(page).responses as object)).toEqual([
    '/content/config/dashboard-manifest.json',
    '/content/data/l10n/en-GB.json',
    '/content/theme/l10n/en-GB.json',
    '/content/data/l10n/de-DE.json',
    '/content/theme/l10n/de-DE.json',
  ]);
});

/** The first view the page carries for a route path, as the shell's entry would find it in the template. */
function firstView(page: string, path: string): string | undefined {
  const template = new RegExp(`<template id="${FIRST_VIEWS_ELEMENT_ID}">.*</template>`).exec(page)?.[0];
  return template && new RegExp(`<div data-path="${path}">(.*?)</div>(?=<div data-path=|</template>)`).exec(template)?.[1];
}

it("carries a signed-in visitor's landing screens, in their language, greeting them by name, and starts the page in that language", async () => {
  settings.languages = ['en-GB', 'fr-FR', 'ar-SA'];
  const page = await bootPage(app, request('uid=u1; lp_session=fr-FR'), store, HTML);
  expect(firstView(page, '/dashboard')).toBe('<div class="lp-dashboard"><h1>Bienvenue, Zoë &lt;b&gt;&amp;&lt;/b&gt; Ng</h1></div>');
  // Followed by the script that shows the one for the URL's hash while the page is parsed.
  expect(page).toContain(`</template><script>${FIRST_VIEW_SCRIPT}</script></body>`);
  expect(page).toContain('<html lang="fr-FR" dir="ltr">');
  // The same language's content translations travel with the page, for the shell.
  expect(Object.keys(bootData(page).responses as object)).toContain('/content/theme/l10n/fr-FR.json');

  const arabic = await bootPage(app, request('uid=u1; lp_session=ar-SA'), store, HTML);
  expect(firstView(arabic, '/dashboard')).toContain('<h1>مرحبًا، Zoë');
  expect(arabic).toContain('<html lang="ar-SA" dir="rtl">');
});

it("keeps the page's other attributes of <html> (its theme) when it sets the visitor's language", async () => {
  settings.languages = ['en-GB', 'ar-SA'];
  const themed = HTML.replace('<html lang="en-GB" dir="ltr">', '<html lang="en-GB" dir="ltr" data-theme="light">');
  const page = await bootPage(app, request('uid=u1; lp_session=ar-SA'), store, themed);
  expect(page).toContain('<html lang="ar-SA" dir="rtl" data-theme="light">');
});

it("paints the tenant's brand colour through the design tokens, in the page itself, for signed-in and signed-out visitors", async () => {
  settings.brandColour = '#FFCC00';
  for (const cookie of [undefined, 'uid=u1; lp_session=en-GB']) {
    const page = await bootPage(app, request(cookie), store, HTML);
    const style = /<style id="lp-brand">(.*?)<\/style>/.exec(page)?.[1];
    // The brand as given on the header, with the text that reads on it, and darkened for links and buttons on light backgrounds.
    expect(style).toContain('--lp-brand:#ffcc00;--lp-brand-on:#000000;');
    expect(style).toMatch(/--lp-brand-primary-light:#(?!ffcc00)[0-9a-f]{6}/);
    expect(page.indexOf('<style id="lp-brand">')).toBeLessThan(page.indexOf('</head>'));
  }
  // Anything but a colour is left out: the portal's own colours apply.
  settings.brandColour = 'red;}body{display:none';
  expect(await bootPage(app, request(), store, HTML)).not.toContain('lp-brand');
});

it("takes the tenant's wording over the area's, and the browser's language when the user chose none", async () => {
  settings.languages = ['en-GB', 'de-DE'];
  const page = await bootPage(app, request('uid=u1; lp_session=none', { 'accept-language': 'de-AT' }), store, HTML);
  expect(firstView(page, '/dashboard')).toBe('<div class="lp-dashboard"><h1>Hallo Zoë &lt;b&gt;&amp;&lt;/b&gt; Ng!</h1></div>');
  // A language the tenant does not offer is not chosen: en-GB, in the area's own words.
  settings.languages = ['en-GB'];
  const english = await bootPage(app, request('uid=u1; lp_session=fr-FR'), store, HTML);
  expect(firstView(english, '/dashboard')).toContain('<h1>Welcome, Zoë');
});

it('carries no first view for a session that has ended (the uid cookie outlived it), nor when the LMS does not say the name', async () => {
  const page = await bootPage(app, request('uid=u1'), store, HTML);
  expect(page).not.toContain(FIRST_VIEWS_ELEMENT_ID);
  expect(page).toContain('<html lang="en-GB" dir="ltr">');
  expect(await bootPage(app, request('uid=u1; lp_session=nameless'), store, HTML)).not.toContain(FIRST_VIEWS_ELEMENT_ID);
});

it('serves the page as built when the manifest cannot be had', async () => {
  const bare = Fastify();
  await bare.ready();
  expect(await bootPage(bare, request(), store, HTML)).toBe(HTML);
  await bare.close();
});

it("serves a version's malformed files as missing, and reports each once, not on every page", async () => {
  const broken = await makeStore();
  try {
    await writeFile(join(broken.store, 'remotes', 'access', '1.0.0', 'mf-manifest.json'), '{"metaData":');
    await mkdir(join(broken.store, 'remotes', 'dashboard', '2.0.0'), { recursive: true });
    await writeFile(join(broken.store, 'remotes', 'dashboard', '2.0.0', 'first-views.json'), JSON.stringify({ views: { '/dashboard': 3 } }));
    for (let visit = 0; visit < 2; visit++) {
      const page = await bootPage(app, request('uid=u1; lp_session=en-GB'), broken.store, HTML);
      expect(bootData(page)).toMatchObject({ areaScripts: { access: [] } });
      expect(page).not.toContain(FIRST_VIEWS_ELEMENT_ID);
    }
    expect(log.warn.mock.calls.map(([, message]) => message as string).sort()).toEqual([
      'first-views.json of dashboard 2.0.0 is malformed: its pages go without it',
      'mf-manifest.json of access 1.0.0 is malformed: its pages go without it',
    ]);
  } finally {
    await broken.remove();
  }
});
