import type { NamedItem, ProfileFieldDefinition } from '@portal/contracts';
import { NamedItemNameSchema, NamedItemUpdateSchema, TENANT_ADMINISTRATOR_ROLE } from '@portal/contracts/admin';
import type { FastifyPluginAsync } from 'fastify';
import { LmsError, parseInput } from '../../lib/errors';
import { sessionUser } from '../../plugins/app/auth';
import { pickEncoding } from '../../lib/encoding';
import { appSettingsBody, profileFieldDefinitions, setTenantNamedItem } from '../../repositories/tenants';
import { findSignedInUser } from '../../repositories/users';

/** Public start-up configuration. With a session of this tenant, the named items are those that apply to that user. */
const configRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;

  fastify.get('/api/v3/endpoint/config', async (request, reply) => {
    const scope = request.tenant!;
    const user = request.session?.scope === scope ? await findSignedInUser(db, request.session.userId) : undefined;
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply.header('cache-control', 'no-store').header('vary', 'Accept-Encoding').type('application/json; charset=utf-8');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    // An AppSettings, serialised and compressed once per tenant (and set of user overrides).
    return reply.send(await appSettingsBody(db, scope, encoding, user));
  });

  // Every replica sees the change at once: the write tells the others through the change feed.
  fastify.put<{ Params: { name: string } }>('/api/v3/endpoint/config/items/:name', { preValidation: fastify.requireSession }, async (request): Promise<NamedItem> => {
    const user = await sessionUser(request);
    if (!user.roles.includes(TENANT_ADMINISTRATOR_ROLE)) throw new LmsError(403, 'NotAuthorised');
    const name = parseInput(NamedItemNameSchema, request.params.name);
    const { value } = parseInput(NamedItemUpdateSchema, request.body);
    await setTenantNamedItem(db, request.tenant!, { name, value });
    return { name, value };
  });

  fastify.get('/api/v4/profilefields', async (request): Promise<ProfileFieldDefinition[]> => profileFieldDefinitions(db, request.tenant!));
};

export default configRoutes;
