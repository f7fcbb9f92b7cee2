import { isUsernameLookupEnabled, type User, UserSignInSchema } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { toSessionUser } from '../../domain/user';
import { LmsError, parseInput } from '../../lib/errors';
import { sessionUser } from '../../plugins/app/auth';
import { tenantNamedItems } from '../../repositories/tenants';
import { recordSignIn } from '../../repositories/users';

/**
 * Step 2 of the sign-in sequence: records the sign-in for a platform and answers the session user.
 * A restricted (Requires2FASetup) session may call it: the portal needs the user to lead to set-up.
 */
const signInRoutes: FastifyPluginAsync = async (fastify) => {
  const options = { preValidation: fastify.requireSession, config: { allowRestrictedSession: true } };
  fastify.post('/api/v4/user/signin', options, async (request): Promise<User> => {
    const input = parseInput(UserSignInSchema, request.body);
    const user = await sessionUser(request);
    // The name the user signed in with: the username, or with username look-up their e-mail address.
    const given = input.username.trim().toLowerCase();
    const byEmail = !!user.email && given === user.email.toLowerCase() && isUsernameLookupEnabled({ items: await tenantNamedItems(fastify.db, user.scope) });
    if (user.username.toLowerCase() !== given && !byEmail) throw new LmsError(403, 'UserMismatch');
    await recordSignIn(fastify.db, user.id, input.platform);
    return toSessionUser(user);
  });
};

export default signInRoutes;
