import { type Kysely, sql } from 'kysely';

/*
 * Account security: step-up re-authentication recorded on the session,
 * pending e-mail changes carried by their verification row, and failed current-password checks
 * counted per user so they can be throttled like sign-in.
 */

export async function up(db: Kysely<any>): Promise<void> {
  // When the session's user last proved the password (and second factor) again; null means never.
  await db.schema.alterTable('sessions').addColumn('reauthenticated_at', 'timestamptz').execute();
  // What a verification carries besides its user, e.g. the new address of an 'email-change'.
  await db.schema.alterTable('verifications').addColumn('payload', 'text').execute();

  await db.schema
    .createTable('password_check_failures')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('password_check_failures_user_ix').on('password_check_failures').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('password_check_failures').ifExists().execute();
  await db.schema.alterTable('verifications').dropColumn('payload').execute();
  await db.schema.alterTable('sessions').dropColumn('reauthenticated_at').execute();
}
