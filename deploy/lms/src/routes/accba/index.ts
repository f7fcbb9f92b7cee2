import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ScopeSchema } from '@portal/contracts';
import { ChatBotUrlRequestSchema, type ChatBotUrlResponse } from '@portal/contracts/support';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { LmsError, parseInput } from '../../lib/errors';
import { sessionUser } from '../../plugins/app/auth';
import { DEFAULT_TENANT } from '../../paths';
import { appSettings } from '../../repositories/tenants';

/** Where the portal's address starts, for a configured chatbot address relative to the portal. */
function portalOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** accba: the chatbot link (spec 1 §1, §7). */
const accbaRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;
  const { contentDir } = fastify.lmsConfig;

  /**
   * The tenant's chatBotUrl as an absolute address, with the signed-in user's first name and username
   * for the chatbot's greeting. The username sent must be the session user's (403 otherwise); the
   * values added always come from the session. 404 when the tenant has no chatbot.
   */
  fastify.post('/GetChatBotUrl', { preValidation: fastify.requireSession }, async (request): Promise<ChatBotUrlResponse> => {
    const input = parseInput(ChatBotUrlRequestSchema, request.body);
    const user = await sessionUser(request);
    if (input.username.trim().toLowerCase() !== user.username.toLowerCase()) throw new LmsError(403, 'UserMismatch');
    const configured = (await appSettings(db, user.scope)).chatBotUrl;
    if (!configured) throw new LmsError(404, 'ChatBotNotConfigured');
    let url: URL;
    try {
      url = new URL(configured, portalOrigin(request));
    } catch {
      throw new LmsError(404, 'ChatBotNotConfigured');
    }
    url.searchParams.set('first_name', user.first_name ?? '');
    url.searchParams.set('username', user.username);
    return { url: url.toString() };
  });

  /** The demo chatbot page: content/<tenant>/chatbot/index.html, else the default tenant's. Static: nothing from the request is echoed. */
  fastify.get<{ Params: { scope: string } }>('/chatbot/:scope', async (request, reply) => {
    const tenants = v.is(ScopeSchema, request.params.scope) ? [request.params.scope, DEFAULT_TENANT] : [DEFAULT_TENANT];
    for (const tenant of tenants) {
      const page = await readFile(path.join(contentDir, tenant, 'chatbot', 'index.html'), 'utf8').catch(() => undefined);
      if (page !== undefined) {
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'")
          .send(page);
      }
    }
    throw new LmsError(404, 'NotFound');
  });
};

export default accbaRoutes;
