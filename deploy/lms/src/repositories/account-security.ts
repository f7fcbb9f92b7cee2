import { sql } from 'kysely';
import type { Database } from '../db';
import { PASSWORD_CHECK_WINDOW_MINUTES } from '../domain/step-up';

/** Failed current-password (or step-up code) checks of the user within the window. */
export async function countPasswordCheckFailures(db: Database, userId: string): Promise<number> {
  const since = new Date(Date.now() - PASSWORD_CHECK_WINDOW_MINUTES * 60_000);
  const row = await db
    .selectFrom('password_check_failures')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function recordPasswordCheckFailure(db: Database, userId: string): Promise<void> {
  await db.insertInto('password_check_failures').values({ user_id: userId }).execute();
  // Rows outside every window are of no further use.
  await db
    .deleteFrom('password_check_failures')
    .where('created_at', '<', new Date(Date.now() - 24 * 3600_000))
    .execute();
}

export async function clearPasswordCheckFailures(db: Database, userId: string): Promise<void> {
  await db.deleteFrom('password_check_failures').where('user_id', '=', userId).execute();
}

/** Every change to how the user signs in ends the user's other sessions; the one making the change goes on. */
export async function endOtherSessions(db: Database, userId: string, keepTokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('token_hash', '!=', keepTokenHash).execute();
}
