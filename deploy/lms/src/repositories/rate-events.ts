import type { Database } from '../db';

/* Counted writes per user (rate_events, migration 0019). */

/** Counts the write and answers how many of that kind the user made since `since`, this one included. */
export async function countWrite(db: Database, userId: string, kind: string, since: Date): Promise<{ id: number; count: number }> {
  const { id } = await db.insertInto('rate_events').values({ user_id: userId, kind }).returning('id').executeTakeFirstOrThrow();
  const row = await db
    .selectFrom('rate_events')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return { id, count: Number(row?.n ?? 0) };
}

/** Takes back a write that was refused, so a refused attempt does not hold the user up longer. */
export async function uncountWrite(db: Database, id: number): Promise<void> {
  await db.deleteFrom('rate_events').where('id', '=', id).execute();
}

/** Drops a user's rows older than `before`. */
export async function forgetWritesBefore(db: Database, userId: string, before: Date): Promise<void> {
  await db.deleteFrom('rate_events').where('user_id', '=', userId).where('created_at', '<', before).execute();
}
