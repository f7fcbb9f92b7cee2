import * as v from 'valibot';
import type { NamedItem, VERIFICATION_TYPES } from '@portal/contracts';
import { PASSWORD_MISMATCH, passwordComplexityIssue, passwordComplexityMessage } from '../../../lib/new-password-rules';

export const REQUIRED = 'required';

/**
 * Spec 1 §5 "Recover password": new password and confirmation required; the password matches the
 * configured complexity (message: the configured one, else PasswordComplexity); the confirmation
 * equals it (PasswordMissMatch). Issue messages are message keys, or the configured message. An
 * empty field reports only 'required' (valibot runs the checks after a failed nonEmpty too).
 */
export function recoverFormSchema(items: readonly NamedItem[]) {
  return v.pipe(
    v.object({
      password: v.pipe(v.string(), v.nonEmpty(REQUIRED)),
      confirmPassword: v.pipe(v.string(), v.nonEmpty(REQUIRED)),
    }),
    v.forward(
      v.partialCheck([['password']], ({ password }) => !password || !passwordComplexityIssue(password, items), passwordComplexityMessage(items)),
      ['password'],
    ),
    v.forward(
      v.partialCheck([['password'], ['confirmPassword']], ({ password, confirmPassword }) => !confirmPassword || password === confirmPassword, PASSWORD_MISMATCH),
      ['confirmPassword'],
    ),
  );
}
export type RecoverForm = v.InferOutput<ReturnType<typeof recoverFormSchema>>;

type VerificationType = (typeof VERIFICATION_TYPES)[number];

/** The Type to complete a code with: the code's own password kind, else PasswordReset. */
export function recoverType(codeType: VerificationType | undefined): Exclude<VerificationType, 'RegisteredEmailVerification'> {
  return codeType && codeType !== 'RegisteredEmailVerification' ? codeType : 'PasswordReset';
}
