import * as v from 'valibot';
import { StepUpCodeSchema } from './account-security';

/**
 * POST /reach/{scope}/api/v4/users/{userId}/security/password (forms users only). The server checks the
 * current password (400 ErrorCode 'PasswordIncorrect'), then the second factor's `code` when one is set
 * (400 SecondFactorRequired without it), and the configured complexity (400 with a Message).
 */
export const ChangePasswordSchema = v.object({
  oldPassword: v.pipe(v.string(), v.nonEmpty('required')),
  newPassword: v.pipe(v.string(), v.nonEmpty('required')),
  code: v.optional(StepUpCodeSchema),
});
export type ChangePassword = v.InferOutput<typeof ChangePasswordSchema>;
