import { createReadStream } from 'node:fs';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { configFile, LEARNING_TYPES, learningFile, tenantJson, themeImage, translationsFile } from '../../domain/content';
import { headerTenant } from '../../plugins/app/tenant';

/**
 * An SVG opened as a page runs its scripts on the portal's origin; under this policy it runs none and
 * is a sandboxed document of its own (used as an <img>, the policy does not apply and nothing changes).
 * HTML course packages cannot be sandboxed like this while they are served from the portal's origin:
 * they need their pages, scripts and the record store with the learner's cookie (docs/decisions/0007).
 */
export const SVG_CONTENT_POLICY = "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'";

/**
 * content: per-tenant files under deploy/lms/content/<tenant>/ (which names, and the default tenant's
 * fallback: domain/content). The tenant comes from X-Scope.
 */
const contentRoutes: FastifyPluginAsync = async (fastify) => {
  const { contentDir } = fastify.lmsConfig;

  /** `absent`: what a file no tenant has answers (a 404 unless given). */
  async function sendContent(request: FastifyRequest, reply: FastifyReply, segments: string[], absent?: object) {
    const content = await tenantJson(contentDir, await headerTenant(request), segments, absent);
    return reply.header('cache-control', 'no-cache').send(content);
  }

  const translations = (folder: 'data' | 'theme') => async (request: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply) => {
    const { file, absent } = translationsFile(request.params.file);
    return sendContent(request, reply, [folder, 'l10n', file], absent);
  };

  fastify.get<{ Params: { file: string } }>('/config/:file', async (request, reply) => sendContent(request, reply, ['config', configFile(request.params.file)]));
  fastify.get<{ Params: { file: string } }>('/data/l10n/:file', translations('data'));
  fastify.get<{ Params: { file: string } }>('/theme/l10n/:file', translations('theme'));
  fastify.get('/theme/html.json', async (request, reply) => sendContent(request, reply, ['theme', 'html.json']));
  // Branding (signinLogo, navbarLogo): public, as the sign-in page shows it; the tenant is in the path, as an <img> sends no X-Scope.
  fastify.get<{ Params: { tenant: string; file: string } }>('/theme/images/:tenant/:file', async (request, reply) => {
    const { image, type } = await themeImage(contentDir, request.params.tenant, request.params.file);
    reply.header('x-content-type-options', 'nosniff').header('cache-control', 'public, max-age=3600');
    if (request.params.file.endsWith('.svg')) reply.header('content-security-policy', SVG_CONTENT_POLICY);
    return reply.type(type).send(image);
  });

  fastify.get<{ Params: { tenant: string; '*': string } }>('/learning/:tenant/*', { preValidation: fastify.requireSession }, async (request, reply) =>
    sendLearningFile(request, reply, contentDir),
  );
};

/** bytes=start-end, bytes=start- or bytes=-suffix; undefined when unsatisfiable or not a single range. */
export function parseRange(header: string, size: number): { start: number; end: number } | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [start, end] = match[1] === '' ? [Math.max(0, size - Number(match[2])), size - 1] : [Number(match[1]), match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)];
  return start <= end && start < size ? { start, end } : undefined;
}

/**
 * Learning content (courses, media, documents), for the signed-in user of the path's tenant. Single
 * byte ranges are served, so media can seek.
 */
async function sendLearningFile(request: FastifyRequest<{ Params: { tenant: string; '*': string } }>, reply: FastifyReply, contentDir: string) {
  const { file, info, type, segments } = await learningFile(contentDir, request.params.tenant, request.session?.scope, request.params['*']);
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

export default contentRoutes;
