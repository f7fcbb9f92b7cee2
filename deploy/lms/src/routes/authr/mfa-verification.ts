import { COOKIES, MfaVerificationCompleteSchema, type MfaVerificationStartResponse } from '@portal/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { maskDestination } from '../../domain/mfa';
import { LmsError, parseInput } from '../../lib/errors';
import { sha256, sixDigitCode } from '../../lib/tokens';
import { verifyTotp } from '../../lib/totp';
import { clearPendingCookie, startSession } from '../../plugins/app/auth';
import { PUBLIC_ACCOUNT_RATE_LIMIT } from '../../plugins/external/rate-limit';
import { deleteMfaPending, failMfaPending, findMfaPending, type MfaPending, setMfaPendingCode, useRecoveryCode } from '../../repositories/mfa';
import { findUserById } from '../../repositories/users';
import type { UserRow } from '../../db/schema';
import { sendCode } from './send-code';

const SIX_DIGITS = /^\d{6}$/;

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
    const valid =
      (SIX_DIGITS.test(code) &&
        (user.mfa_mode === 'ga' ? !!user.mfa_secret && verifyTotp(user.mfa_secret, code) : pending.code_hash === sha256(code))) ||
      (await useRecoveryCode(db, user.id, code));
    if (!valid) {
      await failMfaPending(db, pending);
      throw new LmsError(400, 'InvalidCode');
    }
    await deleteMfaPending(db, pending.token_hash);
    clearPendingCookie(request, reply, COOKIES.mfaPending);
    return { success: true, exp: await startSession(request, reply, user, pending.expires_in) };
  });
};

export default mfaVerificationRoutes;
