import * as v from 'valibot';

/**
 * Account security: changing how a user signs in (the e-mail address, the password, the second factor,
 * the recovery codes) carries proof in the change call itself: the current password, and the second
 * factor's code when one is set. A session alone, however fresh, changes none of them.
 */

/** Error codes of these calls, as the LMS sends them in ErrorCode. */
export const ACCOUNT_SECURITY_ERRORS = {
  /** The user has a second factor: send its code too (an e-mail or SMS user has just been sent one). */
  secondFactorRequired: 'SecondFactorRequired',
  passwordIncorrect: 'PasswordIncorrect',
  invalidCode: 'InvalidCode',
  /** 429: too many wrong current passwords or codes; wait and try again. */
  tooManyAttempts: 'TooManyAttempts',
  /** The address is another user's (or not acceptable); nothing more is said. */
  emailAddressUnavailable: 'EmailAddressUnavailable',
  /** The profile call no longer changes the address: use the e-mail change calls. */
  emailChangeNeedsConfirmation: 'EmailChangeNeedsConfirmation',
} as const;

const userPath = (scope: string, userId: string): string => `/reach/${encodeURIComponent(scope)}/api/v4/users/${encodeURIComponent(userId)}`;

/** POST: starts an e-mail change (a code goes to the new address). */
export const emailChangePath = (scope: string, userId: string): string => `${userPath(scope, userId)}/email`;
/** POST: confirms the pending e-mail change with the code sent to the new address. */
export const emailChangeConfirmPath = (scope: string, userId: string): string => `${userPath(scope, userId)}/email/confirm`;

/** A recovery code (xxxxx-xxxxx) or a six-digit code, as the second factor of a change. */
export const StepUpCodeSchema = v.pipe(v.string(), v.trim(), v.minLength(6, 'at least 6 characters'), v.maxLength(32, 'at most 32 characters'));
/** The current password a change carries. */
export const CurrentPasswordSchema = v.pipe(v.string('required'), v.nonEmpty('required'), v.maxLength(1024, 'too long'));

/** The proof a change carries: the current password, and `code` (authenticator, sent or recovery code) when a second factor is set. */
export const StepUpProofSchema = v.object({ password: CurrentPasswordSchema, code: v.optional(StepUpCodeSchema) });
export type StepUpProof = v.InferOutput<typeof StepUpProofSchema>;

/** The 400 a change answers when the user has a second factor and sent no code: `mode` (and masked `to` for e-mail/SMS). */
export const SecondFactorRequiredSchema = v.object({
  success: v.literal(false),
  ErrorCode: v.literal('SecondFactorRequired'),
  mode: v.picklist(['email', 'ga', 'sms']),
  to: v.optional(v.string()),
});
export type SecondFactorRequired = v.InferOutput<typeof SecondFactorRequiredSchema>;

export const EmailChangeSchema = v.object({
  EmailAddress: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(254, 'too long'), v.email('invalid')),
  ...StepUpProofSchema.entries,
});
export type EmailChange = v.InferOutput<typeof EmailChangeSchema>;

/** The address the code was sent to; it takes effect only once confirmed. */
export const EmailChangeResponseSchema = v.object({ success: v.literal(true), pending: v.string() });
export type EmailChangeResponse = v.InferOutput<typeof EmailChangeResponseSchema>;

export const EmailChangeConfirmSchema = v.object({ code: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(64, 'too long')) });
export type EmailChangeConfirm = v.InferOutput<typeof EmailChangeConfirmSchema>;

export const EmailChangeConfirmResponseSchema = v.object({ success: v.literal(true), email: v.string() });
export type EmailChangeConfirmResponse = v.InferOutput<typeof EmailChangeConfirmResponseSchema>;
