import { ContentConfigSchema, DashboardManifestSchema, DEFAULT_LOCALE, HeaderManifestSchema, type HeaderMenuItem, SUPPORTED_LOCALES } from '@portal/contracts';
import { mkdir, mkdtemp, writeFile, cp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { buildLms } from '../../../src/app';
import { DEFAULT_CONTENT_DIR } from '../../../src/paths';
import { databases } from '../../helpers/db';
import { useLms } from '../../helpers/lms';

function flatten(items: HeaderMenuItem[]): HeaderMenuItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}

describe.each(databases())('content on $name', (database) => {
  const lms = useLms(database);

  it('config.json names the default scope', async () => {
    const response = await lms.client().get('/_api/content/config/config.json?v=123');
    expect(v.parse(ContentConfigSchema, response.json())).toEqual({ settings: { defaultScope: 'demo' } });
  });

  it('the header manifest matches its schema and carries the access rules', async () => {
    const manifest = v.parse(HeaderManifestSchema, (await lms.client().get('/_api/content/config/header-manifest.json')).json());
    const byId = Object.fromEntries(flatten(manifest.menu).map((item) => [item.id, item]));
    expect(byId.home).toMatchObject({ label: 'Home', href: '/dashboard' });
    expect(byId.learning!.children!.map((c) => c.href)).toEqual(expect.arrayContaining(['/catalogue/items', '/account/dashboard', '/calendar']));
    expect(byId.team).toMatchObject({ href: '/team/dashboard', access: ['TeamLeader'] });
    expect(byId.instructors).toMatchObject({ href: '/instructors/dashboard', access: ['Instructor'] });
    expect(byId.cpd).toMatchObject({ href: '/cpd', access: ['profile:cpdEligible:Yes'] });
  });

  it('the dashboard manifest matches its schema: a banner, My learning and Explore, a cpd tile', async () => {
    const manifest = v.parse(DashboardManifestSchema, (await lms.client().get('/_api/content/config/dashboard-manifest.json')).json());
    expect(manifest.banner.length).toBeGreaterThan(0);
    expect(manifest.sections.map((s) => s.title)).toEqual(['My learning', 'Explore']);
    expect(manifest.sections.flatMap((s) => s.tiles.map((t) => t.id))).toContain('cpd');
  });

  it('serves theme and data translations and the html overrides', async () => {
    const client = lms.client();
    expect((await client.get('/_api/content/theme/l10n/en-GB.json')).json()['shell.header.menu']).toBe('Main menu');
    expect((await client.get('/_api/content/theme/l10n/ar-SA.json')).json()['shell.header.menu']).toBe('القائمة الرئيسية');
    expect((await client.get('/_api/content/data/l10n/en-GB.json')).statusCode).toBe(200);
    expect(Object.keys((await client.get('/_api/content/theme/html.json')).json())).toContain('dashboard.notice');
  });

  it("the demo tenant translates its manifests' texts and its theme overrides into every language it offers", async () => {
    const client = lms.client();
    const header = v.parse(HeaderManifestSchema, (await client.get('/_api/content/config/header-manifest.json')).json());
    const dashboard = v.parse(DashboardManifestSchema, (await client.get('/_api/content/config/dashboard-manifest.json')).json());
    // The keys of @portal/i18n contentKeys: header.menu.<id>, dashboard.banner|section|tile.<id>.<field>.
    const keys = [
      ...Object.keys((await client.get('/_api/content/theme/l10n/en-GB.json')).json() as object),
      ...flatten(header.menu).map((item) => `header.menu.${item.id}`),
      ...dashboard.banner.flatMap((item) => [`dashboard.banner.${item.id}.title`, ...(item.text ? [`dashboard.banner.${item.id}.text`] : [])]),
      ...dashboard.sections.map((section) => `dashboard.section.${section.id}.title`),
      ...dashboard.sections.flatMap((section) =>
        section.tiles.flatMap((tile) => [`dashboard.tile.${tile.id}.title`, ...(tile.description ? [`dashboard.tile.${tile.id}.description`] : [])]),
      ),
    ];
    const locales = SUPPORTED_LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
    for (const locale of locales) {
      const response = await client.get(`/_api/content/theme/l10n/${locale}.json`);
      expect(response.statusCode).toBe(200);
      const texts = response.json() as Record<string, unknown>;
      expect({ locale, missing: keys.filter((key) => typeof texts[key] !== 'string' || !(texts[key] as string).trim()) }).toEqual({ locale, missing: [] });
    }
    expect((await client.get('/_api/content/theme/l10n/de-DE.json')).json()['header.menu.home']).toBe('Startseite');
  });

  it('serves a theme image (the sign-in logo) to anyone, typed, never sniffed, an SVG sandboxed', async () => {
    const response = await lms.client().get('/_api/content/theme/images/demo/signin-logo.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.body).toContain('<svg');
  });

  it.each(['..%2Fhtml.json', 'signin-logo.svg%00.png', '.hidden.svg', 'logo.html', 'missing.svg'])('answers 404 for the theme image %s', async (file) => {
    expect((await lms.client().get(`/_api/content/theme/images/demo/${file}`)).statusCode).toBe(404);
  });

  it('a supported locale the tenant translates nothing in is an empty file, not an error (the portal asks on every language switch)', async () => {
    const client = lms.client();
    // The demo tenant ships data translations for en-GB only.
    const response = await client.get('/_api/content/data/l10n/fr-FR.json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('a missing locale or config file is 404', async () => {
    // Well formed, but the demo tenant ships no such file (it ships one per supported locale).
    expect((await lms.client().get('/_api/content/theme/l10n/fr-CA.json')).statusCode).toBe(404);
    expect((await lms.client().get('/_api/content/config/secrets.json')).statusCode).toBe(404);
  });

  it.each(['..%2F..%2F..%2Fpackage.json', '..%2Fhtml.json', 'en-GB.json%00', 'EN.json', 'en-GB.txt'])('rejects the locale file %s (no path traversal)', async (file) => {
    const response = await lms.client().get(`/_api/content/theme/l10n/${file}`);
    expect([400, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('"name"');
  });

  it('names a malformed locale in a 400', async () => {
    const response = await lms.client().get('/_api/content/theme/l10n/..%2F..%2Fconfig%2Fconfig.json');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, ErrorCode: 'ValidationFailed', Message: 'locale: invalid' });
  });

  describe('per tenant', () => {
    let contentDir: string;
    beforeAll(async () => {
      contentDir = await mkdtemp(path.join(os.tmpdir(), 'lms-content-'));
      await cp(DEFAULT_CONTENT_DIR, contentDir, { recursive: true });
      await mkdir(path.join(contentDir, 'acme', 'theme', 'l10n'), { recursive: true });
      await writeFile(path.join(contentDir, 'acme', 'theme', 'l10n', 'en-GB.json'), JSON.stringify({ 'shell.header.menu': 'Acme menu' }));
      await lms.db.insertInto('tenants').values({ scope: 'acme', name: 'Acme' }).execute();
    });
    afterAll(async () => {
      await rm(contentDir, { recursive: true, force: true });
    });

    it('takes the tenant from X-Scope when known, falling back to the default tenant per file', async () => {
      const app = buildLms({ db: lms.db, mode: 'demo', contentDir });
      try {
        const get = async (url: string, scope: string) => (await app.inject({ method: 'GET', url, headers: { 'x-scope': scope } })).json();
        expect((await get('/_api/content/theme/l10n/en-GB.json', 'acme'))['shell.header.menu']).toBe('Acme menu');
        expect((await get('/_api/content/theme/l10n/en-GB.json', 'unknown'))['shell.header.menu']).toBe('Main menu');
        expect((await get('/_api/content/theme/l10n/ar-SA.json', 'acme'))['shell.header.menu']).toBe('القائمة الرئيسية');
      } finally {
        await app.close();
      }
    });
  });
});
