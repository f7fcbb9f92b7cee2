import { ResolveUsernameSchema, type ResolveUsernameResponse } from '@portal/contracts/account';
import type { FastifyPluginAsync } from 'fastify';
import { resolveUsername } from '../../domain/accounts';
import { parseInput } from '../../lib/errors';

/**
 * Resolve username (spec 1 §7), for picking a delegate: signed-in users only, within their tenant. The
 * username wins (usernames are unique); with includeEmail an e-mail address shared by several users
 * is 404 DuplicateUsersFound, so the dialog asks for the username instead.
 */
const resolveUsernameRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;

  fastify.post('/api/v4/users/ResolveUsername', { preValidation: fastify.requireSession }, async (request): Promise<ResolveUsernameResponse> => {
    const input = parseInput(ResolveUsernameSchema, request.body);
    const user = await resolveUsername(db, request.tenant!, input.username, input.includeEmail);
    return { success: true, userId: user.id, displayName: user.display_name };
  });
};

export default resolveUsernameRoutes;
