import * as v from 'valibot';
import { MfaCodeSchema } from '../mfa';
import { CurrentPasswordSchema, StepUpCodeSchema } from './account-security';

/** Spec 1 §5: SMS set-up needs a country code (default GB) and a number of digits only, at least 9. */
export const SMS_NUMBER_MIN_LENGTH = 9;
export const DEFAULT_SMS_COUNTRY = 'GB';

const CountryCodeSchema = v.pipe(v.string(), v.trim(), v.nonEmpty('required'));
const ContactNumberSchema = v.pipe(v.string(), v.trim(), v.digits('digits only'), v.minLength(SMS_NUMBER_MIN_LENGTH, `at least ${SMS_NUMBER_MIN_LENGTH} digits`));

/** POST /authr/mfa/issueCode: sends a set-up code by e-mail or SMS (the authenticator app uses issueQRCode). */
export const MfaIssueCodeSchema = v.variant('mode', [
  v.object({ mode: v.literal('email') }),
  v.object({ mode: v.literal('sms'), country_code: CountryCodeSchema, contact_number: ContactNumberSchema }),
]);
export type MfaIssueCode = v.InferOutput<typeof MfaIssueCodeSchema>;

/** Modes a set-up can be saved with; 'authenticator' is another name for 'ga' (spec 1 §3). */
export const MFA_SAVE_MODES = ['email', 'sms', 'ga', 'authenticator'] as const;

/**
 * What a two-factor change carries besides its own fields: the current password (`pass`, spec 1 §7),
 * and `current_code` from the second factor in place, when one is set.
 */
const MfaProofEntries = { pass: CurrentPasswordSchema, current_code: v.optional(StepUpCodeSchema) };

/** POST /authr/mfa/saveConfiguration: confirms the code sent (or shown by the app) and turns two-factor on (or replaces it). */
export const MfaSaveConfigurationSchema = v.object({
  code: MfaCodeSchema,
  mode: v.picklist(MFA_SAVE_MODES),
  country_code: v.optional(v.string()),
  contact_number: v.optional(v.string()),
  ...MfaProofEntries,
});
export type MfaSaveConfiguration = v.InferOutput<typeof MfaSaveConfigurationSchema>;

/** POST /authr/mfa/resetConfiguration and /authr/mfa/issueRecoveryCodes need the current password (and the second factor's code). */
export const MfaPasswordConfirmSchema = v.object(MfaProofEntries);
export type MfaPasswordConfirm = v.InferOutput<typeof MfaPasswordConfirmSchema>;

/** Answer of saveConfiguration and issueRecoveryCodes: the new single-use recovery codes, shown once. */
export const MfaRecoveryCodesResponseSchema = v.object({ success: v.boolean(), recovery_codes: v.array(v.string()) });
export type MfaRecoveryCodesResponse = v.InferOutput<typeof MfaRecoveryCodesResponseSchema>;

/**
 * POST /authr/mfa/issueQRCode body. Without `format` (or with 'png') the answer is the QR code as a
 * PNG image (spec 1 §7). 'json' answers MfaQRCodeResponse instead: the same image as a data URL plus
 * the secret as text, for users who cannot scan and type the key into their app. One call makes
 * one secret, so the set-up page asks once, in JSON.
 */
export const MFA_QR_CODE_FORMATS = ['png', 'json'] as const;
export const MfaIssueQRCodeSchema = v.object({ format: v.optional(v.picklist(MFA_QR_CODE_FORMATS)) });
export type MfaIssueQRCode = v.InferOutput<typeof MfaIssueQRCodeSchema>;

export const MfaQRCodeResponseSchema = v.object({
  success: v.boolean(),
  /** data:image/png;base64,… */
  qr_code: v.pipe(v.string(), v.startsWith('data:image/png;base64,')),
  /** Base32 secret, for manual entry. */
  secret: v.pipe(v.string(), v.regex(/^[A-Z2-7]+=*$/)),
});
export type MfaQRCodeResponse = v.InferOutput<typeof MfaQRCodeResponseSchema>;
