import type { Selectable } from 'kysely';
import { MFA_PENDING_TTL_MINUTES } from '../domain/constants';
import type { Database } from '../db';
import type { MfaModeColumn, MfaPendingTable, MfaSetupTable } from '../db/schema';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { normaliseRecoveryCode, randomToken, recoveryCode, sha256 } from '../lib/tokens';

/** A pending second factor (and its code) lives five minutes. */
export const MFA_PENDING_TTL_SECONDS = MFA_PENDING_TTL_MINUTES * 60;
/** Wrong codes allowed per pending sign-in or set-up before it is dropped. */
export const MFA_MAX_ATTEMPTS = 5;
export const RECOVERY_CODE_COUNT = 10;

export type MfaPending = Selectable<MfaPendingTable>;
export type MfaSetup = Selectable<MfaSetupTable>;

function pendingExpiry(): Date {
  return new Date(Date.now() + MFA_PENDING_TTL_SECONDS * 1000);
}

export async function createMfaPending(db: Database, input: { userId: string; scope: string; expiresIn: number }): Promise<string> {
  const token = randomToken();
  await db.deleteFrom('mfa_pending').where('expires_at', '<', new Date()).execute();
  await db
    .insertInto('mfa_pending')
    .values({ token_hash: sha256(token), user_id: input.userId, scope: input.scope, expires_in: input.expiresIn, expires_at: pendingExpiry() })
    .execute();
  return token;
}

export async function findMfaPending(db: Database, token: string): Promise<MfaPending | undefined> {
  return db.selectFrom('mfa_pending').selectAll().where('token_hash', '=', sha256(token)).where('expires_at', '>', new Date()).executeTakeFirst();
}

export async function setMfaPendingCode(db: Database, tokenHash: string, code: string): Promise<void> {
  await db
    .updateTable('mfa_pending')
    .set({ code_hash: sha256(code) })
    .where('token_hash', '=', tokenHash)
    .execute();
}

/** Counts a wrong code; drops the pending sign-in once the attempts are used up. Returns the attempts left. */
export async function failMfaPending(db: Database, pending: MfaPending): Promise<number> {
  const attempts = pending.attempts + 1;
  if (attempts >= MFA_MAX_ATTEMPTS) await deleteMfaPending(db, pending.token_hash);
  else await db.updateTable('mfa_pending').set({ attempts }).where('token_hash', '=', pending.token_hash).execute();
  return MFA_MAX_ATTEMPTS - attempts;
}

export async function deleteMfaPending(db: Database, tokenHash: string): Promise<void> {
  await db.deleteFrom('mfa_pending').where('token_hash', '=', tokenHash).execute();
}

/** Replaces the user's recovery codes with fresh ones; the plain codes are returned once, never stored. */
export async function issueRecoveryCodes(db: Database, userId: string, codes: readonly string[] = freshRecoveryCodes()): Promise<string[]> {
  await db.transaction().execute((trx) => replaceRecoveryCodes(trx, userId, codes));
  return [...codes];
}

/** The delete and insert of issueRecoveryCodes, for callers already inside a transaction. */
export async function replaceRecoveryCodes(db: Database, userId: string, codes: readonly string[]): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(codes.map((code) => ({ user_id: userId, code_hash: hashRecoveryCode(code) })))
    .execute();
}

/**
 * `hmac-sha256$salt$digest` with a random salt per code: equal codes never share a
 * stored value and a leaked table cannot be matched against one precomputed list. Codes carry about 50
 * random bits, so a keyed fast hash suffices; unsalted rows of older versions no longer match.
 */
export function hashRecoveryCode(code: string, salt: string = randomBytes(16).toString('base64url')): string {
  return `hmac-sha256$${salt}$${recoveryDigest(code, salt).toString('base64url')}`;
}

function recoveryDigest(code: string, salt: string): Buffer {
  return createHmac('sha256', salt).update(normaliseRecoveryCode(code)).digest();
}

export function recoveryCodeMatches(code: string, stored: string): boolean {
  const [kind, salt, digest] = stored.split('$');
  if (kind !== 'hmac-sha256' || !salt || !digest) return false;
  const expected = Buffer.from(digest, 'base64url');
  const actual = recoveryDigest(code, salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export function freshRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
}

/** Uses a recovery code once: true when it was valid and unused (it is now spent). */
export async function useRecoveryCode(db: Database, userId: string, code: string): Promise<boolean> {
  const unused = await db.selectFrom('recovery_codes').select(['id', 'code_hash']).where('user_id', '=', userId).where('used_at', 'is', null).execute();
  const match = unused.find((row) => recoveryCodeMatches(code, row.code_hash));
  if (!match) return false;
  // Spent once: of two requests racing with the same code only one updates the row.
  const result = await db.updateTable('recovery_codes').set({ used_at: new Date() }).where('id', '=', match.id).where('used_at', 'is', null).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteRecoveryCodes(db: Database, userId: string): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}

/** Starts (or restarts) a two-factor set-up waiting for the user to confirm a code. */
export async function startMfaSetup(
  db: Database,
  input: { userId: string; mode: MfaModeColumn; secret?: string; code?: string; countryCode?: string; contactNumber?: string },
): Promise<void> {
  const values = {
    mode: input.mode,
    secret: input.secret ?? null,
    code_hash: input.code ? sha256(input.code) : null,
    country_code: input.countryCode ?? null,
    contact_number: input.contactNumber ?? null,
    attempts: 0,
    expires_at: new Date(Date.now() + 15 * 60_000),
  };
  await db
    .insertInto('mfa_setup')
    .values({ user_id: input.userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

export async function findMfaSetup(db: Database, userId: string): Promise<MfaSetup | undefined> {
  return db.selectFrom('mfa_setup').selectAll().where('user_id', '=', userId).where('expires_at', '>', new Date()).executeTakeFirst();
}

/** Counts a wrong set-up code; the set-up is dropped once the attempts are used up. */
export async function failMfaSetup(db: Database, setup: MfaSetup): Promise<void> {
  const attempts = setup.attempts + 1;
  if (attempts >= MFA_MAX_ATTEMPTS) await deleteMfaSetup(db, setup.user_id);
  else await db.updateTable('mfa_setup').set({ attempts }).where('user_id', '=', setup.user_id).execute();
}

export async function deleteMfaSetup(db: Database, userId: string): Promise<void> {
  await db.deleteFrom('mfa_setup').where('user_id', '=', userId).execute();
}
