import { COOKIES } from '@portal/contracts';
import { MfaVerificationCompleteSchema, type MfaVerificationStartResponse } from '@portal/contracts/mfa';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema';
import { maskDestination } from '../../domain/mfa';
import { checkSignInCode } from '../../domain/second-factor';
import { sendCode } from '../../domain/send-code';
import { LmsError, parseInput } from '../../lib/errors';
import { sixDigitCode } from '../../lib/tokens';
import { clearPendingCookie, startSession } from '../../plugins/app/auth';
import { PUBLIC_ACCOUNT_RATE_LIMIT } from '../../plugins/external/rate-limit';
import { deleteMfaPending, findMfaPending, type MfaPending, setMfaPendingCode } from '../../repositories/mfa';
import { findUserById } from '../../repositories/users';

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
      await sendCode(db, user, { mode, email: user.email, countryCode: user.mfa_country_code, contactNumber: user.mfa_contact_number }, code);
    }
    return { success: true, mode, to: maskDestination(mode, user) };
  });

  fastify.post('/mfa/verification/complete', { config: PUBLIC_ACCOUNT_RATE_LIMIT }, async (request, reply) => {
    const { code } = parseInput(MfaVerificationCompleteSchema, request.body);
    const { pending, user } = await pendingSignIn(request);
    await checkSignInCode(db, pending, user, code);
    await deleteMfaPending(db, pending.token_hash);
    clearPendingCookie(request, reply, COOKIES.mfaPending);
    return { success: true, exp: await startSession(request, reply, user, pending.expires_in) };
  });
};

export default mfaVerificationRoutes;
