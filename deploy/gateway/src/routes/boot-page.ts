import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  BOOT_DATA_ELEMENT_ID,
  BOOT_VIEW_ELEMENT_ID,
  bootResponsePaths,
  COOKIES,
  DEFAULT_LOCALE,
  directionOf,
  negotiateLocale,
  SCOPE_HEADER,
  type BootData,
} from '@portal/contracts';
import type { SessionOwner } from '@portal/contracts/realtime';
import { brandStyle } from '@portal/ui/brand';
import { FIRST_VIEW_SCRIPT } from '../first-view-script';
import { askSessionOwner } from '../session-owner';
import { escapeHtml, FirstViewsFileSchema, renderFirstViews, type FirstViewsFile } from './first-views';

/*
 * The first paint must not wait for the federation chain: the page the gateway serves
 * carries what the shell would otherwise fetch one after another before it can route (the tenant's
 * manifest, the start-up settings, config.json) and, for a visitor without a session (who is headed
 * for sign-in), hints that fetch the sign-in area at once and the sign-in logo itself, which the shell
 * keeps on screen until the sign-in page takes its place.
 */

/** An image this small travels inside the page (no round trip of its own); a larger one is preloaded. */
const INLINE_IMAGE_MAX_BYTES = 12 * 1024;
const INLINE_IMAGE_TYPES = /^image\/(svg\+xml|png|jpeg|webp|gif)\b/;

/** A start-up hint the shell's build put in index.html (@portal/build start-up-preload.js). */
const START_UP_HINT = /<link rel="preload" as="script" href="[^"]*" data-start-up>/g;

/** JSON inside <script type="application/json">: no "</script>" or "<!--" can end or bend it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function hasSession(request: FastifyRequest): boolean {
  return new RegExp(`(?:^|;\\s*)${COOKIES.userId}=[^;]+`).test(request.headers.cookie ?? '');
}

/** The browser's languages in order of preference (Accept-Language, by q). */
function acceptedLanguages(request: FastifyRequest): string[] {
  const header = request.headers['accept-language'];
  if (typeof header !== 'string') return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The locale the shell will likely start in, as it negotiates it (@portal/i18n initI18n): the signed-in
 * user's chosen language, else the browser's, among the tenant's languages. A choice stored in the
 * browser alone is not seen here; that visitor's files are fetched as before.
 */
function likelyLocale(request: FastifyRequest, settings: Record<string, unknown> | undefined, owner: SessionOwner | null): string {
  const languages = Array.isArray(settings?.languages) ? settings.languages.filter((language): language is string => typeof language === 'string') : undefined;
  return negotiateLocale(owner?.preferredLanguage ?? acceptedLanguages(request), languages?.length ? languages : undefined);
}

/** A GET answered by this gateway itself (the manifest route, the LMS or its proxy), as the browser would ask it. */
async function ask(app: FastifyInstance, request: FastifyRequest, url: string, scope?: string): Promise<{ status: number; type: string; body: Buffer }> {
  const headers: Record<string, string> = { 'accept-encoding': 'identity', ...(scope ? { [SCOPE_HEADER]: scope } : {}) };
  for (const name of ['cookie', 'host', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const response = await app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, type: String(response.headers['content-type'] ?? ''), body: response.rawPayload };
}

async function askJson(app: FastifyInstance, request: FastifyRequest, url: string, scope?: string): Promise<unknown> {
  const answer = await ask(app, request, url, scope);
  return answer.status === 200 && answer.type.includes('json') ? JSON.parse(answer.body.toString('utf8')) : undefined;
}

interface ManifestRemote {
  id: string;
  version: string;
  entry: string;
  mounts: string[];
}

/** A remote version's folder in the store, from its manifest entry (/remotes/<id>/<version>/mf-manifest.json). */
function remoteDir(store: string, entry: string): { dir: string; base: string } | undefined {
  const match = /^\/remotes\/([^/]+)\/([^/]+)\/mf-manifest\.json$/.exec(entry);
  return match ? { dir: join(store, 'remotes', match[1]!, match[2]!), base: `/remotes/${match[1]}/${match[2]}/` } : undefined;
}

/** What the remote's './app' needs first: its remoteEntry and the expose's own scripts (from its mf-manifest.json). */
async function readRemoteScripts(store: string, entry: string): Promise<string[]> {
  const remote = remoteDir(store, entry);
  if (!remote) return [];
  const manifest = JSON.parse(await readFile(join(remote.dir, 'mf-manifest.json'), 'utf8')) as {
    metaData?: { remoteEntry?: { name?: string; path?: string } };
    exposes?: Array<{ path?: string; assets?: { js?: { sync?: string[] } } }>;
  };
  const remoteEntry = manifest.metaData?.remoteEntry;
  const app = manifest.exposes?.find((expose) => expose.path === './app');
  return [...(remoteEntry?.name ? [`${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`] : []), ...(app?.assets?.js?.sync ?? [])].map(
    (file) => `${remote.base}${file.replace(/^\.?\//, '')}`,
  );
}

/** The remote's first-views.json (a build without one has none). */
async function readRemoteFirstViews(store: string, entry: string): Promise<FirstViewsFile | undefined> {
  const remote = remoteDir(store, entry);
  if (!remote) return undefined;
  const text = await readFile(join(remote.dir, 'first-views.json'), 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  return text === undefined ? undefined : v.parse(FirstViewsFileSchema, JSON.parse(text));
}

/**
 * A version's files never change, so what the page needs of them is read once per version. A file
 * that is missing or malformed stays so: it is reported once and the page goes without it from then
 * on. A read that failed otherwise (the store out of reach) is tried again next time.
 */
function perVersion<T>(
  file: string,
  read: (store: string, entry: string) => Promise<T>,
  fallback: T,
): (store: string, remote: ManifestRemote, log: FastifyBaseLogger) => Promise<T> {
  const reads = new Map<string, Promise<T>>();
  return (store, remote, log) => {
    const key = `${store}\0${remote.entry}`;
    let value = reads.get(key);
    if (!value) {
      value = read(store, remote.entry).catch((error: unknown) => {
        const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
        if (missing || error instanceof SyntaxError || v.isValiError(error)) {
          log.warn(
            { err: error, remote: remote.id, version: remote.version },
            `${file} of ${remote.id} ${remote.version} is ${missing ? 'missing' : 'malformed'}: its pages go without it`,
          );
          return fallback;
        }
        reads.delete(key);
        log.warn({ err: error, remote: remote.id, version: remote.version }, `${file} of ${remote.id} ${remote.version} could not be read`);
        throw error;
      });
      reads.set(key, value);
    }
    return value.catch(() => fallback);
  };
}
const remoteScripts = perVersion('mf-manifest.json', readRemoteScripts, [] as string[]);
const remoteFirstViews = perVersion('first-views.json', readRemoteFirstViews, undefined);

/** The signed-out visitor's first view: the tenant's sign-in logo where the sign-in page will show it. */
async function signInLogo(app: FastifyInstance, request: FastifyRequest, settings: Record<string, unknown>): Promise<{ view: string; preload?: string } | undefined> {
  const logo = settings.signinLogo;
  if (typeof logo !== 'string' || !logo.startsWith('/')) return undefined;
  const alt = typeof settings.systemName === 'string' ? settings.systemName : '';
  let src = logo;
  let preload: string | undefined = logo;
  const image = await ask(app, request, logo).catch(() => undefined);
  if (image && image.status === 200 && INLINE_IMAGE_TYPES.test(image.type) && image.body.length <= INLINE_IMAGE_MAX_BYTES) {
    src = `data:${image.type.split(';')[0]};base64,${image.body.toString('base64')}`;
    preload = undefined;
  }
  // The same box and classes as mf-access's sign-in page, styled inline: its stylesheet comes with the remote.
  const view =
    `<div id="${BOOT_VIEW_ELEMENT_ID}" class="lp-access lp-access--signin" style="max-inline-size:28rem">` +
    `<img class="lp-access__logo" src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" style="display:block;max-inline-size:100%;block-size:auto;max-block-size:4rem;margin-block-end:1rem"></div>`;
  return { view, ...(preload ? { preload } : {}) };
}

/**
 * The shell's index.html for this visitor: the boot data, the preload hints and (signed out) the
 * sign-in logo. Anything that cannot be had leaves that part out: the shell then fetches it itself.
 */
export async function bootPage(app: FastifyInstance, request: FastifyRequest, store: string, html: string): Promise<string> {
  const query = typeof (request.query as Record<string, unknown>).tenant === 'string' ? `?tenant=${encodeURIComponent((request.query as Record<string, string>).tenant!)}` : '';
  const manifest = (await askJson(app, request, `/portal-manifest.json${query}`)) as { tenant: string; remotes: Array<ManifestRemote & { enabled: boolean }> } | undefined;
  if (!manifest) return html;
  const [settings, contentConfig] = await Promise.all([
    askJson(app, request, `/_api/reach/${encodeURIComponent(manifest.tenant)}/api/v3/endpoint/config`) as Promise<Record<string, unknown> | undefined>,
    askJson(app, request, '/_api/content/config/config.json'),
  ]);
  const boot: BootData = { tenant: manifest.tenant, manifest, ...(settings ? { settings } : {}), ...(contentConfig ? { contentConfig } : {}) };

  const signedIn = hasSession(request);
  const enabled = manifest.remotes.filter((remote) => remote.enabled);
  // Signed out, the visitor is headed for sign-in: its area is hinted here. Signed in, the URL's hash
  // (which the server never sees) decides, so the page lists every area's first scripts and the
  // shell's entry preloads the one the hash names (shell src/app/preload-area.ts).
  const likely = signedIn ? undefined : enabled.find((remote) => remote.mounts.includes('/access'));
  let firstViews = '';
  let locale: string | undefined;
  if (signedIn) {
    const owner = await askSessionOwner(app, request.headers.cookie).catch(() => null);
    locale = likelyLocale(request, settings, owner);
    // en-GB is always loaded (the fallback); the likely locale's files travel too.
    const [areaScripts, responses, views] = await Promise.all([
      Promise.all(enabled.map(async (remote) => [remote.id, await remoteScripts(store, remote, request.log)] as const)),
      Promise.all(bootResponsePaths([DEFAULT_LOCALE, locale]).map(async (path) => [path, await askJson(app, request, `/_api${path}`, manifest.tenant)] as const)),
      // Greeting the visitor needs their name: an LMS that does not say it gets no first views.
      owner?.displayName !== undefined ? Promise.all(enabled.map((remote) => remoteFirstViews(store, remote, request.log))) : Promise.resolve([]),
    ]);
    boot.areaScripts = Object.fromEntries(areaScripts);
    const answered = responses.filter(([, body]) => body !== undefined);
    if (answered.length) boot.responses = Object.fromEntries(answered);
    const content = new Map<string, unknown>(answered);
    const displayName = owner?.displayName;
    if (displayName !== undefined) {
      const files = views.filter((file): file is FirstViewsFile => file !== undefined);
      firstViews = renderFirstViews(files, { locale, values: { displayName }, content: (path) => content.get(path) });
    }
  }
  const hints: string[] = [];
  if (likely) {
    hints.push(`<link rel="preload" as="fetch" crossorigin href="${escapeHtml(likely.entry)}">`);
    for (const script of await remoteScripts(store, likely, request.log)) hints.push(`<link rel="preload" as="script" href="${escapeHtml(script)}">`);
  }
  const logo = !signedIn && settings ? await signInLogo(app, request, settings) : undefined;
  if (logo?.preload) hints.push(`<link rel="preload" as="image" href="${escapeHtml(logo.preload)}">`);

  // The tenant's brand colour as design tokens (@portal/ui/brand): CSS in the page, no script.
  const brand = brandStyle(settings?.brandColour);
  const head = `${brand ? `<style id="lp-brand">${brand}</style>` : ''}<script id="${BOOT_DATA_ELEMENT_ID}" type="application/json">${scriptJson(boot)}</script>${hints.join('')}</head>`;
  // The shell's start-up chunks are hinted in the built page (data-start-up). A signed-out visitor's
  // first paint is the logo above, and on a slow line those downloads would only compete with it
  // (Lighthouse's sign-in LCP went from 0.7 to over 1 s), so they are left to the shell's entry.
  let page = (signedIn ? html : html.replace(START_UP_HINT, '')).replace('</head>', head);
  if (logo) page = page.replace(/(<main\b[^>]*>)(\s*<\/main>)/, `$1${logo.view}$2`);
  // The views, and the script that shows the one for the URL's hash while the page is parsed.
  if (firstViews) page = page.replace('</body>', `${firstViews}<script>${FIRST_VIEW_SCRIPT}</script></body>`);
  // The page starts in the visitor's language and direction, as the shell will set them.
  // Its other attributes (the theme) stay.
  if (locale) {
    const attributes = ` lang="${escapeHtml(locale)}" dir="${directionOf(locale)}"`;
    page = page.replace(/<html\b([^>]*)>/, (_tag, rest: string) => `<html${attributes}${rest.replace(/\s(?:lang|dir)="[^"]*"/g, '')}>`);
  }
  return page;
}

/** index.html of each shell version, read once (a version's files never change). */
export function shellIndexCache(store: string): (version: string) => Promise<string> {
  const pages = new Map<string, Promise<string>>();
  return (version) => {
    let page = pages.get(version);
    if (!page) {
      page = readFile(join(store, 'shell', version, 'index.html'), 'utf8');
      page.catch(() => pages.delete(version));
      pages.set(version, page);
    }
    return page;
  };
}
