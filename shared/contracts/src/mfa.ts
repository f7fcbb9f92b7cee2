import * as v from 'valibot';

/** Two-factor method bit flags (spec 1 §3): sms 1, authenticator 2, email 4. */
export const MFA_FLAGS = { sms: 1, authenticator: 2, email: 4 } as const;
export const MFA_MODES = ['none', 'email', 'ga', 'sms'] as const;
export type MfaMode = (typeof MFA_MODES)[number];
/** Forced two-factor value of Account.2FA.LearnerPortal.Mode. */
export const MFA_FORCED_MODE = '2';
export const MFA_CODE_LENGTH = 6;

export const MfaCodeSchema = v.pipe(v.string(), v.trim(), v.length(MFA_CODE_LENGTH), v.digits());

/** POST /authr/mfa/verification/start: mode and masked destination of the pending sign-in. */
export const MfaVerificationStartResponseSchema = v.object({
  success: v.boolean(),
  mode: v.optional(v.picklist(MFA_MODES)),
  to: v.optional(v.string()),
});
export type MfaVerificationStartResponse = v.InferOutput<typeof MfaVerificationStartResponseSchema>;

/** POST /authr/mfa/verification/complete. A recovery code is accepted in place of a six-digit code. */
export const MfaVerificationCompleteSchema = v.object({ code: v.pipe(v.string(), v.trim(), v.minLength(6), v.maxLength(32)) });
export type MfaVerificationComplete = v.InferOutput<typeof MfaVerificationCompleteSchema>;

/** POST /authr/mfa/getConfiguration */
export const MfaConfigurationSchema = v.object({
  success: v.boolean(),
  mode: v.picklist(MFA_MODES),
  methods: v.number(),
  country_code: v.optional(v.string()),
  contact_number: v.optional(v.string()),
  email: v.optional(v.string()),
});
export type MfaConfiguration = v.InferOutput<typeof MfaConfigurationSchema>;
