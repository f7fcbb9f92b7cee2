import * as v from 'valibot';

/** Tenant scope: lower-case letters, digits and hyphens. */
export const ScopeSchema = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'Invalid scope'));

/**
 * Spec 3 §8: the validation message keys. A payload's schema names the failed rule with one of them, so
 * the LMS's 400 reason ('<field>: <key>') and a form's message say the same thing.
 */
export const VALIDATION_MESSAGE_KEYS = { required: 'required', invalid: 'invalid', notSupported: 'not supported', dateFormat: 'date format' } as const;

/** An ISO 8601 timestamp, as every call sends dates; anything else fails with the date-format key. */
export const IsoDateSchema = v.pipe(v.string(), v.isoTimestamp(VALIDATION_MESSAGE_KEYS.dateFormat));

/** Every MFA and most write calls answer with this flag; a missing flag means failure (spec 1 §8). */
export const SuccessSchema = v.object({ success: v.boolean() });
export type Success = v.InferOutput<typeof SuccessSchema>;

/** Body of every 400/4xx answer of the reference LMS. */
export const ErrorBodySchema = v.object({
  success: v.literal(false),
  ErrorCode: v.optional(v.string()),
  Message: v.optional(v.string()),
});
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;

/** Headers the portal's client always sends; the LMS rejects state-changing calls without the CSRF one. */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_VALUE = 'learner-portal';
export const SCOPE_HEADER = 'x-scope';

/** Cookie names the spec relies on: 'exp' (epoch seconds, readable) and a user-id cookie marking authentication. */
export const COOKIES = { session: 'lp_session', mfaPending: 'lp_mfa', exp: 'exp', userId: 'uid' } as const;

/** Default session length: 20 minutes, expressed in seconds as the spec's expiresIn (spec 1 §9). */
export const DEFAULT_EXPIRES_IN_SECONDS = 20 * 60;

/** The longest password any payload may carry: refused before the server hashes anything. */
export const PASSWORD_MAX_LENGTH = 256;
