import { ExternalLearningListQuerySchema, ExternalLearningPayloadSchema } from '@portal/contracts/external-learning';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { UserRow } from '../../db/schema';
import { createItem, deleteItem, elaAnswer, readableItem, updateItem, writableItem } from '../../domain/external-learning';
import { LmsError, parseInput } from '../../lib/errors';
import type { ValibotTypeProvider } from '../../lib/valibot-type-provider';
import { sessionUser } from '../../plugins/app/auth';
import { findExternalLearning, listActivityTypes, listExternalLearning } from '../../repositories/external-learning';
import { tenantSettings } from '../../repositories/tenants';
import { actFor } from '../acting-for';

const UserParams = v.object({ scope: v.string(), user: v.pipe(v.string(), v.nonEmpty()) });
const ItemParams = v.object({ scope: v.string(), user: v.pipe(v.string(), v.nonEmpty()), id: v.pipe(v.string(), v.nonEmpty()) });

/** The user a path names (id or username) when the session user is them or approves for them on the item; 404 NotFound otherwise. */
async function pathUser(request: FastifyRequest, user: string, itemId: string): Promise<UserRow> {
  return (await actFor(request, user, { byUsername: true, allow: ['approver'], itemId, refusal: () => new LmsError(404, 'NotFound') })).subject;
}

/** 403 unless the path names the session user (lists and creating are one's own). */
async function ownPathUser(request: FastifyRequest, user: string): Promise<UserRow> {
  return (await actFor(request, user, { byUsername: true })).subject;
}

/**
 * External learning (spec 2 §7, spec 3 §7) under /reach/{scope}/api/v3: lookups (the tenant's activity
 * types), the user's items (paged by limit/offset, filtered by approval status and search text), create,
 * read, update and delete; the rules are domain/external-learning.ts's. 404 FeatureDisabled when
 * enableExternalLearning is false.
 */
const externalLearningRoutes: FastifyPluginAsync = async (instance) => {
  const fastify = instance.withTypeProvider<ValibotTypeProvider>();
  const { db } = fastify;
  fastify.addHook('preValidation', fastify.requireSession);
  fastify.addHook('preValidation', async (request) => {
    if ((await tenantSettings(db, request.tenant!)).enableExternalLearning === false) throw new LmsError(404, 'FeatureDisabled');
  });

  /** The path's item as its owner may write it, with the session user. */
  async function writable(request: FastifyRequest) {
    const params = parseInput(ItemParams, request.params);
    const me = await sessionUser(request);
    const scope = request.tenant!;
    const owner = await pathUser(request, params.user, params.id);
    return { me, scope, row: await writableItem(db, scope, me, owner, params.id) };
  }

  fastify.get('/api/v3/externallearning/lookups', async (request) => ({ types: await listActivityTypes(db, request.tenant!) }));

  fastify.get('/api/v3/users/:user/externallearning', async (request) => {
    const params = parseInput(UserParams, request.params);
    const me = await ownPathUser(request, params.user);
    const query = parseInput(ExternalLearningListQuerySchema, request.query);
    const scope = request.tenant!;
    const { rows, total } = await listExternalLearning(db, scope, me.id, query);
    return { items: await Promise.all(rows.map((row) => elaAnswer(db, scope, row))), total };
  });

  fastify.post('/api/v3/users/:user/externallearning', async (request) => {
    const params = parseInput(UserParams, request.params);
    const me = await ownPathUser(request, params.user);
    const payload = parseInput(ExternalLearningPayloadSchema, request.body);
    const scope = request.tenant!;
    const id = await createItem(db, scope, me, payload);
    return { success: true, data: { id }, item: await elaAnswer(db, scope, (await findExternalLearning(db, scope, id))!) };
  });

  fastify.get('/api/v3/users/:user/externallearning/:id', async (request) => {
    const params = parseInput(ItemParams, request.params);
    const me = await sessionUser(request);
    const scope = request.tenant!;
    const owner = await pathUser(request, params.user, params.id);
    return elaAnswer(db, scope, await readableItem(db, scope, me, owner, params.id));
  });

  fastify.put('/api/v3/users/:user/externallearning/:id', async (request) => {
    const { me, row, scope } = await writable(request);
    await updateItem(db, scope, me, row, parseInput(ExternalLearningPayloadSchema, request.body));
    return { success: true, item: await elaAnswer(db, scope, (await findExternalLearning(db, scope, row.id))!) };
  });

  fastify.delete('/api/v3/users/:user/externallearning/:id', async (request) => {
    const { me, row, scope } = await writable(request);
    await deleteItem(db, scope, me, row);
    return { success: true };
  });
};

export default externalLearningRoutes;
