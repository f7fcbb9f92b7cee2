import { Secret, TOTP } from 'otpauth';

/** Authenticator-app codes: SHA1, 6 digits, 30 s, one step of clock drift either way. */
function totp(secret: string, label = '', issuer = ''): TOTP {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, label, issuer });
}

export function verifyTotp(secret: string, code: string): boolean {
  return totp(secret).validate({ token: code, window: 1 }) !== null;
}

export function totpUri(secret: string, label: string, issuer: string): string {
  return totp(secret, label, issuer).toString();
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}
