import { ACCOUNT_SECURITY_ERRORS as E, type SecondFactorRequired, type StepUpProof } from '@portal/contracts/account';
import type { Database } from '../db';
import type { UserRow } from '../db/schema';
import { MFA_PENDING_TTL_MINUTES } from '../domain/constants';
import { maskDestination } from '../domain/mfa';
import { isPasswordCheckLocked, looksLikeRecoveryCode, maxInvalidPasswordAttempts } from '../domain/step-up';
import { LmsError } from '../lib/errors';
import { verifyAgainstDummy, verifyPassword } from '../lib/passwords';
import { sixDigitCode } from '../lib/tokens';
import { clearPasswordCheckFailures, countPasswordCheckFailures, recordPasswordCheckFailure } from '../repositories/account-security';
import { useRecoveryCode } from '../repositories/mfa';
import { namedItemsForUser } from '../repositories/tenants';
import { createUserCode, useUserCode } from '../repositories/verifications';
import { claimAuthenticatorCode } from '../domain/second-factor';
import { sendCode } from '../domain/send-code';

/*
 * What the calls that change how a user signs in share (the e-mail address, the password, the second
 * factor, the recovery codes): proof carried by the change call itself, the current password and then
 * the second factor when one is set. A session alone, however fresh, is no proof.
 */

/** Verification type of the code e-mailed or texted to an e-mail or SMS two-factor user for a change. */
export const STEP_UP_CODE_TYPE = 'reauthentication';
export const STEP_UP_CODE_TTL_SECONDS = MFA_PENDING_TTL_MINUTES * 60;

/** 429 once the user's failed checks in the window reach the tenant's Account.Login.MaxInvalidPasswordAttempts. */
export async function assertPasswordChecksAllowed(db: Database, user: UserRow): Promise<void> {
  const limit = maxInvalidPasswordAttempts(await namedItemsForUser(db, user));
  if (isPasswordCheckLocked(await countPasswordCheckFailures(db, user.id), limit)) {
    throw new LmsError(429, E.tooManyAttempts, 'Too many attempts. Please wait and try again.');
  }
}

/** The current password, throttled like sign-in: a wrong one counts against the user and answers 400 PasswordIncorrect. */
export async function checkCurrentPassword(db: Database, user: UserRow, password: string): Promise<void> {
  await assertPasswordChecksAllowed(db, user);
  const ok = user.password_hash ? await verifyPassword(password, user.password_hash) : await verifyAgainstDummy(password);
  if (!ok) {
    await recordPasswordCheckFailure(db, user.id);
    throw new LmsError(400, E.passwordIncorrect);
  }
}

/** Counts a wrong code (a change's second factor, e-mail confirmation) against the same limit. */
export async function failCodeCheck(db: Database, user: UserRow, errorCode: string = E.invalidCode): Promise<never> {
  await recordPasswordCheckFailure(db, user.id);
  throw new LmsError(400, errorCode);
}

/** The user's second factor for a change: an unused authenticator step, the code just sent by e-mail/SMS, or a recovery code (spent). */
export async function verifyStepUpCode(db: Database, user: UserRow, code: string): Promise<boolean> {
  if (looksLikeRecoveryCode(code)) return useRecoveryCode(db, user.id, code);
  if (user.mfa_mode === 'ga') return claimAuthenticatorCode(db, user, code);
  return (await useUserCode(db, user.id, STEP_UP_CODE_TYPE, code)) !== undefined;
}

/** A successful proof also clears the failures counted against the user. */
export async function clearFailedChecks(db: Database, user: UserRow): Promise<void> {
  await clearPasswordCheckFailures(db, user.id);
}

/** 400 SecondFactorRequired, whose body names the mode (and where an e-mail or SMS code went). */
export class SecondFactorRequiredError extends LmsError {
  constructor(private readonly answer: SecondFactorRequired) {
    super(400, E.secondFactorRequired);
  }

  override get body(): SecondFactorRequired {
    return this.answer;
  }
}

/**
 * The proof a change carries: the current password (throttled), then, when the user has a second
 * factor, its code. Without a code: 400 SecondFactorRequired (an e-mail or SMS user is sent one now),
 * so the portal asks for it and sends the change again with it.
 */
export async function proveCurrentUser(db: Database, user: UserRow, proof: StepUpProof): Promise<void> {
  await checkCurrentPassword(db, user, proof.password);
  if (user.mfa_mode !== 'none') {
    if (!proof.code) {
      if (user.mfa_mode === 'email' || user.mfa_mode === 'sms') {
        const code = sixDigitCode();
        await createUserCode(db, { scope: user.scope, userId: user.id, type: STEP_UP_CODE_TYPE, code, ttlSeconds: STEP_UP_CODE_TTL_SECONDS });
        const destination = { mode: user.mfa_mode, email: user.email, countryCode: user.mfa_country_code, contactNumber: user.mfa_contact_number };
        await sendCode(db, user, destination, code);
      }
      throw new SecondFactorRequiredError({
        success: false,
        ErrorCode: E.secondFactorRequired,
        mode: user.mfa_mode,
        ...(user.mfa_mode === 'ga' ? {} : { to: maskDestination(user.mfa_mode, user) }),
      });
    }
    if (!(await verifyStepUpCode(db, user, proof.code))) await failCodeCheck(db, user);
  }
  await clearFailedChecks(db, user);
}
