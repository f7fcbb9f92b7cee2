import { isTwoFactorSetupRequired, ITEMS, type NamedItem, type SignInResult } from '@portal/contracts';
import { type MfaMode } from '@portal/contracts/mfa';

export interface SignInUser {
  authentication_mode: 'forms' | 'sso';
  must_change_password: boolean;
  requires_email_verification: boolean;
  mfa_mode: MfaMode;
}

/**
 * What a correct password leads to (decision 0001, spec 1 §4). A password change comes first; then a
 * configured second factor; then forced set-up, which applies to forms users only when the mode item is 2.
 */
export function decideSignInResult(user: SignInUser, items: readonly NamedItem[]): Exclude<SignInResult, 'Failed'> {
  if (user.must_change_password) {
    return user.requires_email_verification ? 'RequiresNewPasswordWithEmailVerification' : 'RequiresNewPassword';
  }
  if (user.mfa_mode !== 'none') return 'Requires2FAVerification';
  if (isTwoFactorForced(user, items)) return 'Requires2FASetup';
  return 'Success';
}

/** The portal's rule (@portal/contracts isTwoFactorSetupRequired) for a user row. */
export function isTwoFactorForced(user: Pick<SignInUser, 'authentication_mode'>, items: readonly NamedItem[]): boolean {
  return isTwoFactorSetupRequired({ authenticationMode: user.authentication_mode }, { items });
}

/**
 * Sign-in lockout, failures counted over a sliding window:
 * - per username and address: the tenant's Account.Login.MaxInvalidPasswordAttempts (default 10), so
 *   an attacker's address locks only itself out of that account;
 * - per username from every address: ten times that, against guessing spread over many addresses (the
 *   owner still has a way in: a completed password reset clears the username's failures);
 * - per address, whatever the username: a much higher cap against one address trying many accounts.
 * Behind a reverse proxy the address is the client's only when the gateway's TRUST_PROXY names the proxy.
 */
export const SIGN_IN_LIMITS = { windowMinutes: 15, defaultPerUsername: 10, usernameAllAddressesFactor: 10, perAddress: 100 } as const;
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many sign-in attempts. Please wait and try again.';

/** The tenant's Account.Login.MaxInvalidPasswordAttempts when a positive whole number, else 10. */
export function maxInvalidPasswordAttempts(items: readonly NamedItem[]): number {
  const value = Number(items.find((item) => item.name === ITEMS.maxInvalidPasswordAttempts)?.value);
  return Number.isInteger(value) && value > 0 ? value : SIGN_IN_LIMITS.defaultPerUsername;
}

export interface SignInFailures {
  /** This username from this address. */
  byUsernameAndAddress: number;
  /** This username from any address. */
  byUsername: number;
  /** Any username from this address. */
  byAddress: number;
}

export function isSignInLocked(failures: SignInFailures, maxAttempts: number = SIGN_IN_LIMITS.defaultPerUsername): boolean {
  return (
    failures.byUsernameAndAddress >= maxAttempts ||
    failures.byUsername >= maxAttempts * SIGN_IN_LIMITS.usernameAllAddressesFactor ||
    failures.byAddress >= SIGN_IN_LIMITS.perAddress
  );
}
