import { COOKIES, MfaVerificationCompleteSchema, type MfaVerificationStartResponse } from '@portal/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { maskDestination } from '../../domain/mfa';
import { LmsError, parseInput } from '../../lib/errors';
import { sha256, sixDigitCode } from '../../lib/tokens';
import { clearPendingCookie, startSession } from '../../plugins/app/auth';
import { PUBLIC_ACCOUNT_RATE_LIMIT } from '../../plugins/external/rate-limit';
import { deleteMfaPending, failMfaPending, findMfaPending, type MfaPending, setMfaPendingCode, useRecoveryCode } from '../../repositories/mfa';
import { clearSecondFactorFailures, countSecondFactorFailures, recordSecondFactorFailure } from '../../repositories/sign-in-attempts';
import { findUserById } from '../../repositories/users';
import { SECOND_FACTOR_LIMITS } from '../../domain/constants';
import type { UserRow } from '../../db/schema';
import { claimAuthenticatorCode } from '../step-up';
import { sendCode } from './send-code';

const SIX_DIGITS = /^\d{6}$/;

/** Answer once the account has used up its wrong codes for the window (issue 10 finding 4). */
export const TOO_MANY_CODES_MESSAGE = 'Too many wrong codes. Please wait and try again.';

/** The code for this pending sign-in: authenticator, e-mailed or texted code, or else an unused recovery code. */
async function isValidCode(request: FastifyRequest, pending: MfaPending, user: UserRow, code: string): Promise<boolean> {
  if (SIX_DIGITS.test(code)) {
    const valid = user.mfa_mode === 'ga' ? await claimAuthenticatorCode(request.server.db, user, code) : pending.code_hash === sha256(code);
    if (valid) return true;
  }
  return useRecoveryCode(request.server.db, user.id, code);
}

/** The sign-in waiting for its second factor (cookie lp_mfa); 401 when there is none, so the portal returns to sign-in. */
async function pendingSignIn(request: FastifyRequest): Promise<{ pending: MfaPending; user: UserRow }> {
  const token = request.cookies[COOKIES.mfaPending];
  const pending = token ? await findMfaPending(request.server.db, token) : undefined;
  const user = pending && (await findUserById(request.server.db, pending.user_id));
  if (!pending || !user) throw new LmsError(401, 'NoPendingVerification');
  return { pending, user };
}

/** Second factor at sign-in (decision 0001): start sends the code, complete checks it and starts the session. */
const mfaVerificationRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;

  /** Also the resend: a new code replaces the previous one; the attempts already used still count. */
  fastify.post('/mfa/verification/start', { config: PUBLIC_ACCOUNT_RATE_LIMIT }, async (request): Promise<MfaVerificationStartResponse> => {
    const { pending, user } = await pendingSignIn(request);
    const mode = user.mfa_mode;
    if (mode === 'none') return { success: true };
    if (mode === 'email' || mode === 'sms') {
      const code = sixDigitCode();
      await setMfaPendingCode(db, pending.token_hash, code);
      const sent = await sendCode(db, user, { mode, email: user.email, countryCode: user.mfa_country_code, contactNumber: user.mfa_contact_number }, code);
      if (!sent) throw new LmsError(400, 'NoDestination');
    }
    return { success: true, mode, to: maskDestination(mode, user) };
  });

  fastify.post('/mfa/verification/complete', { config: PUBLIC_ACCOUNT_RATE_LIMIT }, async (request, reply) => {
    const { code } = parseInput(MfaVerificationCompleteSchema, request.body);
    const { pending, user } = await pendingSignIn(request);
    // Wrong codes count per account, across pending sign-ins: at the limit even the right code waits.
    if ((await countSecondFactorFailures(db, user.id)) >= SECOND_FACTOR_LIMITS.perAccount) {
      throw new LmsError(429, 'TooManyAttempts', TOO_MANY_CODES_MESSAGE);
    }
    if (!(await isValidCode(request, pending, user, code))) {
      await recordSecondFactorFailure(db, user.id);
      await failMfaPending(db, pending);
      throw new LmsError(400, 'InvalidCode');
    }
    await clearSecondFactorFailures(db, user.id);
    await deleteMfaPending(db, pending.token_hash);
    clearPendingCookie(request, reply, COOKIES.mfaPending);
    return { success: true, exp: await startSession(request, reply, user, pending.expires_in) };
  });
};

export default mfaVerificationRoutes;
