import * as v from 'valibot';
import { PASSWORD_MAX_LENGTH } from './common';

export const AUTHENTICATION_MODES = ['forms', 'sso'] as const;
export type AuthenticationMode = (typeof AUTHENTICATION_MODES)[number];

/**
 * Sign-in credentials (spec 1 §3: type, username, password; §5: username and password required). The
 * type is how they sign in: the form's are 'forms' (single sign-on has no credentials of its own).
 */
export const SignInFormSchema = v.object({
  type: v.optional(v.literal('forms'), 'forms'),
  username: v.pipe(v.string(), v.trim(), v.nonEmpty('required')),
  password: v.pipe(v.string(), v.nonEmpty('required')),
});
export type SignInForm = v.InferOutput<typeof SignInFormSchema>;

/** POST /authr/token/issue/reach. expiresIn is in seconds. */
export const TokenIssueReachSchema = v.object({
  user: v.pipe(v.string(), v.nonEmpty()),
  pass: v.pipe(v.string(), v.nonEmpty(), v.maxLength(PASSWORD_MAX_LENGTH)),
  scope: v.string(),
  expiresIn: v.optional(v.pipe(v.number(), v.integer(), v.minValue(60), v.maxValue(24 * 3600))),
});
export type TokenIssueReach = v.InferOutput<typeof TokenIssueReachSchema>;

/** Sign-in results of spec 1 §4; anything else the client treats as 'Failed'. */
export const SIGN_IN_RESULTS = ['Success', 'Requires2FASetup', 'Requires2FAVerification', 'RequiresNewPassword', 'RequiresNewPasswordWithEmailVerification', 'Failed'] as const;
export type SignInResult = (typeof SIGN_IN_RESULTS)[number];

/** Answer of the token issue calls; `exp` (epoch seconds) when a session was started. */
export const TokenIssueResponseSchema = v.object({
  result: v.optional(v.string()),
  exp: v.optional(v.number()),
  Message: v.optional(v.string()),
});
export type TokenIssueResponse = v.InferOutput<typeof TokenIssueResponseSchema>;

/** POST /authr/token/refresh and /authr/token/invalidate. */
export const TokenRefreshSchema = v.object({
  expiresIn: v.optional(v.pipe(v.number(), v.integer(), v.minValue(60), v.maxValue(24 * 3600))),
});
export type TokenRefresh = v.InferOutput<typeof TokenRefreshSchema>;
export const TokenRefreshResponseSchema = v.object({ success: v.boolean(), exp: v.optional(v.number()) });
export type TokenRefreshResponse = v.InferOutput<typeof TokenRefreshResponseSchema>;

/** POST /reach/{scope}/api/v4/user/signin: records the sign-in for a platform, answers the session user. */
export const UserSignInSchema = v.object({ username: v.pipe(v.string(), v.nonEmpty()), platform: v.string() });
export type UserSignIn = v.InferOutput<typeof UserSignInSchema>;

export const ProfileSchema = v.record(v.string(), v.union([v.string(), v.array(v.string()), v.null()]));
export type Profile = v.InferOutput<typeof ProfileSchema>;

/** The session user of spec 1 §3. */
export const UserSchema = v.object({
  id: v.string(),
  username: v.string(),
  displayName: v.string(),
  firstName: v.optional(v.string()),
  surname: v.optional(v.string()),
  email: v.optional(v.string()),
  roles: v.array(v.string()),
  profile: ProfileSchema,
  authenticationMode: v.picklist(AUTHENTICATION_MODES),
  avatar: v.optional(v.string()),
  isTwoFASetupCompleted: v.optional(v.boolean()),
  isProfileCompleted: v.optional(v.boolean()),
});
export type User = v.InferOutput<typeof UserSchema>;

/** GET/POST /reach/{scope}/api/v4/users/{userId}/profile (spec 1 §7): the profile form and the language selector. */
export const profilePath = (scope: string, userId: string): string => `/reach/${encodeURIComponent(scope)}/api/v4/users/${encodeURIComponent(userId)}/profile`;
export const ProfileUpdateSchema = v.object({ profile: ProfileSchema, EmailAddress: v.optional(v.pipe(v.string(), v.email())) });
export type ProfileUpdate = v.InferOutput<typeof ProfileUpdateSchema>;
export const ProfileResponseSchema = v.object({ profile: ProfileSchema });
export type ProfileResponse = v.InferOutput<typeof ProfileResponseSchema>;

/** PUT /reach/{scope}/api/v3/accountverification */
export const VERIFICATION_TYPES = ['RegisteredEmailVerification', 'PasswordReset', 'VerifyAndSetPassword', 'VerifyAndSetPasswordWithoutEmail'] as const;
export const AccountVerificationRequestSchema = v.object({ Type: v.picklist(VERIFICATION_TYPES), Username: v.pipe(v.string(), v.nonEmpty()) });
export type AccountVerificationRequest = v.InferOutput<typeof AccountVerificationRequestSchema>;
/** Code is returned only for VerifyAndSetPasswordWithoutEmail (the user is sent straight to recover). */
export const AccountVerificationResponseSchema = v.object({ success: v.boolean(), Code: v.optional(v.string()) });
