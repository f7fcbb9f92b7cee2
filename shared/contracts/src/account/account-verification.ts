import * as v from 'valibot';
import { VERIFICATION_TYPES } from '../auth';
import { PASSWORD_MAX_LENGTH } from '../common';

/** GET /reach/{scope}/api/v3/accountverification/{code}: whose code it is. */
export const AccountVerificationStatusSchema = v.object({
  success: v.boolean(),
  Username: v.optional(v.string()),
  /** The code's kind, so /access/recover completes it with the same Type (PasswordReset when absent). */
  Type: v.optional(v.picklist(VERIFICATION_TYPES)),
});
export type AccountVerificationStatus = v.InferOutput<typeof AccountVerificationStatusSchema>;

/**
 * POST /reach/{scope}/api/v3/accountverification/{code}/complete. Password is needed for the password
 * kinds (the server checks it against the configured complexity); e-mail verification sends none.
 */
export const AccountVerificationCompleteSchema = v.object({
  Type: v.picklist(VERIFICATION_TYPES),
  Password: v.optional(v.pipe(v.string(), v.maxLength(PASSWORD_MAX_LENGTH))),
});
export type AccountVerificationComplete = v.InferOutput<typeof AccountVerificationCompleteSchema>;
