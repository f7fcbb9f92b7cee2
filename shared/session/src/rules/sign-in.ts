import { isTwoFactorSetupRequired, ITEMS, namedItem, type AppSettings, type User } from '@portal/contracts';

/** Spec 1 §4: used when Account.Login.MaxInvalidPasswordAttempts is unset. */
export const DEFAULT_FAILED_SIGN_IN_ALLOWANCE = 3;

/**
 * Spec 1 §4: failed sign-ins before the user is sent to forgotten password: half of
 * Account.Login.MaxInvalidPasswordAttempts rounded (Math.round: 5 → 3, 7 → 4), or 3 if unset
 * or not a number.
 */
export function failedSignInAllowance(settings: AppSettings | null | undefined): number {
  const value = settings ? namedItem(settings, ITEMS.maxInvalidPasswordAttempts)?.trim() : undefined;
  const attempts = value ? Number(value) : Number.NaN;
  return Number.isFinite(attempts) ? Math.round(attempts / 2) : DEFAULT_FAILED_SIGN_IN_ALLOWANCE;
}

/** Spec 1 §4: forced two-factor applies only to 'forms' users when Account.2FA.LearnerPortal.Mode is 2 (the rule lives in @portal/contracts). */
export { isTwoFactorSetupRequired };

/**
 * The user must set two-factor up before anything else (spec 1 §4 post-login routing): forced and not
 * done yet. Their session serves the set-up only, so the portal asks nothing else of it.
 */
export function awaitsTwoFactorSetup(user: Pick<User, 'authenticationMode' | 'isTwoFASetupCompleted'>, settings: Pick<AppSettings, 'items'> | null | undefined): boolean {
  return isTwoFactorSetupRequired(user, settings ?? { items: [] }) && !user.isTwoFASetupCompleted;
}
