import { type Kysely, sql } from 'kysely';

/**
 * Sessions and sign-in (docs/SECURITY.md):
 * - sessions: the idle length the server granted, an absolute end no refresh passes, `restricted` for a
 *   Requires2FASetup session (two-factor set-up only), `replaced_by` for a token rotated by refresh;
 * - users.mfa_totp_step: the last authenticator time step used, so a code works once;
 * - second_factor_failures: wrong second-factor codes per account, across pending sign-ins.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('idle_seconds', 'integer', (c) => c.notNull().defaultTo(20 * 60))
    .addColumn('absolute_expires_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now() + interval '12 hours'`))
    .addColumn('restricted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('replaced_by', 'text')
    .execute();
  await sql`update sessions set absolute_expires_at = created_at + interval '12 hours'`.execute(db);

  await db.schema.alterTable('users').addColumn('mfa_totp_step', 'integer').execute();

  await db.schema
    .createTable('second_factor_failures')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('second_factor_failures_user_ix').on('second_factor_failures').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('second_factor_failures').execute();
  await db.schema.alterTable('users').dropColumn('mfa_totp_step').execute();
  await db.schema.alterTable('sessions').dropColumn('idle_seconds').dropColumn('absolute_expires_at').dropColumn('restricted').dropColumn('replaced_by').execute();
}
