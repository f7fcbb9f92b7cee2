import { COOKIES, type TokenIssueResponse, TokenIssueReachSchema, TokenRefreshSchema, type TokenRefreshResponse } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { awaitsEmailVerification, EMAIL_NOT_VERIFIED_MESSAGE } from '../../domain/registration';
import { decideSignInResult, isSignInLocked, maxInvalidPasswordAttempts, TOO_MANY_ATTEMPTS_MESSAGE } from '../../domain/sign-in';
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
import { findSignInUser } from '../../repositories/accounts';
import { createMfaPending, MFA_PENDING_TTL_SECONDS } from '../../repositories/mfa';
import { deleteSession, findSessionByHash, grantedIdleSeconds, rotateSession } from '../../repositories/sessions';
import { clearSignInFailures, countSignInFailures, recordSignInFailure } from '../../repositories/sign-in-attempts';
import { namedItemsForUser, tenantNamedItems } from '../../repositories/tenants';
import { issueVerificationCode } from '../../domain/accounts';

/** Token issue, refresh and invalidate (decision 0001, sign-in sequence step 1). */
const tokenRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;

  fastify.post('/token/issue/reach', { config: PUBLIC_ACCOUNT_RATE_LIMIT }, async (request, reply): Promise<TokenIssueResponse> => {
    const input = parseInput(TokenIssueReachSchema, request.body);
    const scope = input.scope || (await headerTenant(request));
    const address = request.ip;
    const tenant = await knownTenant(request, scope);

    const items = tenant ? await tenantNamedItems(db, tenant) : [];
    const maxAttempts = maxInvalidPasswordAttempts(items);
    if (isSignInLocked(await countSignInFailures(db, scope, input.user, address), maxAttempts)) {
      return reply.code(429).send({ result: 'Failed', Message: TOO_MANY_ATTEMPTS_MESSAGE });
    }
    const user = tenant ? await findSignInUser(db, tenant, input.user, items) : undefined;
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
    // The server grants at most its idle timeout, whatever is asked (repositories/sessions grantedIdleSeconds).
    const expiresIn = input.expiresIn;
    switch (result) {
      case 'RequiresNewPassword': {
        // The portal asks for a VerifyAndSetPasswordWithoutEmail code next; this cookie proves the password was given here.
        const code = await issueVerificationCode(db, { scope, userId: user.id, type: 'VerifyAndSetPasswordWithoutEmail' });
        setPendingCookie(request, reply, PASSWORD_CHANGE_COOKIE, code, PASSWORD_CHANGE_TTL_SECONDS);
        return { result };
      }
      case 'RequiresNewPasswordWithEmailVerification':
        return { result };
      case 'Requires2FAVerification': {
        const token = await createMfaPending(db, { userId: user.id, scope, expiresIn: grantedIdleSeconds(expiresIn) });
        setPendingCookie(request, reply, COOKIES.mfaPending, token, MFA_PENDING_TTL_SECONDS);
        return { result };
      }
      case 'Requires2FASetup':
        // Finding 5: a session for two-factor set-up only, until a second factor is set up.
        return { result, exp: await startSession(request, reply, user, expiresIn, { restricted: true }) };
      default:
        return { result, exp: await startSession(request, reply, user, expiresIn) };
    }
  });

  /**
   * Finding 8: refresh rotates the token (a new one in the cookie, the old one ends after a few seconds'
   * grace for requests already under way) and grants the idle time again, never past the session's
   * absolute end. A token already replaced is not refreshed again: the answer names its successor's
   * expiry and sets nothing, so a copied old token gains nothing.
   */
  fastify.post('/token/refresh', { preValidation: fastify.requireSession, config: { allowRestrictedSession: true } }, async (request, reply): Promise<TokenRefreshResponse> => {
    const input = parseInput(TokenRefreshSchema, request.body);
    const session = request.session!;
    const successor = session.replacedBy ? await findSessionByHash(db, session.replacedBy) : undefined;
    if (successor) return { success: true, exp: Math.floor(successor.expiresAt.getTime() / 1000) };
    const rotated = session.replacedBy ? undefined : await rotateSession(db, session, input.expiresIn);
    if (!rotated) throw new LmsError(401, 'NotAuthenticated');
    return { success: true, exp: setSessionCookies(request, reply, { token: rotated.token, userId: session.userId, expiresAt: rotated.expiresAt }) };
  });

  /** Signing out always succeeds: with or without a live session the cookies are cleared. */
  fastify.post('/token/invalidate', async (request, reply) => {
    const session = request.session;
    if (session) await deleteSession(db, session.tokenHash);
    if (session?.replacedBy) await deleteSession(db, session.replacedBy);
    clearSessionCookies(request, reply);
    clearPendingCookie(request, reply, COOKIES.mfaPending);
    return { success: true };
  });
};

export default tokenRoutes;
