import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/*
 * Certificates (spec 2 §3 Certificate and Certification): a tenant's certifications, each
 * awarded (and renewed) by completing one catalogue item, with how long a certificate is valid and
 * when its renewal period opens; the certificates users hold (history kept: a renewal adds one); and
 * each user's renewal state of a certification (start_renewal).
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('certifications')
    .ifNotExists()
    .addColumn('scope', 'text', (c) => c.notNull().references('tenants.scope').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    // The awarding item; null (or an item since removed) makes the renewal state NotSupported.
    .addColumn('item_id', 'text')
    // Null: certificates never expire.
    .addColumn('validity_days', 'integer')
    // The renewal period opens this many days before expiry.
    .addColumn('renewal_window_days', 'integer', (c) => c.notNull().defaultTo(60))
    .addColumn('automatic_renewal', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('compliance', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('properties', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addPrimaryKeyConstraint('certifications_pk', ['scope', 'id'])
    .addCheckConstraint('certifications_validity_positive', sql`validity_days is null or validity_days > 0`)
    .execute();
  await db.schema.createIndex('certifications_item_idx').ifNotExists().on('certifications').columns(['scope', 'item_id']).execute();

  await db.schema
    .createTable('certificates')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('certification_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('awarded_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_on', 'timestamptz')
    .addColumn('renewal_date', 'timestamptz')
    .addColumn('score', 'double precision')
    // Printed on the PDF so a reader can ask the organisation whether the certificate is genuine.
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addForeignKeyConstraint('certificates_certification_fk', ['scope', 'certification_id'], 'certifications', ['scope', 'id'], (fk) => fk.onDelete('cascade'))
    .execute();
  await db.schema.createIndex('certificates_user_idx').ifNotExists().on('certificates').columns(['user_id', 'certification_id', 'awarded_at']).execute();

  await db.schema
    .createTable('certification_users')
    .ifNotExists()
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('certification_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('entered_renewal_on', 'timestamptz')
    .addPrimaryKeyConstraint('certification_users_pk', ['certification_id', 'user_id'])
    .addForeignKeyConstraint('certification_users_certification_fk', ['scope', 'certification_id'], 'certifications', ['scope', 'id'], (fk) => fk.onDelete('cascade'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('certification_users').ifExists().execute();
  await db.schema.dropTable('certificates').ifExists().execute();
  await db.schema.dropTable('certifications').ifExists().execute();
}
