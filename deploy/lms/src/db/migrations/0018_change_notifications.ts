import { sql, type Kysely } from 'kysely';

/*
 * Scale-out: every LMS process keeps the tenants' configuration, the live sessions and
 * their users in memory. A write to those tables, from any process or by hand in psql, tells every process through
 * NOTIFY lp_changes '<table>:<key>' (db/change-feed.ts), so a settings change or a sign-out made
 * through one replica is seen by the others at once.
 */

const WATCHED: ReadonlyArray<{ table: string; key: string; events: string }> = [
  { table: 'tenants', key: 'scope', events: 'insert or update or delete' },
  { table: 'settings', key: 'scope', events: 'insert or update or delete' },
  { table: 'named_items', key: 'scope', events: 'insert or update or delete' },
  { table: 'profile_fields', key: 'scope', events: 'insert or update or delete' },
  // A new session or user is never cached anywhere yet; only its changes and its end matter.
  { table: 'sessions', key: 'token_hash', events: 'update or delete' },
  { table: 'users', key: 'id', events: 'update or delete' },
];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function lp_notify_change() returns trigger language plpgsql as $$
    declare
      row_json jsonb;
    begin
      if TG_OP = 'DELETE' then row_json := to_jsonb(OLD); else row_json := to_jsonb(NEW); end if;
      perform pg_notify('lp_changes', TG_TABLE_NAME || ':' || coalesce(row_json ->> TG_ARGV[0], ''));
      return null;
    end
    $$`.execute(db);
  for (const { table, key, events } of WATCHED) {
    await sql`drop trigger if exists ${sql.id(`${table}_notify_change`)} on ${sql.table(table)}`.execute(db);
    await sql`create trigger ${sql.id(`${table}_notify_change`)} after ${sql.raw(events)} on ${sql.table(table)} for each row execute function lp_notify_change(${sql.lit(key)})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { table } of WATCHED) await sql`drop trigger if exists ${sql.id(`${table}_notify_change`)} on ${sql.table(table)}`.execute(db);
  await sql`drop function if exists lp_notify_change()`.execute(db);
}
