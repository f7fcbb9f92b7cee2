import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 32 random bytes, base64url: session, pending-MFA and verification tokens. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Only this digest of a token or code is stored. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Six-digit code for e-mail and SMS second factors. */
export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Recovery code shaped `xxxxx-xxxxx` from an alphabet without look-alike characters. */
export function recoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(0, RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** Recovery codes are compared without case, spaces or hyphens (people retype them). */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}
