import { DEFAULT_SSO_FIELD } from '@portal/contracts/sso';

/**
 * Why a single-sign-on token issue failed: ErrorCode and the Message the portal shows on the sso-error
 * page (spec 1 §4; without a Message it would show 'Invalid username or password').
 */
export const SSO_FAILURES = {
  notConfigured: { code: 'SsoNotConfigured', message: 'Single sign-on is not set up for this site.' },
  invalidToken: { code: 'InvalidToken', message: 'The single sign-on token could not be verified.' },
  invalidSignature: { code: 'InvalidSignature', message: 'The single sign-on request could not be verified.' },
  expired: { code: 'Expired', message: 'The single sign-on request has expired. Please sign in again.' },
  alreadyUsed: { code: 'AlreadyUsed', message: 'This single sign-on link has already been used. Please sign in again.' },
  noUser: { code: 'NoUser', message: 'The single sign-on request did not name a user.' },
  unknownUser: { code: 'UnknownUser', message: 'There is no account for this single sign-on user.' },
  notSsoUser: { code: 'NotSsoUser', message: 'This account signs in with a username and password, not single sign-on.' },
} as const;
export type SsoFailure = (typeof SSO_FAILURES)[keyof typeof SSO_FAILURES];

/** A hash sign-on request is accepted for five minutes after its timestamp (and a minute early, for clock skew). */
export const HASH_SSO_MAX_AGE_SECONDS = 5 * 60;
export const HASH_SSO_MAX_SKEW_SECONDS = 60;

export interface HashSsoPayload {
  username: string;
  timestamp: number;
}

/** `sso` is base64 of `username=…&timestamp=<epoch seconds>`; undefined when it is not shaped so. */
export function readHashSsoPayload(sso: string): HashSsoPayload | undefined {
  if (!/^[A-Za-z0-9+/_-]+=*$/.test(sso)) return undefined;
  const params = new URLSearchParams(Buffer.from(sso, 'base64').toString('utf8'));
  const username = params.get('username')?.trim() ?? '';
  const timestamp = Number(params.get('timestamp'));
  if (!params.has('timestamp') || !Number.isInteger(timestamp)) return undefined;
  return { username, timestamp };
}

export function isHashSsoTimestampFresh(timestamp: number, nowSeconds: number): boolean {
  return timestamp > nowSeconds - HASH_SSO_MAX_AGE_SECONDS && timestamp <= nowSeconds + HASH_SSO_MAX_SKEW_SECONDS;
}

/**
 * The claim holding the username: the tenant's configured field, else 'upn' (spec 1 §9). Never one the
 * request names (finding 7): a caller choosing the claim could pick one users edit themselves.
 */
export function ssoUsernameField(configured: string | null | undefined): string {
  return configured || DEFAULT_SSO_FIELD;
}

/**
 * What an auth0 token must be addressed to (`aud`) and issued by (`iss`): the tenant's configured values,
 * else the tenant's scope for both, so a tenant that configured neither accepts only tokens its identity
 * provider addressed to it by name, never a token minted for another site under the same key.
 */
export function ssoTokenExpectations(scope: string, settings: { audience: string | null; issuer: string | null }): { audience: string; issuer: string } {
  return { audience: settings.audience || scope, issuer: settings.issuer || scope };
}

/** Until when a hash payload stays single-use: as long as its timestamp keeps it fresh. */
export function hashSsoExpiry(timestamp: number): Date {
  return new Date((timestamp + HASH_SSO_MAX_AGE_SECONDS) * 1000);
}

/** The username in a claim: a non-empty string, else undefined. */
export function ssoUsernameClaim(claims: Record<string, unknown>, field: string): string | undefined {
  const value = claims[field];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** Identity-provider payloads (Discourse style): base64 of a query string. */
export function encodeIdentityPayload(fields: Record<string, string>): string {
  return Buffer.from(new URLSearchParams(fields).toString(), 'utf8').toString('base64');
}

export function decodeIdentityPayload(data: string): URLSearchParams | undefined {
  if (!/^[A-Za-z0-9+/_-]+=*$/.test(data)) return undefined;
  return new URLSearchParams(Buffer.from(data, 'base64').toString('utf8'));
}

/** Where the other site wants the user back: an absolute http(s) address, else undefined. */
export function returnSsoUrl(value: string | null): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? value : undefined;
  } catch {
    return undefined;
  }
}
