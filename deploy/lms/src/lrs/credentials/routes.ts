import { TENANT_ADMINISTRATOR_ROLE } from '@portal/contracts/admin';
import { LOCAL_LRS_PATH, LrsClientCreateSchema, LrsExternalSchema, type LrsClient, type XapiConfig } from '@portal/contracts/xapi';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema';
import { LmsError, parseInput } from '../../lib/errors';
import { sessionUser } from '../../plugins/app/auth';
import { actFor } from '../../routes/acting-for';
import { userAgent } from './agent';
import { createLrsClient, listLrsClients, revokeLrsClient, type NewLrsClient } from './clients';
import { findExternalLrs, removeExternalLrs, saveExternalLrs } from './external';
import { issueUserToken } from './user-tokens';

/*
 * Under /reach/{scope}/api (the tenant resolved by the reach plugin): xapi/config (spec 3 §7) and the
 * tenant administrator's calls for the record store's clients and the tenant's external store.
 */

/** Where the LMS is mounted behind the gateway (and in buildLms): the store is at /_api/lrs/. */
const API_PREFIX = '/_api';

/** The relationships that may ask for another user's config: those that read a learner's records. */
const ACT_FOR = ['approver', 'teamLeader'] as const;

async function administrator(request: FastifyRequest): Promise<UserRow> {
  const user = await sessionUser(request);
  if (!user.roles.includes(TENANT_ADMINISTRATOR_ROLE)) throw new LmsError(403, 'NotAuthorised');
  return user;
}

const credentialRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;

  /**
   * The record store for the owner: the endpoint, the agent that names the owner there and the
   * Authorization value. The tenant's external store when it has one; else the portal's own store with
   * a new short-lived token for the owner (read-only when someone acts for them).
   */
  fastify.get<{ Params: { owner: string }; Querystring: { actingAs?: string } }>(
    '/api/v4/users/:owner/xapi/config',
    { preHandler: fastify.requireSession },
    async (request): Promise<XapiConfig> => {
      const { actor, subject } = await actFor(request, request.params.owner, { actingAs: request.query.actingAs, allow: ACT_FOR });
      const homePage = fastify.lmsConfig.stablePortalUrl;
      const agent = { ...userAgent(homePage, subject.id), name: subject.display_name };
      const external = await findExternalLrs(db, subject.scope);
      if (external) return { endpoint: external.endpoint, agent, authToken: external.auth };
      const token = await issueUserToken(db, { scope: subject.scope, userId: subject.id, issuedTo: actor.id, agent: userAgent(homePage, subject.id) });
      // Relative: the portal reaches it on whichever address the browser used (an absolute one from the
      // listening address, or another host name of the portal, would be another origin to the page).
      return { endpoint: `${API_PREFIX}${LOCAL_LRS_PATH}`, agent, authToken: token.authorization };
    },
  );

  fastify.get('/api/v3/endpoint/lrs/clients', { preHandler: fastify.requireSession }, async (request): Promise<LrsClient[]> => {
    await administrator(request);
    return listLrsClients(db, request.tenant!);
  });

  fastify.post('/api/v3/endpoint/lrs/clients', { preHandler: fastify.requireSession }, async (request, reply): Promise<NewLrsClient> => {
    const user = await administrator(request);
    const input = parseInput(LrsClientCreateSchema, request.body);
    const client = await createLrsClient(db, { scope: request.tenant!, name: input.name, scopes: input.scopes, homePage: fastify.lmsConfig.stablePortalUrl, createdBy: user.id });
    reply.code(201);
    return client;
  });

  fastify.delete<{ Params: { id: string } }>('/api/v3/endpoint/lrs/clients/:id', { preHandler: fastify.requireSession }, async (request, reply) => {
    await administrator(request);
    if (!(await revokeLrsClient(db, request.tenant!, request.params.id))) throw new LmsError(404, 'LrsClientNotFound');
    return reply.code(204).send();
  });

  fastify.get('/api/v3/endpoint/lrs/external', { preHandler: fastify.requireSession }, async (request) => {
    await administrator(request);
    const external = await findExternalLrs(db, request.tenant!);
    return external ? { endpoint: external.endpoint, key: external.key } : null;
  });

  fastify.put('/api/v3/endpoint/lrs/external', { preHandler: fastify.requireSession }, async (request) => {
    await administrator(request);
    const input = parseInput(LrsExternalSchema, request.body);
    await saveExternalLrs(db, request.tenant!, input);
    return { endpoint: input.endpoint, key: input.key };
  });

  fastify.delete('/api/v3/endpoint/lrs/external', { preHandler: fastify.requireSession }, async (request, reply) => {
    await administrator(request);
    if (!(await removeExternalLrs(db, request.tenant!))) throw new LmsError(404, 'NoExternalLrs');
    return reply.code(204).send();
  });
};

export default credentialRoutes;
