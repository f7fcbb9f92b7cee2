import { ChangePasswordSchema } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { passwordComplexityProblem } from '@portal/contracts';
import { LmsError, parseInput } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { sessionUser } from '../../plugins/app/auth';
import { appSettings, namedItemsForUser } from '../../repositories/tenants';
import { updateUser } from '../../repositories/users';

/** Change password (spec 1 §5, §8): forms users only, and only where enableChangePassword is not false. */
const passwordRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;

  fastify.post<{ Params: { userId: string } }>('/api/v4/users/:userId/security/password', { preHandler: fastify.requireSession }, async (request) => {
    const input = parseInput(ChangePasswordSchema, request.body);
    const user = await sessionUser(request);
    if (request.params.userId !== user.id) throw new LmsError(403, 'NotOwnAccount');
    if (user.authentication_mode !== 'forms' || (await appSettings(db, user.scope)).enableChangePassword === false) {
      throw new LmsError(403, 'ChangePasswordDisabled');
    }
    if (!user.password_hash || !(await verifyPassword(input.oldPassword, user.password_hash))) throw new LmsError(400, 'PasswordIncorrect');
    const problem = passwordComplexityProblem(input.newPassword, await namedItemsForUser(db, user));
    if (problem) throw new LmsError(400, 'ValidationFailed', `newPassword: ${problem}`);
    await updateUser(db, user.id, { password_hash: await hashPassword(input.newPassword), must_change_password: false });
    // Other sign-ins of the user end; this one goes on.
    await db.deleteFrom('sessions').where('user_id', '=', user.id).where('token_hash', '!=', request.session!.tokenHash).execute();
    return { success: true };
  });
};

export default passwordRoutes;
