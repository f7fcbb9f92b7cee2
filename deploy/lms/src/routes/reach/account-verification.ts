import { AccountVerificationRequestSchema, VERIFICATION_TYPES } from '@portal/contracts';
import { AccountVerificationCompleteSchema, type AccountVerificationStatus } from '@portal/contracts/account';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db';
import type { UserRow } from '../../db/schema';
import { emailVerificationMessage, type MessageText, passwordResetMessage, setPasswordMessage } from '../../domain/outbox-messages';
import { passwordComplexityProblem } from '@portal/contracts/account';
import { LmsError, parseInput } from '../../lib/errors';
import { RESET_CODE_TTL_SECONDS } from '../../domain/constants';
import { hashPassword, passwordProblem } from '../../lib/passwords';
import { PASSWORD_CHANGE_COOKIE } from '../../plugins/app/auth';
import { PUBLIC_ACCOUNT_RATE_LIMIT } from '../../plugins/external/rate-limit';
import { sendToOutbox } from '../../repositories/outbox';
import { deleteUserSessions } from '../../repositories/sessions';
import { clearSignInFailures } from '../../repositories/sign-in-attempts';
import { clearPasswordCheckFailures } from '../../repositories/account-security';
import { findSignInUser } from '../../repositories/accounts';
import { namedItemsForUser, systemName, tenantNamedItems } from '../../repositories/tenants';
import { findUserById, findUserByUsername, updateUser } from '../../repositories/users';
import { createVerification, findVerification, useVerification } from '../../repositories/verifications';
import { contextualPasswordProblem } from '../step-up';

type VerificationType = (typeof VERIFICATION_TYPES)[number];
type EmailedType = Exclude<VerificationType, 'VerifyAndSetPasswordWithoutEmail'>;

const EMAILS: Record<EmailedType, (systemName: string, code: string, portalUrl: string) => MessageText> = {
  PasswordReset: passwordResetMessage,
  VerifyAndSetPassword: setPasswordMessage,
  RegisteredEmailVerification: emailVerificationMessage,
};

function isVerificationType(type: string): type is VerificationType {
  return (VERIFICATION_TYPES as readonly string[]).includes(type);
}

/** Every kind but e-mail verification ends with a new password. */
function setsPassword(type: string): boolean {
  return type !== 'RegisteredEmailVerification';
}

/**
 * Issues a verification code (password reset, first password, e-mail verification): long and random
 * (lib/tokens randomToken), valid RESET_CODE_TTL_SECONDS (one hour), and the only live one of its type
 * for the user: earlier unused codes of the type end here (issue 10 finding 15).
 */
export async function issueVerificationCode(db: Database, input: { scope: string; userId: string; type: string }): Promise<string> {
  await db.updateTable('verifications').set({ used_at: new Date() }).where('user_id', '=', input.userId).where('type', '=', input.type).where('used_at', 'is', null).execute();
  return createVerification(db, { ...input, ttlSeconds: RESET_CODE_TTL_SECONDS });
}

/**
 * E-mails a verification code of `type` to the user (nothing when the user has no e-mail), with a
 * link into the portal at `portalUrl`; also used by registration.
 */
export async function emailCode(db: Database, user: UserRow, type: EmailedType, portalUrl: string): Promise<void> {
  if (!user.email) return;
  const code = await issueVerificationCode(db, { scope: user.scope, userId: user.id, type });
  const text = EMAILS[type](await systemName(db, user.scope), code, portalUrl);
  await sendToOutbox(db, { scope: user.scope, toUsername: user.username, toAddress: user.email, channel: 'email', ...text, code });
}

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
    const verification = await findVerification(db, request.tenant!, request.params.code);
    const user = verification && (await findUserById(db, verification.userId));
    if (!user) throw new LmsError(404, 'InvalidCode');
    return { success: true, Username: user.username, ...(isVerificationType(verification.type) ? { Type: verification.type } : {}) };
  });

  fastify.post<{ Params: { code: string } }>(`${base}/:code/complete`, codeRoute, async (request) => {
    const input = parseInput(AccountVerificationCompleteSchema, request.body);
    const verification = await findVerification(db, request.tenant!, request.params.code);
    const user = verification && (await findUserById(db, verification.userId));
    if (!verification || !user) throw new LmsError(404, 'InvalidCode');
    if (setsPassword(input.Type) !== setsPassword(verification.type)) throw new LmsError(400, 'ValidationFailed', 'Type: does not match the code');
    // A code that went by e-mail also proves the address.
    const emailProven = verification.type !== 'VerifyAndSetPasswordWithoutEmail';

    if (!setsPassword(verification.type)) {
      if (!(await useVerification(db, verification.codeHash))) throw new LmsError(404, 'InvalidCode');
      await updateUser(db, user.id, { email_verified: true, requires_email_verification: false });
      return { success: true };
    }
    const password = input.Password ?? '';
    if (!password) throw new LmsError(400, 'ValidationFailed', 'Password: required');
    // The contract caps the length before this; the tenant's rule speaks first, then the common-password list, then the context words.
    const problem = passwordComplexityProblem(password, await namedItemsForUser(db, user)) ?? passwordProblem(password) ?? (await contextualPasswordProblem(db, password, user));
    if (problem) throw new LmsError(400, 'ValidationFailed', `Password: ${problem}`);
    if (!(await useVerification(db, verification.codeHash))) throw new LmsError(404, 'InvalidCode');
    await updateUser(db, user.id, {
      password_hash: await hashPassword(password),
      must_change_password: false,
      ...(emailProven ? { email_verified: true, requires_email_verification: false } : {}),
    });
    await deleteUserSessions(db, user.id);
    // The owner is back in: failures others caused against the username (a lockout) end with the reset.
    await clearSignInFailures(db, user.scope, user.username);
    await clearPasswordCheckFailures(db, user.id);
    return { success: true };
  });
};

export default accountVerificationRoutes;
