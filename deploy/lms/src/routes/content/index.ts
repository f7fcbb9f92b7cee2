import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
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

  async function sendContent(request: FastifyRequest, reply: FastifyReply, ...segments: string[]) {
    const tenant = await headerTenant(request);
    const tenants = tenant === DEFAULT_TENANT ? [tenant] : [tenant, DEFAULT_TENANT];
    for (const candidate of tenants) {
      const content = await readJson(path.join(contentDir, candidate, ...segments));
      if (content !== undefined) return reply.header('cache-control', 'no-cache').send(content);
    }
    throw new LmsError(404, 'NotFound');
  }

  function localeFile(file: string): string {
    if (!LOCALE_FILE.test(file)) throw new LmsError(400, 'ValidationFailed', 'locale: invalid');
    return file;
  }

  fastify.get<{ Params: { file: string } }>('/config/:file', async (request, reply) => {
    if (!CONFIG_FILES.has(request.params.file)) throw new LmsError(404, 'NotFound');
    return sendContent(request, reply, 'config', request.params.file);
  });
  fastify.get<{ Params: { file: string } }>('/data/l10n/:file', async (request, reply) =>
    sendContent(request, reply, 'data', 'l10n', localeFile(request.params.file)),
  );
  fastify.get<{ Params: { file: string } }>('/theme/l10n/:file', async (request, reply) =>
    sendContent(request, reply, 'theme', 'l10n', localeFile(request.params.file)),
  );
  fastify.get('/theme/html.json', async (request, reply) => sendContent(request, reply, 'theme', 'html.json'));
};

export default contentRoutes;
