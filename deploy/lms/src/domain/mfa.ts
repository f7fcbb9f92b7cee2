import { ITEMS, MFA_FLAGS, MFA_FORCED_MODE, type MfaMode, type NamedItem } from '@portal/contracts';
import { itemValue } from './named-items';

/** Account.2FA.LearnerPortal.Mode 1: two-factor is optional (0 or unset: none; 2: forced). */
export const MFA_OPTIONAL_MODE = '1';

/**
 * Spec 1 §6: two-factor is for 'forms' users only, and only where the tenant's mode item offers it
 * (optional or forced). Single-sign-on users prove themselves at their identity provider.
 */
export function isTwoFactorSetupAllowed(user: { authentication_mode: 'forms' | 'sso' }, items: readonly NamedItem[]): boolean {
  const mode = itemValue(items, ITEMS.twoFactorMode);
  return user.authentication_mode === 'forms' && (mode === MFA_OPTIONAL_MODE || mode === MFA_FORCED_MODE);
}

/** Method flags the user may choose from (spec 1 §3): e-mail is offered only when the user has an e-mail. */
export function availableMfaMethods(methodsItem: string | undefined, hasEmail: boolean): number {
  const configured = Number.parseInt(methodsItem ?? '', 10);
  const methods = Number.isFinite(configured) ? configured : 0;
  return hasEmail ? methods : methods & ~MFA_FLAGS.email;
}

const MODE_FLAG: Record<Exclude<MfaMode, 'none'>, number> = { sms: MFA_FLAGS.sms, ga: MFA_FLAGS.authenticator, email: MFA_FLAGS.email };

export function isMfaModeAvailable(mode: MfaMode, methods: number): boolean {
  return mode === 'none' || (methods & MODE_FLAG[mode]) !== 0;
}

/** Destination shown on the code page: `j***n@demo.example`, `GB *******789`; the app has none. */
export function maskDestination(
  mode: MfaMode,
  user: { email: string | null; mfa_country_code: string | null; mfa_contact_number: string | null },
): string {
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
