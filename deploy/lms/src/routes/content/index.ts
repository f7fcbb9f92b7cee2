import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { ScopeSchema, SUPPORTED_LOCALES } from '@portal/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { LmsError } from '../../lib/errors';
import { headerTenant } from '../../plugins/app/tenant';
import { DEFAULT_TENANT } from '../../paths';

const CONFIG_FILES = new Set(['config.json', 'dashboard-manifest.json', 'header-manifest.json']);
/** `en-GB.json`, `es-419.json`, `no.json`: nothing else, so a name can never leave its folder. */
const LOCALE_FILE = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?\.json$/;

async function readJson(file: string): Promise<unknown | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * content: per-tenant files under deploy/lms/content/<tenant>/. The tenant comes from X-Scope; a file
 * the tenant does not have is taken from the default tenant.
 */
const contentRoutes: FastifyPluginAsync = async (fastify) => {
  const { contentDir } = fastify.lmsConfig;

  /** `absent`: what a file no tenant has answers (a 404 unless given). */
  async function sendContent(request: FastifyRequest, reply: FastifyReply, segments: string[], absent?: object) {
    const tenant = await headerTenant(request);
    const tenants = tenant === DEFAULT_TENANT ? [tenant] : [tenant, DEFAULT_TENANT];
    for (const candidate of tenants) {
      const content = await readJson(path.join(contentDir, candidate, ...segments));
      if (content !== undefined) return reply.header('cache-control', 'no-cache').send(content);
    }
    if (absent) return reply.header('cache-control', 'no-cache').send(absent);
    throw new LmsError(404, 'NotFound');
  }

  function localeFile(file: string): string {
    if (!LOCALE_FILE.test(file)) throw new LmsError(400, 'ValidationFailed', 'locale: invalid');
    return file;
  }

  /**
   * A tenant's translations for a language the portal offers are optional: one it has not written
   * translates nothing, so it is an empty file rather than a 404 the browser logs on every language
   * switch. Other well-formed names stay 404.
   */
  const translations = (folder: 'data' | 'theme') => async (request: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply) => {
    const file = localeFile(request.params.file);
    const supported = (SUPPORTED_LOCALES as readonly string[]).includes(file.replace(/\.json$/, ''));
    return sendContent(request, reply, [folder, 'l10n', file], supported ? {} : undefined);
  };

  fastify.get<{ Params: { file: string } }>('/config/:file', async (request, reply) => {
    if (!CONFIG_FILES.has(request.params.file)) throw new LmsError(404, 'NotFound');
    return sendContent(request, reply, ['config', request.params.file]);
  });
  fastify.get<{ Params: { file: string } }>('/data/l10n/:file', translations('data'));
  fastify.get<{ Params: { file: string } }>('/theme/l10n/:file', translations('theme'));
  fastify.get('/theme/html.json', async (request, reply) => sendContent(request, reply, ['theme', 'html.json']));
  // Branding (signinLogo, navbarLogo): public, as the sign-in page shows it; the tenant is in the path, as an <img> sends no X-Scope.
  fastify.get<{ Params: { tenant: string; file: string } }>('/theme/images/:tenant/:file', async (request, reply) => sendThemeImage(request, reply, contentDir));

  fastify.get<{ Params: { tenant: string; '*': string } }>('/learning/:tenant/*', { preHandler: fastify.requireSession }, async (request, reply) =>
    sendLearningFile(request, reply, contentDir),
  );
};

/** Media types of the learning files served; any other extension is not served at all. */
export const LEARNING_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.ogg': 'audio/ogg',
  '.mp3': 'audio/mpeg',
  '.pdf': 'application/pdf',
};
/**
 * An SVG opened as a page runs its scripts on the portal's origin; under this policy it runs none and
 * is a sandboxed document of its own (used as an <img>, the policy does not apply and nothing changes).
 * HTML course packages cannot be sandboxed like this while they are served from the portal's origin:
 * they need their pages, scripts and the record store with the learner's cookie (docs/decisions/0007).
 */
export const SVG_CONTENT_POLICY = "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'";

/** Image types a tenant's theme may use for its logos. */
const THEME_IMAGE_TYPES: Readonly<Record<string, string>> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp' };
const THEME_IMAGE_FILE = /^[A-Za-z0-9][A-Za-z0-9_-]*\.(?:svg|png|jpg|webp)$/;

/** A theme image under content/<tenant>/theme/images/, else the default tenant's; one file name, nothing else. */
async function sendThemeImage(request: FastifyRequest<{ Params: { tenant: string; file: string } }>, reply: FastifyReply, contentDir: string) {
  const { tenant, file } = request.params;
  if (!v.is(ScopeSchema, tenant) || !THEME_IMAGE_FILE.test(file)) throw new LmsError(404, 'NotFound');
  for (const candidate of tenant === DEFAULT_TENANT ? [tenant] : [tenant, DEFAULT_TENANT]) {
    const image = await readFile(path.join(contentDir, candidate, 'theme', 'images', file)).catch(() => undefined);
    if (!image) continue;
    reply.header('x-content-type-options', 'nosniff').header('cache-control', 'public, max-age=3600');
    if (file.endsWith('.svg')) reply.header('content-security-policy', SVG_CONTENT_POLICY);
    return reply.type(THEME_IMAGE_TYPES[path.extname(file)]!).send(image);
  }
  throw new LmsError(404, 'NotFound');
}

/** A path segment of a learning file: no '..', no hidden files, no separators (decoded %2F included). */
const LEARNING_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** bytes=start-end, bytes=start- or bytes=-suffix; undefined when unsatisfiable or not a single range. */
export function parseRange(header: string, size: number): { start: number; end: number } | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [start, end] = match[1] === '' ? [Math.max(0, size - Number(match[2])), size - 1] : [Number(match[1]), match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)];
  return start <= end && start < size ? { start, end } : undefined;
}

/**
 * Learning content (courses, media, documents) under content/<tenant>/learning/, falling back to the
 * default tenant's files like the rest of the content. The signed-in user's tenant must be the path's.
 * Single byte ranges are served, so media can seek.
 */
async function sendLearningFile(request: FastifyRequest<{ Params: { tenant: string; '*': string } }>, reply: FastifyReply, contentDir: string) {
  const { tenant } = request.params;
  if (!v.is(ScopeSchema, tenant)) throw new LmsError(404, 'NotFound');
  if (request.session?.scope !== tenant) throw new LmsError(403, 'ScopeMismatch');
  const segments = request.params['*'].split('/');
  const type = LEARNING_TYPES[path.extname(request.params['*']).toLowerCase()];
  if (!type || !segments.every((segment) => LEARNING_SEGMENT.test(segment) && !segment.includes('..'))) throw new LmsError(404, 'NotFound');

  for (const candidate of tenant === DEFAULT_TENANT ? [tenant] : [tenant, DEFAULT_TENANT]) {
    const root = path.join(contentDir, candidate, 'learning');
    const file = path.join(root, ...segments);
    if (!file.startsWith(root + path.sep)) throw new LmsError(404, 'NotFound');
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) continue;

    const etag = `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`;
    reply.header('x-content-type-options', 'nosniff');
    if (type === LEARNING_TYPES['.svg']) reply.header('content-security-policy', SVG_CONTENT_POLICY);
    reply
      .header('content-type', type)
      .header('accept-ranges', 'bytes')
      .header('etag', etag)
      // Thumbnails (catalogue pictures) are kept a day: a catalogue page shows dozens. Other files
      // are checked every time: a course may change under the same name.
      .header('cache-control', segments[0] === 'thumbnails' ? 'private, max-age=86400' : 'private, no-cache')
      .header('last-modified', info.mtime.toUTCString());
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const rangeHeader = request.headers.range;
    if (rangeHeader) {
      const range = parseRange(rangeHeader, info.size);
      if (!range) return reply.code(416).header('content-range', `bytes */${info.size}`).send();
      reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
        .header('content-length', range.end - range.start + 1);
      return reply.send(createReadStream(file, range));
    }
    reply.header('content-length', info.size);
    return reply.send(createReadStream(file));
  }
  throw new LmsError(404, 'NotFound');
}

export default contentRoutes;
