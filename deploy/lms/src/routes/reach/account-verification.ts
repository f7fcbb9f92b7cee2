import { AccountVerificationRequestSchema } from '@portal/contracts';
import { AccountVerificationCompleteSchema, type AccountVerificationStatus } from '@portal/contracts/account';
import type { FastifyPluginAsync } from 'fastify';
import { completeVerification, emailCode, isVerificationType, liveVerification } from '../../domain/accounts';
import { parseInput } from '../../lib/errors';
import { PASSWORD_CHANGE_COOKIE } from '../../plugins/app/auth';
import { PUBLIC_ACCOUNT_RATE_LIMIT } from '../../plugins/external/rate-limit';
import { findSignInUser } from '../../repositories/accounts';
import { tenantNamedItems } from '../../repositories/tenants';
import { findUserByUsername } from '../../repositories/users';
import { findVerification } from '../../repositories/verifications';

/** E-mails being written after their answer went out (see the PUT below). */
const deliveries = new Set<Promise<void>>();

/** Resolves once every e-mail started by a request has been written to the outbox (tests, shutdown). */
export async function deliveriesSettled(): Promise<void> {
  await Promise.allSettled([...deliveries]);
}

/** Password recovery, first password and e-mail verification (spec 1 §4 "Forgot password", "Recover"). */
const accountVerificationRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;
  const base = '/api/v3/accountverification';
  // Codes travel in these paths: the per-request info lines (method and URL) must not write them to the log.
  const codeRoute = { config: PUBLIC_ACCOUNT_RATE_LIMIT, logLevel: 'warn' } as const;
  fastify.addHook('onClose', deliveriesSettled);

  /**
   * Always `{success:true}`: the answer never tells whether the username exists, nor does its timing:
   * the code is made and e-mailed after the answer, so a known and an unknown username answer after
   * the same work (one look-up).
   */
  fastify.put(base, { config: PUBLIC_ACCOUNT_RATE_LIMIT }, async (request) => {
    const input = parseInput(AccountVerificationRequestSchema, request.body);
    const scope = request.tenant!;
    if (input.Type !== 'VerifyAndSetPasswordWithoutEmail') {
      // What the sign-in box takes (a username, or an e-mail address where look-up is on) asks for a reset.
      const user = await findSignInUser(db, scope, input.Username, await tenantNamedItems(db, scope));
      const type = input.Type;
      if (user) {
        const delivery = new Promise<void>((resolve) => setImmediate(resolve))
          .then(() => emailCode(db, user, type, fastify.lmsConfig.portalUrl()))
          .catch((error: unknown) => request.log.error({ err: error }, 'verification e-mail not written'))
          .finally(() => deliveries.delete(delivery));
        deliveries.add(delivery);
      }
      return { success: true };
    }
    // The code was made at sign-in, when the current password was given, and waits in an httpOnly cookie.
    const user = await findUserByUsername(db, scope, input.Username);
    const code = request.cookies[PASSWORD_CHANGE_COOKIE];
    const verification = user?.must_change_password && code ? await findVerification(db, scope, code) : undefined;
    return verification && verification.userId === user?.id && verification.type === input.Type ? { success: true, Code: code } : { success: true };
  });

  fastify.get<{ Params: { code: string } }>(`${base}/:code`, codeRoute, async (request): Promise<AccountVerificationStatus> => {
    const { verification, user } = await liveVerification(db, request.tenant!, request.params.code);
    return { success: true, Username: user.username, ...(isVerificationType(verification.type) ? { Type: verification.type } : {}) };
  });

  fastify.post<{ Params: { code: string } }>(`${base}/:code/complete`, codeRoute, async (request) => {
    const input = parseInput(AccountVerificationCompleteSchema, request.body);
    const { verification, user } = await liveVerification(db, request.tenant!, request.params.code);
    await completeVerification(db, verification, user, input);
    return { success: true };
  });
};

export default accountVerificationRoutes;
