import { createHmac, timingSafeEqual } from 'node:crypto';

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

export type JwtOutcome = { ok: true; claims: Record<string, unknown> } | { ok: false; reason: 'malformed' | 'algorithm' | 'signature' | 'expired' | 'notYetValid' };

/** Clock difference allowed between the identity provider and the LMS. */
export const JWT_CLOCK_SKEW_SECONDS = 60;

function decodeSegment(segment: string): unknown {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) return undefined;
  try {
    return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Verifies a compact JWT signed with HS256 under `key` (UTF-8). Only HS256 is accepted (never 'none'
 * nor an algorithm the token chooses); `exp` is required and `nbf` honoured, with a minute of skew.
 */
export function verifyHs256Jwt(token: string, key: string, nowSeconds: number): JwtOutcome {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
  const header = decodeSegment(headerPart);
  const claims = decodeSegment(payloadPart);
  if (!isRecord(header) || !isRecord(claims) || !/^[A-Za-z0-9_-]*$/.test(signaturePart)) return { ok: false, reason: 'malformed' };
  if (header.alg !== 'HS256') return { ok: false, reason: 'algorithm' };
  const expected = createHmac('sha256', key).update(`${headerPart}.${payloadPart}`).digest();
  if (!sameSignature(expected, Buffer.from(signaturePart, 'base64url'))) return { ok: false, reason: 'signature' };
  if (typeof claims.exp !== 'number' || claims.exp + JWT_CLOCK_SKEW_SECONDS <= nowSeconds) return { ok: false, reason: 'expired' };
  if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf - JWT_CLOCK_SKEW_SECONDS > nowSeconds)) {
    return { ok: false, reason: 'notYetValid' };
  }
  return { ok: true, claims };
}

/** Signs claims as an HS256 JWT (the demo and the tests act as the identity provider with it). */
export function signHs256Jwt(claims: Record<string, unknown>, key: string): string {
  const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}
