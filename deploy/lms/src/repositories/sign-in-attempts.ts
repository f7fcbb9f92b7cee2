import { sql } from 'kysely';
import type { Database } from '../db';
import { SIGN_IN_LIMITS } from '../domain/sign-in';

function windowStart(): Date {
  return new Date(Date.now() - SIGN_IN_LIMITS.windowMinutes * 60_000);
}

/** Failed sign-ins in the current window, per username (within the tenant) and per address. */
export async function countSignInFailures(db: Database, scope: string, username: string, address: string): Promise<{ byUsername: number; byAddress: number }> {
  const since = windowStart();
  const row = await db
    .selectFrom('sign_in_attempts')
    .select([
      sql<number>`count(*) filter (where scope = ${scope} and username = ${username.trim().toLowerCase()})::int`.as('byUsername'),
      sql<number>`count(*) filter (where address = ${address})::int`.as('byAddress'),
    ])
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return { byUsername: Number(row.byUsername), byAddress: Number(row.byAddress) };
}

export async function recordSignInFailure(db: Database, scope: string, username: string, address: string): Promise<void> {
  await db.insertInto('sign_in_attempts').values({ scope, username: username.trim().toLowerCase(), address }).execute();
  // Keep the table small: rows outside every window are of no further use.
  await db.deleteFrom('sign_in_attempts').where('created_at', '<', new Date(Date.now() - 24 * 3600_000)).execute();
}

/** A correct password clears the failures recorded against the username. */
export async function clearSignInFailures(db: Database, scope: string, username: string): Promise<void> {
  await db.deleteFrom('sign_in_attempts').where('scope', '=', scope).where('username', '=', username.trim().toLowerCase()).execute();
}
