import { ChangePasswordSchema } from '@portal/contracts/account';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema';
import { assertPasswordChangeable, newPasswordProblem, refuseAccount } from '../../domain/accounts';
import { LmsError, parseInput } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { endOtherSessions } from '../../repositories/account-security';
import { appSettings } from '../../repositories/tenants';
import { updateUser } from '../../repositories/users';
import { actFor } from '../acting-for';
import { proveCurrentUser } from '../step-up';

async function ownAccount(request: FastifyRequest<{ Params: { userId: string } }>): Promise<UserRow> {
  return (await actFor(request, request.params.userId, { refusal: () => new LmsError(403, 'NotOwnAccount') })).subject;
}

/** Change password (spec 1 §5, §8). */
const passwordRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;

  /** Forms users only, and only where enableChangePassword is not false; the current password is throttled like sign-in. */
  fastify.post<{ Params: { userId: string } }>('/api/v4/users/:userId/security/password', { preValidation: fastify.requireSession }, async (request) => {
    const input = parseInput(ChangePasswordSchema, request.body);
    const user = await ownAccount(request);
    assertPasswordChangeable(user, await appSettings(db, user.scope));
    // Checked before the proof, so a two-factor user is not sent a code for a password refused anyway.
    const problem = await newPasswordProblem(db, user, input.newPassword);
    if (problem) throw refuseAccount('ValidationFailed', `newPassword: ${problem}`);
    // The current password, and the second factor when one is set (a fresh session alone changes nothing).
    await proveCurrentUser(db, user, { password: input.oldPassword, code: input.code });
    await updateUser(db, user.id, { password_hash: await hashPassword(input.newPassword), must_change_password: false });
    // Other sign-ins of the user end; this one goes on.
    await endOtherSessions(db, user.id, request.session!.tokenHash);
    return { success: true };
  });
};

export default passwordRoutes;
