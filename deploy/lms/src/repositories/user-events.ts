import type { UserEvents } from '@portal/contracts/dashboard';
import type { Database } from '../db';

/** A page of a user's events, newest first, and how many there are (spec 3 §7 records/report_data/user_events). */
export async function listUserEvents(db: Database, scope: string, userId: string, page: { skip: number; limit: number }): Promise<UserEvents> {
  const mine = db.selectFrom('user_events').where('scope', '=', scope).where('user_id', '=', userId);
  const [rows, count] = await Promise.all([
    mine.select(['occurred_on', 'type', 'title']).orderBy('occurred_on', 'desc').orderBy('id').offset(page.skip).limit(page.limit).execute(),
    mine.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({ occurredon: new Date(row.occurred_on).toISOString(), type: row.type, title: row.title })),
    total: Number(count.n),
  };
}
