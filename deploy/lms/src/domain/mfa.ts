import { isTwoFactorSetupAllowed as setupAllowed, type AuthenticationMode, type NamedItem } from '@portal/contracts';
import { type MfaMode } from '@portal/contracts/mfa';

/**
 * Spec 1 §6 for a user row: the shared rule (@portal/contracts two-factor: 'forms' users only, where
 * the mode item is optional or forced). Single-sign-on users prove themselves at their identity provider.
 */
export function isTwoFactorSetupAllowed(user: { authentication_mode: AuthenticationMode }, items: readonly NamedItem[]): boolean {
  return setupAllowed({ authenticationMode: user.authentication_mode }, { items });
}

/** Destination shown on the code page: `j***n@demo.example`, `GB *******789`; the app has none. */
export function maskDestination(mode: MfaMode, user: { email: string | null; mfa_country_code: string | null; mfa_contact_number: string | null }): string {
  if (mode === 'email' && user.email) {
    const [local = '', domain = ''] = user.email.split('@');
    const shown = local.length <= 2 ? `${local[0] ?? ''}*` : `${local[0]}***${local[local.length - 1]}`;
    return `${shown}@${domain}`;
  }
  if (mode === 'sms' && user.mfa_contact_number) {
    const digits = user.mfa_contact_number;
    const masked = '*'.repeat(Math.max(0, digits.length - 3)) + digits.slice(-3);
    return user.mfa_country_code ? `${user.mfa_country_code} ${masked}` : masked;
  }
  return '';
}
