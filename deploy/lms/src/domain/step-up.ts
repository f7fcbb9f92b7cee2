import { ITEMS, type NamedItem } from '@portal/contracts';
import { REAUTHENTICATION_WINDOW_MINUTES } from '@portal/contracts/account';
import { itemValue } from './named-items';

/**
 * Step-up re-authentication (issue 10 findings 1, 2, 13). Changing the e-mail address, the second
 * factor or the recovery codes needs proof of the password (and the second factor when set) given
 * within the window; sign-in itself is such proof, so the window also runs from the session's start.
 */
export const REAUTHENTICATION_WINDOW_MS = REAUTHENTICATION_WINDOW_MINUTES * 60_000;

export interface SessionProof {
  /** When the session started: a sign-in with the password (and second factor when set). */
  createdAt: Date;
  /** The last step-up re-authentication within the session, if any. */
  reauthenticatedAt: Date | null;
}

/** The moment until which the session counts as freshly authenticated. */
export function reauthenticationValidUntil(proof: SessionProof): Date {
  const last = Math.max(proof.createdAt.getTime(), proof.reauthenticatedAt?.getTime() ?? 0);
  return new Date(last + REAUTHENTICATION_WINDOW_MS);
}

export function isRecentlyAuthenticated(proof: SessionProof, now: Date = new Date()): boolean {
  return now.getTime() < reauthenticationValidUntil(proof).getTime();
}

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
