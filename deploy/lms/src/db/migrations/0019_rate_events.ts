import { sql, type Kysely } from 'kysely';

/*
 * Per-user limits on writes that create content or send mail (mail on a user's behalf, comments,
 * uploads): one row per counted write, so a limit holds across restarts and LMS replicas. Rows older
 * than the longest window are removed as new ones are counted.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_events')
    .ifNotExists()
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('rate_events_user_kind_ix').ifNotExists().on('rate_events').columns(['user_id', 'kind', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_events').ifExists().execute();
}
