import * as v from 'valibot';
import type { NamedItem, VERIFICATION_TYPES } from '@portal/contracts';
import { newPasswordCheck } from '../../../lib/new-password-rules';

export const REQUIRED = 'required';

/**
 * Spec 1 §5 "Recover password": new password and confirmation required, then the shared
 * new-password rules (newPasswordCheck: complexity, PasswordMissMatch). Issue messages are message
 * keys, or the configured complexity message. An empty field reports only 'required'.
 */
export function recoverFormSchema(items: readonly NamedItem[]) {
  return v.pipe(
    v.object({
      password: v.pipe(v.string(), v.nonEmpty(REQUIRED)),
      confirmPassword: v.pipe(v.string(), v.nonEmpty(REQUIRED)),
    }),
    newPasswordCheck(items),
  );
}
export type RecoverForm = v.InferOutput<ReturnType<typeof recoverFormSchema>>;

type VerificationType = (typeof VERIFICATION_TYPES)[number];

/** The Type to complete a code with: the code's own password kind, else PasswordReset. */
export function recoverType(codeType: VerificationType | undefined): Exclude<VerificationType, 'RegisteredEmailVerification'> {
  return codeType && codeType !== 'RegisteredEmailVerification' ? codeType : 'PasswordReset';
}
