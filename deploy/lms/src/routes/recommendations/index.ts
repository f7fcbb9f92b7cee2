import { RECOMMENDATIONS_DEFAULT_LIMIT, RecommendationsQuerySchema, recommend, type RecommendedItem } from '@portal/contracts/dashboard';
import type { FastifyPluginAsync } from 'fastify';
import { isAvailable } from '../../domain/catalogue/availability';
import { parseInput } from '../../lib/errors';
import { sessionUser } from '../../plugins/app/auth';
import { listItems } from '../../repositories/catalogue';

/**
 * GET /recommendations?limit=&seed= (spec 3 §7; the path is not named by the spec): `limit` items of
 * the tenant's catalogue the user may see, sharing a category with the seed item; without a seed
 * category, the most recently modified items.
 */
const recommendationsRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get('/', { preValidation: fastify.requireSession }, async (request): Promise<{ items: RecommendedItem[] }> => {
    const { limit = RECOMMENDATIONS_DEFAULT_LIMIT, seed } = parseInput(RecommendationsQuerySchema, request.query);
    const user = await sessionUser(request);
    const now = new Date();
    const visible = (await listItems(fastify.db, user.scope)).filter((item) => !item.definition.isHidden && isAvailable(item.definition, now));
    const candidates = visible.map((item) => ({ item, id: item.id, name: item.name, categories: item.definition.Categories ?? [], modifiedOn: item.modifiedOn }));
    return {
      items: recommend(candidates, { limit, seedId: seed }).map(({ item }) => ({
        Id: item.id,
        Name: item.name,
        Type: item.type,
        ThumbnailUrl: item.definition.ThumbnailUrl ?? null,
        ModifiedOn: item.modifiedOn.toISOString(),
      })),
    };
  });
};

export default recommendationsRoutes;
