import { ResolveUsernameSchema, type ResolveUsernameResponse } from '@portal/contracts/account';
import type { FastifyPluginAsync } from 'fastify';
import type { UserRow } from '../../db/schema';
import { LmsError, parseInput } from '../../lib/errors';
import { findUsersByEmail } from '../../repositories/accounts';
import { findUserByUsername } from '../../repositories/users';

function resolved(user: UserRow): ResolveUsernameResponse {
  return { success: true, userId: user.id, displayName: user.display_name };
}

/**
 * Resolve username (spec 1 §7), for picking a delegate: signed-in users only, within their tenant. The
 * username wins (usernames are unique); with includeEmail an e-mail address shared by several users
 * is 404 DuplicateUsersFound, so the dialog asks for the username instead.
 */
const resolveUsernameRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;

  fastify.post('/api/v4/users/ResolveUsername', { preHandler: fastify.requireSession }, async (request): Promise<ResolveUsernameResponse> => {
    const input = parseInput(ResolveUsernameSchema, request.body);
    const scope = request.tenant!;
    const byUsername = await findUserByUsername(db, scope, input.username);
    if (byUsername) return resolved(byUsername);
    const byEmail = input.includeEmail ? await findUsersByEmail(db, scope, input.username) : [];
    if (byEmail.length > 1) throw new LmsError(404, 'DuplicateUsersFound');
    if (byEmail[0]) return resolved(byEmail[0]);
    throw new LmsError(404, 'UserNotFound');
  });
};

export default resolveUsernameRoutes;
