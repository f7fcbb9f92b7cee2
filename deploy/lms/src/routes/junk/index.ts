import { GetExtendedItemRequestSchema, type ExtendedItem } from '@portal/contracts/catalogue';
import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '../../lib/errors';
import { itemOr404 } from '../reach/catalogue/item-view';
import { extensionsUser } from '../resolute/extensions-enabled';

/**
 * junk (spec 2 §7): POST /junk/GetItem {id} answers one catalogue item's extension values (its
 * Extensions), for the fields /resolute/GetExtensions names. Items of the caller's tenant only.
 */
const junkRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.addHook('preValidation', fastify.requireSession);

  fastify.post('/GetItem', async (request): Promise<ExtendedItem> => {
    const user = await extensionsUser(fastify, request);
    const { id } = parseInput(GetExtendedItemRequestSchema, request.body);
    const item = await itemOr404(fastify.db, user.scope, id);
    return { id: item.id, extensions: { ...(item.definition.Extensions ?? {}) } };
  });
};

export default junkRoutes;
