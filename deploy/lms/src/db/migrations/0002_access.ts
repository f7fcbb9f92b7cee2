import { type Kysely, sql } from 'kysely';

/* Access area (spec 1 §7): approval delegations and each tenant's single-sign-on keys. */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('delegations')
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('scope', 'text', (c) => c.notNull().references('tenants.scope').onDelete('cascade'))
    .addColumn('approver_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('delegatee_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('start_at', 'timestamptz')
    .addColumn('end_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Either date may be open; when both are set the until date comes after the from date (spec 1 §5).
    .addCheckConstraint('delegations_period_ck', sql`start_at is null or end_at is null or end_at > start_at`)
    .addCheckConstraint('delegations_not_self_ck', sql`approver_id <> delegatee_id`)
    .execute();
  await db.schema.createIndex('delegations_approver_ix').on('delegations').columns(['approver_id', 'created_at']).execute();

  /**
   * Keys are read back to sign and verify, so they are stored as they are; they never come from the
   * repository (the demo seed takes them from the environment or makes random ones).
   */
  await db.schema
    .createTable('sso_settings')
    .addColumn('scope', 'text', (c) => c.primaryKey().references('tenants.scope').onDelete('cascade'))
    .addColumn('auth0_key', 'text')
    .addColumn('hash_secret', 'text')
    .addColumn('didp_secret', 'text')
    .addColumn('field', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sso_settings').ifExists().execute();
  await db.schema.dropTable('delegations').ifExists().execute();
}
