import { ACCOUNT_SECURITY_ERRORS as E } from '@portal/contracts/account';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db';
import type { UserRow } from '../db/schema';
import { MFA_PENDING_TTL_MINUTES } from '../domain/constants';
import { isPasswordCheckLocked, isRecentlyAuthenticated, looksLikeRecoveryCode, maxInvalidPasswordAttempts } from '../domain/step-up';
import { LmsError } from '../lib/errors';
import { verifyAgainstDummy, verifyPassword } from '../lib/passwords';
import { verifyTotp } from '../lib/totp';
import { clearPasswordCheckFailures, countPasswordCheckFailures, findSessionProof, recordPasswordCheckFailure } from '../repositories/account-security';
import { useRecoveryCode } from '../repositories/mfa';
import { namedItemsForUser } from '../repositories/tenants';
import { createUserCode, useUserCode } from '../repositories/verifications';

/**
 * Shared by the account calls that need the current password or fresh proof of it (issue 10 findings
 * 1, 2, 13): change password, step-up re-authentication, two-factor reset and recovery codes, e-mail change.
 */

/** Verification type of the code e-mailed or texted for a step-up of an e-mail or SMS two-factor user. */
export const STEP_UP_CODE_TYPE = 'reauthentication';
export const STEP_UP_CODE_TTL_SECONDS = MFA_PENDING_TTL_MINUTES * 60;

/** 429 once the user's failed checks in the window reach the tenant's Account.Login.MaxInvalidPasswordAttempts. */
export async function assertPasswordChecksAllowed(db: Database, user: UserRow): Promise<void> {
  const limit = maxInvalidPasswordAttempts(await namedItemsForUser(db, user));
  if (isPasswordCheckLocked(await countPasswordCheckFailures(db, user.id), limit)) {
    throw new LmsError(429, E.tooManyAttempts, 'Too many attempts. Please wait and try again.');
  }
}

/** The current password, throttled like sign-in: a wrong one counts against the user and answers 400 PasswordIncorrect. */
export async function checkCurrentPassword(db: Database, user: UserRow, password: string): Promise<void> {
  await assertPasswordChecksAllowed(db, user);
  const ok = user.password_hash ? await verifyPassword(password, user.password_hash) : await verifyAgainstDummy(password);
  if (!ok) {
    await recordPasswordCheckFailure(db, user.id);
    throw new LmsError(400, E.passwordIncorrect);
  }
}

/** Counts a wrong code (step-up second factor, e-mail confirmation) against the same limit. */
export async function failCodeCheck(db: Database, user: UserRow, errorCode: string = E.invalidCode): Promise<never> {
  await recordPasswordCheckFailure(db, user.id);
  throw new LmsError(400, errorCode);
}

/** The user's second factor for a step-up: an authenticator code, the code just sent by e-mail/SMS, or a recovery code (spent). */
export async function verifyStepUpCode(db: Database, user: UserRow, code: string): Promise<boolean> {
  if (looksLikeRecoveryCode(code)) return useRecoveryCode(db, user.id, code);
  if (user.mfa_mode === 'ga') return !!user.mfa_secret && verifyTotp(user.mfa_secret, code);
  return (await useUserCode(db, user.id, STEP_UP_CODE_TYPE, code)) !== undefined;
}

export async function storeStepUpCode(db: Database, user: UserRow, code: string): Promise<void> {
  await createUserCode(db, { scope: user.scope, userId: user.id, type: STEP_UP_CODE_TYPE, code, ttlSeconds: STEP_UP_CODE_TTL_SECONDS });
}

/** A successful step-up also clears the failures counted against the user. */
export async function clearFailedChecks(db: Database, user: UserRow): Promise<void> {
  await clearPasswordCheckFailures(db, user.id);
}

/** 403 ReauthenticationRequired unless the session signed in or re-authenticated within the window. */
export async function requireRecentAuthentication(request: FastifyRequest): Promise<void> {
  const session = request.session;
  const proof = session && (await findSessionProof(request.server.db, session.tokenHash));
  if (!proof || !isRecentlyAuthenticated(proof)) {
    throw new LmsError(403, E.reauthenticationRequired, 'Confirm your password to continue.');
  }
}
