import { ACCOUNT_SECURITY_ERRORS as E, ChangePasswordSchema, ReauthenticateSchema, type ReauthenticateResponse, type SecondFactorRequired } from '@portal/contracts/account';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { passwordComplexityProblem } from '@portal/contracts/account';
import type { UserRow } from '../../db/schema';
import { maskDestination } from '../../domain/mfa';
import { reauthenticationValidUntil } from '../../domain/step-up';
import { LmsError, parseInput } from '../../lib/errors';
import { hashPassword, passwordProblem } from '../../lib/passwords';
import { sixDigitCode } from '../../lib/tokens';
import { endOtherSessions, markSessionReauthenticated } from '../../repositories/account-security';
import { appSettings, namedItemsForUser } from '../../repositories/tenants';
import { updateUser } from '../../repositories/users';
import { sendCode } from '../authr/send-code';
import { actFor } from '../acting-for';
import { checkCurrentPassword, clearFailedChecks, failCodeCheck, storeStepUpCode, verifyStepUpCode } from '../step-up';

async function ownAccount(request: FastifyRequest<{ Params: { userId: string } }>): Promise<UserRow> {
  return (await actFor(request, request.params.userId, { refusal: new LmsError(403, 'NotOwnAccount') })).subject;
}

/** Change password (spec 1 §5, §8) and step-up re-authentication (issue 10). */
const passwordRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;

  /** Forms users only, and only where enableChangePassword is not false; the current password is throttled like sign-in. */
  fastify.post<{ Params: { userId: string } }>('/api/v4/users/:userId/security/password', { preHandler: fastify.requireSession }, async (request) => {
    const input = parseInput(ChangePasswordSchema, request.body);
    const user = await ownAccount(request);
    if (user.authentication_mode !== 'forms' || (await appSettings(db, user.scope)).enableChangePassword === false) {
      throw new LmsError(403, 'ChangePasswordDisabled');
    }
    await checkCurrentPassword(db, user, input.oldPassword);
    // The tenant's rule, then the LMS's own: a maximum length and no common or breached password (issue 10 finding 9).
    const problem = passwordComplexityProblem(input.newPassword, await namedItemsForUser(db, user)) ?? passwordProblem(input.newPassword);
    if (problem) throw new LmsError(400, 'ValidationFailed', `newPassword: ${problem}`);
    await updateUser(db, user.id, { password_hash: await hashPassword(input.newPassword), must_change_password: false });
    await clearFailedChecks(db, user);
    // Other sign-ins of the user end; this one goes on.
    await endOtherSessions(db, user.id, request.session!.tokenHash);
    return { success: true };
  });

  /**
   * Step-up: the current password, and the second factor when the user has one, proves the session's
   * user is at the keyboard; the session may then change the e-mail address or two-factor settings for
   * REAUTHENTICATION_WINDOW_MINUTES. An e-mail or SMS user sending no code is sent one and told
   * SecondFactorRequired; an authenticator user types the app's code; a recovery code also works.
   */
  fastify.post<{ Params: { userId: string } }>('/api/v4/users/:userId/reauthenticate', { preHandler: fastify.requireSession }, async (request, reply) => {
    const input = parseInput(ReauthenticateSchema, request.body);
    const user = await ownAccount(request);
    if (user.authentication_mode !== 'forms') throw new LmsError(403, 'NotFormsUser');
    await checkCurrentPassword(db, user, input.password);
    if (user.mfa_mode !== 'none') {
      if (!input.code) {
        if (user.mfa_mode === 'email' || user.mfa_mode === 'sms') {
          const code = sixDigitCode();
          await storeStepUpCode(db, user, code);
          const destination = { mode: user.mfa_mode, email: user.email, countryCode: user.mfa_country_code, contactNumber: user.mfa_contact_number };
          if (!(await sendCode(db, user, destination, code))) throw new LmsError(400, 'NoDestination');
        }
        const body: SecondFactorRequired = {
          success: false,
          ErrorCode: E.secondFactorRequired,
          mode: user.mfa_mode,
          ...(user.mfa_mode === 'ga' ? {} : { to: maskDestination(user.mfa_mode, user) }),
        };
        return reply.code(400).send(body);
      }
      if (!(await verifyStepUpCode(db, user, input.code))) await failCodeCheck(db, user);
    }
    const now = new Date();
    await markSessionReauthenticated(db, request.session!.tokenHash, now);
    await clearFailedChecks(db, user);
    return { success: true, validUntil: reauthenticationValidUntil({ createdAt: now, reauthenticatedAt: now }).toISOString() } satisfies ReauthenticateResponse;
  });
};

export default passwordRoutes;
