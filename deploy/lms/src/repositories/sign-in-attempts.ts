import { sql } from 'kysely';
import type { Database } from '../db';
import { SECOND_FACTOR_LIMITS } from '../domain/constants';
import { SIGN_IN_LIMITS, type SignInFailures } from '../domain/sign-in';

function windowStart(): Date {
  return new Date(Date.now() - SIGN_IN_LIMITS.windowMinutes * 60_000);
}

function key(username: string): string {
  return username.trim().toLowerCase();
}

/** Failed sign-ins in the current window: per username and address, per username (within the tenant), per address. */
export async function countSignInFailures(db: Database, scope: string, username: string, address: string): Promise<SignInFailures> {
  const name = key(username);
  const row = await db
    .selectFrom('sign_in_attempts')
    .select([
      sql<number>`count(*) filter (where scope = ${scope} and username = ${name} and address = ${address})::int`.as('byUsernameAndAddress'),
      sql<number>`count(*) filter (where scope = ${scope} and username = ${name})::int`.as('byUsername'),
      sql<number>`count(*) filter (where address = ${address})::int`.as('byAddress'),
    ])
    .where('created_at', '>', windowStart())
    .executeTakeFirstOrThrow();
  return { byUsernameAndAddress: Number(row.byUsernameAndAddress), byUsername: Number(row.byUsername), byAddress: Number(row.byAddress) };
}

export async function recordSignInFailure(db: Database, scope: string, username: string, address: string): Promise<void> {
  await db
    .insertInto('sign_in_attempts')
    .values({ scope, username: key(username), address })
    .execute();
  // Keep the table small: rows outside every window are of no further use.
  await db
    .deleteFrom('sign_in_attempts')
    .where('created_at', '<', new Date(Date.now() - 24 * 3600_000))
    .execute();
}

/**
 * Clears the failures recorded against the username: after a correct password, and after a completed
 * password reset, so the owner of an account someone tried to lock out always has a way back in.
 */
export async function clearSignInFailures(db: Database, scope: string, username: string): Promise<void> {
  await db.deleteFrom('sign_in_attempts').where('scope', '=', scope).where('username', '=', key(username)).execute();
}

/* Second factor. */

function secondFactorWindowStart(): Date {
  return new Date(Date.now() - SECOND_FACTOR_LIMITS.windowMinutes * 60_000);
}

/** Wrong second-factor codes of the account in the window, whichever pending sign-in they came through. */
export async function countSecondFactorFailures(db: Database, userId: string): Promise<number> {
  const row = await db
    .selectFrom('second_factor_failures')
    .select(sql<number>`count(*)::int`.as('failures'))
    .where('user_id', '=', userId)
    .where('created_at', '>', secondFactorWindowStart())
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

export async function recordSecondFactorFailure(db: Database, userId: string): Promise<void> {
  await db.insertInto('second_factor_failures').values({ user_id: userId }).execute();
  await db
    .deleteFrom('second_factor_failures')
    .where('created_at', '<', new Date(Date.now() - 24 * 3600_000))
    .execute();
}

export async function clearSecondFactorFailures(db: Database, userId: string): Promise<void> {
  await db.deleteFrom('second_factor_failures').where('user_id', '=', userId).execute();
}

/**
 * Records an authenticator time step as used; false when that step or a later one was used already, so
 * a code (even one seen over a shoulder or replayed) signs in once. One conditional update: two
 * requests racing with the same code cannot both win.
 */
export async function claimTotpStep(db: Database, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ mfa_totp_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('mfa_totp_step', 'is', null), eb('mfa_totp_step', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
