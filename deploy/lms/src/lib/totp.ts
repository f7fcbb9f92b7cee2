import { Secret, TOTP } from 'otpauth';

/** Authenticator-app codes: SHA1, 6 digits, 30 s, one step of clock drift either way. */
function totp(secret: string, label = '', issuer = ''): TOTP {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, label, issuer });
}

export function verifyTotp(secret: string, code: string): boolean {
  return totpStep(secret, code) !== null;
}

const PERIOD_SECONDS = 30;

/**
 * The 30-second time step (counter since the epoch) the code belongs to, or null when it fits none of
 * the current, previous and next steps. Recording the step lets a code be used once.
 */
export function totpStep(secret: string, code: string, now: number = Date.now()): number | null {
  const delta = totp(secret).validate({ token: code, window: 1, timestamp: now });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

export function totpUri(secret: string, label: string, issuer: string): string {
  return totp(secret, label, issuer).toString();
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}
