import {
  COOKIES,
  DEFAULT_EXPIRES_IN_SECONDS,
  type TokenIssueResponse,
  TokenIssueReachSchema,
  TokenRefreshSchema,
  type TokenRefreshResponse,
} from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { awaitsEmailVerification, EMAIL_NOT_VERIFIED_MESSAGE } from '../../domain/registration';
import { decideSignInResult, isSignInLocked, TOO_MANY_ATTEMPTS_MESSAGE } from '../../domain/sign-in';
import { LmsError, parseInput } from '../../lib/errors';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import {
  clearPendingCookie,
  clearSessionCookies,
  PASSWORD_CHANGE_COOKIE,
  PASSWORD_CHANGE_TTL_SECONDS,
  setPendingCookie,
  setSessionCookies,
  startSession,
} from '../../plugins/app/auth';
import { headerTenant, knownTenant } from '../../plugins/app/tenant';
import { PUBLIC_ACCOUNT_RATE_LIMIT } from '../../plugins/external/rate-limit';
import { createMfaPending, MFA_PENDING_TTL_SECONDS } from '../../repositories/mfa';
import { deleteSession, extendSession } from '../../repositories/sessions';
import { clearSignInFailures, countSignInFailures, recordSignInFailure } from '../../repositories/sign-in-attempts';
import { namedItemsForUser } from '../../repositories/tenants';
import { findUserByUsername } from '../../repositories/users';
import { createVerification } from '../../repositories/verifications';

/** Token issue, refresh and invalidate (decision 0001, sign-in sequence step 1). */
const tokenRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;

  fastify.post('/token/issue/reach', { config: PUBLIC_ACCOUNT_RATE_LIMIT }, async (request, reply): Promise<TokenIssueResponse> => {
    const input = parseInput(TokenIssueReachSchema, request.body);
    const scope = input.scope || (await headerTenant(request));
    const address = request.ip;

    if (isSignInLocked(await countSignInFailures(db, scope, input.user, address))) {
      return reply.code(429).send({ result: 'Failed', Message: TOO_MANY_ATTEMPTS_MESSAGE });
    }
    const user = (await knownTenant(request, scope)) ? await findUserByUsername(db, scope, input.user) : undefined;
    // Unknown user and wrong password take the same time and get the same answer.
    const passwordOk = user?.password_hash ? await verifyPassword(input.pass, user.password_hash) : await verifyAgainstDummy(input.pass);
    if (!user || !passwordOk) {
      await recordSignInFailure(db, scope, input.user, address);
      return { result: 'Failed' };
    }
    await clearSignInFailures(db, scope, input.user);
    // The password was right, so saying why the sign-in cannot go on discloses nothing new.
    if (awaitsEmailVerification(user)) return { result: 'Failed', Message: EMAIL_NOT_VERIFIED_MESSAGE };

    const result = decideSignInResult(user, await namedItemsForUser(db, user));
    const expiresIn = input.expiresIn ?? DEFAULT_EXPIRES_IN_SECONDS;
    switch (result) {
      case 'RequiresNewPassword': {
        // The portal asks for a VerifyAndSetPasswordWithoutEmail code next; this cookie proves the password was given here.
        const code = await createVerification(db, { scope, userId: user.id, type: 'VerifyAndSetPasswordWithoutEmail' });
        setPendingCookie(request, reply, PASSWORD_CHANGE_COOKIE, code, PASSWORD_CHANGE_TTL_SECONDS);
        return { result };
      }
      case 'RequiresNewPasswordWithEmailVerification':
        return { result };
      case 'Requires2FAVerification': {
        const token = await createMfaPending(db, { userId: user.id, scope, expiresIn });
        setPendingCookie(request, reply, COOKIES.mfaPending, token, MFA_PENDING_TTL_SECONDS);
        return { result };
      }
      default:
        return { result, exp: await startSession(request, reply, user, expiresIn) };
    }
  });

  fastify.post('/token/refresh', { preHandler: fastify.requireSession }, async (request, reply): Promise<TokenRefreshResponse> => {
    const input = parseInput(TokenRefreshSchema, request.body);
    const session = request.session!;
    const expiresAt = await extendSession(db, session.tokenHash, input.expiresIn ?? DEFAULT_EXPIRES_IN_SECONDS);
    const token = request.cookies[COOKIES.session];
    if (!token) throw new LmsError(401, 'NotAuthenticated');
    return { success: true, exp: setSessionCookies(request, reply, { token, userId: session.userId, expiresAt }) };
  });

  /** Signing out always succeeds: with or without a live session the cookies are cleared. */
  fastify.post('/token/invalidate', async (request, reply) => {
    if (request.session) await deleteSession(db, request.session.tokenHash);
    clearSessionCookies(request, reply);
    clearPendingCookie(request, reply, COOKIES.mfaPending);
    return { success: true };
  });
};

export default tokenRoutes;
