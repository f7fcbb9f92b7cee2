import * as v from 'valibot';
import { ProfileSchema } from '../auth';
import { PASSWORD_MAX_LENGTH } from '../common';

/**
 * POST /reach/{scope}/api/v4/users (spec 1 §3 registration payload). The server checks the username
 * and password against the tenant's complexity items (`usernameComplexityProblem`,
 * `passwordComplexityProblem`) and the registration profile fields, and answers 400 with an ErrorCode.
 */
export const RegistrationSchema = v.object({
  Username: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(256)),
  Password: v.pipe(v.string(), v.nonEmpty('required'), v.maxLength(PASSWORD_MAX_LENGTH)),
  authenticationMode: v.literal('forms'),
  profile: ProfileSchema,
});
export type Registration = v.InferOutput<typeof RegistrationSchema>;

/** Sign-up failures carry the server's ErrorCode, which the page shows (spec 1 §8). */
export const REGISTRATION_ERRORS = ['UsernameTaken', 'UsernameComplexity', 'PasswordComplexity', 'PasswordTooCommon', 'InvalidProfile', 'RegistrationDisabled'] as const;
export type RegistrationError = (typeof REGISTRATION_ERRORS)[number];
export const RegistrationResponseSchema = v.object({ success: v.boolean(), userId: v.optional(v.string()), ErrorCode: v.optional(v.string()), Message: v.optional(v.string()) });
export type RegistrationResponse = v.InferOutput<typeof RegistrationResponseSchema>;

/** POST /reach/{scope}/api/v4/users/ResolveUsername. 404 with ErrorCode when not exactly one user matches. */
export const ResolveUsernameSchema = v.object({
  username: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(256)),
  includeEmail: v.optional(v.boolean(), false),
});
export type ResolveUsername = v.InferOutput<typeof ResolveUsernameSchema>;
export const RESOLVE_USERNAME_ERRORS = ['UserNotFound', 'DuplicateUsersFound'] as const;
export const ResolveUsernameResponseSchema = v.object({
  success: v.boolean(),
  userId: v.optional(v.string()),
  displayName: v.optional(v.string()),
  ErrorCode: v.optional(v.string()),
});
export type ResolveUsernameResponse = v.InferOutput<typeof ResolveUsernameResponseSchema>;
