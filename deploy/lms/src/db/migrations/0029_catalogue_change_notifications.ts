import { sql, type Kysely } from 'kysely';

/*
 * The catalogue's ETag halves (the tenant's catalogue version, a user's change stamp) are read on every
 * catalogue call: every process keeps them in memory, and a bump from any process tells the others
 * through migration 0018's NOTIFY lp_changes (its lp_notify_change function), keyed by the row's key.
 * An insert counts too: a user without a stamp row is kept as stamp 0 until their first change.
 */

const WATCHED: ReadonlyArray<{ table: string; key: string }> = [
  { table: 'catalogue_versions', key: 'scope' },
  { table: 'catalogue_user_stamps', key: 'user_id' },
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const { table, key } of WATCHED) {
    await sql`drop trigger if exists ${sql.id(`${table}_notify_change`)} on ${sql.table(table)}`.execute(db);
    await sql`create trigger ${sql.id(`${table}_notify_change`)} after insert or update or delete on ${sql.table(table)} for each row execute function lp_notify_change(${sql.lit(key)})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { table } of WATCHED) await sql`drop trigger if exists ${sql.id(`${table}_notify_change`)} on ${sql.table(table)}`.execute(db);
}
