import {
  AccountVerificationCompleteSchema,
  AccountVerificationRequestSchema,
  type AccountVerificationStatus,
  VERIFICATION_TYPES,
} from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db';
import type { UserRow } from '../../db/schema';
import { emailVerificationMessage, type MessageText, passwordResetMessage, setPasswordMessage } from '../../domain/outbox-messages';
import { passwordComplexityProblem } from '@portal/contracts';
import { LmsError, parseInput } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { PASSWORD_CHANGE_COOKIE } from '../../plugins/app/auth';
import { PUBLIC_ACCOUNT_RATE_LIMIT } from '../../plugins/external/rate-limit';
import { sendToOutbox } from '../../repositories/outbox';
import { deleteUserSessions } from '../../repositories/sessions';
import { clearSignInFailures } from '../../repositories/sign-in-attempts';
import { namedItemsForUser, systemName } from '../../repositories/tenants';
import { findUserById, findUserByUsername, updateUser } from '../../repositories/users';
import { createVerification, findVerification, useVerification } from '../../repositories/verifications';

type VerificationType = (typeof VERIFICATION_TYPES)[number];
type EmailedType = Exclude<VerificationType, 'VerifyAndSetPasswordWithoutEmail'>;

const EMAILS: Record<EmailedType, (systemName: string, code: string) => MessageText> = {
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

/** E-mails a verification code of `type` to the user (nothing when the user has no e-mail); also used by registration. */
export async function emailCode(db: Database, user: UserRow, type: EmailedType): Promise<void> {
  if (!user.email) return;
  const code = await createVerification(db, { scope: user.scope, userId: user.id, type });
  const text = EMAILS[type](await systemName(db, user.scope), code);
  await sendToOutbox(db, { scope: user.scope, toUsername: user.username, toAddress: user.email, channel: 'email', ...text, code });
}

/** Password recovery, first password and e-mail verification (spec 1 §4 "Forgot password", "Recover"). */
const accountVerificationRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;
  const base = '/api/v3/accountverification';

  /** Always `{success:true}`: the answer never tells whether the username exists. */
  fastify.put(base, { config: PUBLIC_ACCOUNT_RATE_LIMIT }, async (request) => {
    const input = parseInput(AccountVerificationRequestSchema, request.body);
    const scope = request.tenant!;
    const user = await findUserByUsername(db, scope, input.Username);
    if (input.Type !== 'VerifyAndSetPasswordWithoutEmail') {
      if (user) await emailCode(db, user, input.Type);
      return { success: true };
    }
    // The code was made at sign-in, when the current password was given, and waits in an httpOnly cookie.
    const code = request.cookies[PASSWORD_CHANGE_COOKIE];
    const verification = user?.must_change_password && code ? await findVerification(db, scope, code) : undefined;
    return verification && verification.userId === user?.id && verification.type === input.Type ? { success: true, Code: code } : { success: true };
  });

  fastify.get<{ Params: { code: string } }>(`${base}/:code`, { config: PUBLIC_ACCOUNT_RATE_LIMIT }, async (request): Promise<AccountVerificationStatus> => {
    const verification = await findVerification(db, request.tenant!, request.params.code);
    const user = verification && (await findUserById(db, verification.userId));
    if (!user) throw new LmsError(404, 'InvalidCode');
    return { success: true, Username: user.username, ...(isVerificationType(verification.type) ? { Type: verification.type } : {}) };
  });

  fastify.post<{ Params: { code: string } }>(`${base}/:code/complete`, { config: PUBLIC_ACCOUNT_RATE_LIMIT }, async (request) => {
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
    const problem = passwordComplexityProblem(password, await namedItemsForUser(db, user));
    if (problem) throw new LmsError(400, 'ValidationFailed', `Password: ${problem}`);
    if (!(await useVerification(db, verification.codeHash))) throw new LmsError(404, 'InvalidCode');
    await updateUser(db, user.id, {
      password_hash: await hashPassword(password),
      must_change_password: false,
      ...(emailProven ? { email_verified: true, requires_email_verification: false } : {}),
    });
    await deleteUserSessions(db, user.id);
    await clearSignInFailures(db, user.scope, user.username);
    return { success: true };
  });
};

export default accountVerificationRoutes;
