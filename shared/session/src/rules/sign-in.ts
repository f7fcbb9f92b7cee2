import { ITEMS, namedItem, type AppSettings } from '@portal/contracts';

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
export { isTwoFactorSetupRequired } from '@portal/contracts';
