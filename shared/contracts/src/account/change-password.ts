import * as v from 'valibot';

/**
 * POST /reach/{scope}/api/v4/users/{userId}/security/password (forms users only). The server checks the
 * current password (400 ErrorCode 'PasswordIncorrect') and the configured complexity (400 with a Message).
 */
export const ChangePasswordSchema = v.object({
  oldPassword: v.pipe(v.string(), v.nonEmpty('required')),
  newPassword: v.pipe(v.string(), v.nonEmpty('required')),
});
export type ChangePassword = v.InferOutput<typeof ChangePasswordSchema>;
