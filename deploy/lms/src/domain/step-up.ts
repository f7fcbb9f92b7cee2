import { ITEMS, type NamedItem } from '@portal/contracts';
import { itemValue } from './named-items';

/*
 * The checks behind a change of how a user signs in (routes/step-up.ts): how many wrong current
 * passwords or codes a user may give, and which kind of code was given.
 */

/** Failed current-password checks are counted over this sliding window, like sign-in failures. */
export const PASSWORD_CHECK_WINDOW_MINUTES = 15;
/** Account.Login.MaxInvalidPasswordAttempts when the tenant sets none (or nothing usable). */
export const DEFAULT_MAX_INVALID_PASSWORD_ATTEMPTS = 10;

/** The tenant's Account.Login.MaxInvalidPasswordAttempts: a positive whole number, else the default. */
export function maxInvalidPasswordAttempts(items: readonly NamedItem[]): number {
  const value = Number(itemValue(items, ITEMS.maxInvalidPasswordAttempts));
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_MAX_INVALID_PASSWORD_ATTEMPTS;
}

/** True once the failures in the window reach the limit: further checks answer 429 without looking. */
export function isPasswordCheckLocked(failures: number, limit: number): boolean {
  return failures >= limit;
}

/** A recovery code (xxxxx-xxxxx) rather than a six-digit code. */
export function looksLikeRecoveryCode(code: string): boolean {
  return !/^\d{6}$/.test(code.trim());
}
