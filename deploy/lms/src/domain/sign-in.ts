import { isTwoFactorSetupRequired, type MfaMode, type NamedItem, type SignInResult } from '@portal/contracts';

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

/** Sign-in rate limit: failures counted over a sliding window, per username and per address. */
export const SIGN_IN_LIMITS = { windowMinutes: 15, perUsername: 10, perAddress: 30 } as const;
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many sign-in attempts. Please wait and try again.';

export function isSignInLocked(failures: { byUsername: number; byAddress: number }): boolean {
  return failures.byUsername >= SIGN_IN_LIMITS.perUsername || failures.byAddress >= SIGN_IN_LIMITS.perAddress;
}
