import * as v from 'valibot';

/** Spec 1 §9: the claim of a third-party (auth0) token that holds the username unless the tenant says otherwise. */
export const DEFAULT_SSO_FIELD = 'upn';
/**
 * Spec 1 §9, spec 3 §9: the tenant a third-party token is issued for when no connection names one: a
 * fixed group tenant, the identity provider's tenant for any organisation's work account (decision 0018).
 */
export const DEFAULT_SSO_TENANT = 'organizations';
export const SSO_TYPES = ['auth0', 'hash'] as const;
export type SsoType = (typeof SSO_TYPES)[number];

const ExpiresIn = v.optional(v.pipe(v.number(), v.integer(), v.minValue(60), v.maxValue(24 * 3600)));

/**
 * POST /authr/token/issue/auth0: `token` is a JWT (HS256) signed with the tenant's configured key, its
 * `aud` and `iss` the tenant's. `field` is kept for the spec's request shape but the LMS ignores it: the
 * claim holding the username is fixed per tenant on the server (default 'upn'), never chosen by a caller.
 */
export const TokenIssueAuth0Schema = v.object({
  token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(8192)),
  field: v.optional(v.pipe(v.string(), v.nonEmpty()), DEFAULT_SSO_FIELD),
  scope: v.string(),
  tenant: v.optional(v.string()),
  expiresIn: ExpiresIn,
});
export type TokenIssueAuth0 = v.InferOutput<typeof TokenIssueAuth0Schema>;

/**
 * POST /authr/token/issue/hash: `sso` is a base64 query string (username, timestamp), `sig` its
 * HMAC-SHA256 in hex under the tenant's hash secret.
 */
export const TokenIssueHashSchema = v.object({
  sig: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/i, 'invalid signature')),
  sso: v.pipe(v.string(), v.nonEmpty(), v.maxLength(4096)),
  scope: v.string(),
  expiresIn: ExpiresIn,
});
export type TokenIssueHash = v.InferOutput<typeof TokenIssueHashSchema>;

/**
 * Failure of the SSO token issue calls (401): `Message` is shown, else SSO_MESSAGES.defaultFailure;
 * `ssoUser` names the user the token or payload carried, when it could be read (the sso-error page shows it).
 */
export const SsoTokenIssueFailureSchema = v.object({
  success: v.literal(false),
  ErrorCode: v.optional(v.string()),
  Message: v.optional(v.string()),
  ssoUser: v.optional(v.string()),
});
export type SsoTokenIssueFailure = v.InferOutput<typeof SsoTokenIssueFailureSchema>;

/** POST /didp/decode (header X-Scope): checks the other site's signed request and reads where to return. */
export const DidpDecodeSchema = v.object({ data: v.pipe(v.string(), v.nonEmpty(), v.maxLength(4096)), hash: v.pipe(v.string(), v.nonEmpty()) });
export type DidpDecode = v.InferOutput<typeof DidpDecodeSchema>;
export const DidpDecodeResponseSchema = v.object({ success: v.boolean(), return_sso_url: v.optional(v.string()), nonce: v.optional(v.string()) });
export type DidpDecodeResponse = v.InferOutput<typeof DidpDecodeResponseSchema>;

/** POST /didp/encode: signs the signed-in user's identity for the other site. */
export const DidpEncodeSchema = v.object({
  nonce: v.pipe(v.string(), v.nonEmpty()),
  external_id: v.string(),
  email: v.optional(v.string()),
  username: v.string(),
  name: v.optional(v.string()),
});
export type DidpEncode = v.InferOutput<typeof DidpEncodeSchema>;
export const DidpEncodeResponseSchema = v.object({ success: v.boolean(), data: v.string(), hash: v.string() });
export type DidpEncodeResponse = v.InferOutput<typeof DidpEncodeResponseSchema>;

/** Texts of spec 1 §4 for the SSO callback. */
export const SSO_MESSAGES = { invalidAuthType: 'Invalid auth type', defaultFailure: 'Invalid username or password' } as const;
