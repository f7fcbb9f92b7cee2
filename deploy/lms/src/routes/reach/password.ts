import { ChangePasswordSchema, passwordComplexityProblem } from '@portal/contracts/account';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema';
import { LmsError, parseInput } from '../../lib/errors';
import { hashPassword, passwordProblem } from '../../lib/passwords';
import { endOtherSessions } from '../../repositories/account-security';
import { appSettings, namedItemsForUser } from '../../repositories/tenants';
import { updateUser } from '../../repositories/users';
import { actFor } from '../acting-for';
import { contextualPasswordProblem, proveCurrentUser } from '../step-up';

async function ownAccount(request: FastifyRequest<{ Params: { userId: string } }>): Promise<UserRow> {
  return (await actFor(request, request.params.userId, { refusal: new LmsError(403, 'NotOwnAccount') })).subject;
}

/** Change password (spec 1 §5, §8). */
const passwordRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;

  /** Forms users only, and only where enableChangePassword is not false; the current password is throttled like sign-in. */
  fastify.post<{ Params: { userId: string } }>('/api/v4/users/:userId/security/password', { preHandler: fastify.requireSession }, async (request) => {
    const input = parseInput(ChangePasswordSchema, request.body);
    const user = await ownAccount(request);
    if (user.authentication_mode !== 'forms' || (await appSettings(db, user.scope)).enableChangePassword === false) {
      throw new LmsError(403, 'ChangePasswordDisabled');
    }
    // The tenant's rule, then the LMS's own: a maximum length, no common or breached password, no username or
    // product or tenant name. Checked before the proof, so a two-factor user is not sent a code for a password refused anyway.
    const problem =
      passwordComplexityProblem(input.newPassword, await namedItemsForUser(db, user)) ??
      passwordProblem(input.newPassword) ??
      (await contextualPasswordProblem(db, input.newPassword, user));
    if (problem) throw new LmsError(400, 'ValidationFailed', `newPassword: ${problem}`);
    // The current password, and the second factor when one is set (a fresh session alone changes nothing).
    await proveCurrentUser(db, user, { password: input.oldPassword, code: input.code });
    await updateUser(db, user.id, { password_hash: await hashPassword(input.newPassword), must_change_password: false });
    // Other sign-ins of the user end; this one goes on.
    await endOtherSessions(db, user.id, request.session!.tokenHash);
    return { success: true };
  });
};

export default passwordRoutes;
