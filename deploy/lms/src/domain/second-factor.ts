import { availableMfaMethods, isMfaModeAvailable, ITEMS } from '@portal/contracts';
import type { MfaMode } from '@portal/contracts/mfa';
import type { Database } from '../db';
import type { UserRow } from '../db/schema';
import { refusals } from '../lib/errors';
import { sha256 } from '../lib/tokens';
import { totpStep, verifyTotp } from '../lib/totp';
import { failMfaPending, failMfaSetup, findMfaSetup, type MfaPending, useRecoveryCode } from '../repositories/mfa';
import { claimTotpStep, clearSecondFactorFailures, countSecondFactorFailures, recordSecondFactorFailure } from '../repositories/sign-in-attempts';
import { namedItemsForUser } from '../repositories/tenants';
import { SECOND_FACTOR_LIMITS } from './constants';
import { isTwoFactorSetupAllowed } from './mfa';
import { itemValue } from './named-items';

/*
 * The second factor (spec 1 §6, §7 MFA calls): who may set one up and with which methods, the code
 * that confirms a set-up, and the code that completes a sign-in, whose wrong tries count per account.
 */

/** What the second-factor calls refuse, with their statuses (routes/README.md, authr). */
export const SECOND_FACTOR_REFUSALS = {
  ValidationFailed: 400,
  InvalidCode: 400,
  MfaNotConfigured: 400,
  TwoFactorDisabled: 403,
  TooManyAttempts: 429,
} as const;
const refuse = refusals(SECOND_FACTOR_REFUSALS);

/** Answer once the account has used up its wrong codes for the window. */
export const TOO_MANY_CODES_MESSAGE = 'Too many wrong codes. Please wait and try again.';

const SIX_DIGITS = /^\d{6}$/;

/** The methods the tenant's twoFactorMethods item offers this user (e-mail only with an address). */
export async function userMethods(db: Database, user: UserRow): Promise<number> {
  return availableMfaMethods(itemValue(await namedItemsForUser(db, user), ITEMS.twoFactorMethods), !!user.email);
}

/** Forms users set a second factor up where the tenant's mode item allows it (1 or 2): 403 TwoFactorDisabled otherwise. */
export async function assertSetUpAllowed(db: Database, user: UserRow): Promise<void> {
  if (!isTwoFactorSetupAllowed(user, await namedItemsForUser(db, user))) throw refuse('TwoFactorDisabled');
}

/** A set-up may use only a method the tenant offers the user. */
export async function assertModeAvailable(db: Database, user: UserRow, mode: Exclude<MfaMode, 'none'>): Promise<void> {
  if (!isMfaModeAvailable(mode, await userMethods(db, user))) throw refuse('ValidationFailed', 'mode: not available');
}

/** The pending set-up of `mode` that `code` confirms (from the app, or the one sent); a wrong code counts against it. */
export async function confirmedSetup(db: Database, user: UserRow, mode: Exclude<MfaMode, 'none'>, code: string) {
  const setup = await findMfaSetup(db, user.id);
  const valid = !!setup && setup.mode === mode && (mode === 'ga' ? !!setup.secret && verifyTotp(setup.secret, code) : setup.code_hash === sha256(code));
  if (!valid) {
    if (setup) await failMfaSetup(db, setup);
    throw refuse('InvalidCode');
  }
  return setup;
}

/** New recovery codes only for a user with a second factor. */
export function assertMfaConfigured(user: UserRow): void {
  if (user.mfa_mode === 'none') throw refuse('MfaNotConfigured');
}

/**
 * An authenticator code of a time step not used before, which it then marks used: a code works once
 * everywhere (sign-in and changes alike), so one seen over a shoulder or replayed proves nothing.
 */
export async function claimAuthenticatorCode(db: Database, user: UserRow, code: string): Promise<boolean> {
  const step = user.mfa_secret ? totpStep(user.mfa_secret, code) : null;
  return step !== null && claimTotpStep(db, user.id, step);
}

/** The code for this pending sign-in: authenticator, e-mailed or texted code, or else an unused recovery code. */
async function isValidCode(db: Database, pending: MfaPending, user: UserRow, code: string): Promise<boolean> {
  if (SIX_DIGITS.test(code)) {
    const valid = user.mfa_mode === 'ga' ? await claimAuthenticatorCode(db, user, code) : pending.code_hash === sha256(code);
    if (valid) return true;
  }
  return useRecoveryCode(db, user.id, code);
}

/**
 * Checks the second factor of a pending sign-in. Wrong codes count per account, across pending
 * sign-ins: at the limit even the right code waits (429 TooManyAttempts).
 */
export async function checkSignInCode(db: Database, pending: MfaPending, user: UserRow, code: string): Promise<void> {
  if ((await countSecondFactorFailures(db, user.id)) >= SECOND_FACTOR_LIMITS.perAccount) throw refuse('TooManyAttempts', TOO_MANY_CODES_MESSAGE);
  if (!(await isValidCode(db, pending, user, code))) {
    await recordSecondFactorFailure(db, user.id);
    await failMfaPending(db, pending);
    throw refuse('InvalidCode');
  }
  await clearSecondFactorFailures(db, user.id);
}
