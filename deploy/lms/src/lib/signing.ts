import { createHmac, timingSafeEqual } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

/** HMAC-SHA256 of `data` under `secret`, as lower-case hex (the hash SSO and identity-provider signatures). */
export function hmacHex(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Constant-time comparison of two signatures; different lengths never match. */
export function sameSignature(expected: Buffer, given: Buffer): boolean {
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Whether `sig` (hex, any case) is the HMAC-SHA256 of `data` under `secret`. */
export function verifyHexHmac(secret: string, data: string, sig: string): boolean {
  if (!/^[0-9a-f]+$/i.test(sig)) return false;
  return sameSignature(Buffer.from(hmacHex(secret, data), 'hex'), Buffer.from(sig, 'hex'));
}

export type JwtFailure = 'malformed' | 'algorithm' | 'signature' | 'expired' | 'notYetValid' | 'audience' | 'issuer';
export type JwtOutcome = { ok: true; claims: Record<string, unknown> } | { ok: false; reason: JwtFailure };

/** Clock difference allowed between the identity provider and the LMS, both ways. */
export const JWT_CLOCK_TOLERANCE_SECONDS = 30;

/** The only algorithm accepted: the tenant's key is a shared secret, so never 'none' nor one the token names. */
const ALGORITHMS = ['HS256'];

export interface JwtExpectations {
  /** What `aud` must be (a token's aud list must contain it). */
  audience: string;
  /** What `iss` must be. */
  issuer: string;
  /** The time to check against (tests); default now. */
  nowSeconds?: number;
}

const keyBytes = (key: string) => new TextEncoder().encode(key);

/** Maps jose's refusals to the few reasons the routes tell apart. */
function failureReason(error: unknown): JwtFailure {
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'nbf' || error.claim === 'iat') return 'notYetValid';
    if (error.claim === 'aud') return 'audience';
    if (error.claim === 'iss') return 'issuer';
    // A required claim missing (exp) reads as an expired token: it carries no valid lifetime.
    if (error.claim === 'exp') return 'expired';
    return 'malformed';
  }
  if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JOSENotSupported) return 'algorithm';
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'signature';
  return 'malformed';
}

/**
 * Verifies a compact JWT signed with HS256 under `key` (UTF-8), with jose: HS256 only (never 'none'
 * nor an algorithm the token chooses), `exp` required, `nbf` honoured, `aud` and `iss` must be the
 * expected ones, with JWT_CLOCK_TOLERANCE_SECONDS of clock tolerance.
 */
export async function verifyHs256Jwt(token: string, key: string, expected: JwtExpectations): Promise<JwtOutcome> {
  try {
    const { payload } = await jwtVerify(token, keyBytes(key), {
      algorithms: ALGORITHMS,
      audience: expected.audience,
      issuer: expected.issuer,
      requiredClaims: ['exp'],
      clockTolerance: JWT_CLOCK_TOLERANCE_SECONDS,
      ...(expected.nowSeconds !== undefined ? { currentDate: new Date(expected.nowSeconds * 1000) } : {}),
    });
    return { ok: true, claims: payload as Record<string, unknown> };
  } catch (error) {
    return { ok: false, reason: failureReason(error) };
  }
}

/** Signs claims as an HS256 JWT (the tests act as the identity provider with it). */
export function signHs256Jwt(claims: JWTPayload, key: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(keyBytes(key));
}
