import { sql, type Kysely } from 'kysely';

/*
 * External learning and the file store (spec 2 §3 External learning item, §7 /dossier files):
 * the file store's files (bytes in the database, like the CPD evidence), each in an area of its tenant
 * ('{id}/.attachments', '{externalReference}/task-file-attachments', '{id}/external-learning-attachments')
 * and owned by one user; a tenant's activity types; users' external learning items.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('dossier_files')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('scope', 'text', (c) => c.notNull().references('tenants.scope').onDelete('cascade'))
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('uploader', 'text', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('dossier_files_area_ix').ifNotExists().on('dossier_files').columns(['scope', 'area', 'owner_id']).execute();

  await db.schema
    .createTable('external_learning_types')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('scope', 'text', (c) => c.notNull().references('tenants.scope').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('external_learning_types_scope_ix').ifNotExists().on('external_learning_types').columns(['scope', 'position']).execute();

  await db.schema
    .createTable('external_learning_items')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('scope', 'text', (c) => c.notNull().references('tenants.scope').onDelete('cascade'))
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('key_learning', 'text', (c) => c.notNull())
    .addColumn('type_id', 'text', (c) => c.references('external_learning_types.id').onDelete('set null'))
    .addColumn('occurred_on', 'timestamptz')
    .addColumn('occurred_at', 'text')
    .addColumn('completion_status_id', 'text', (c) => c.notNull())
    .addColumn('score', 'double precision')
    .addColumn('cpd_points', 'double precision')
    .addColumn('learning_hours', 'double precision')
    .addColumn('learning_item_id', 'text')
    .addColumn('approval_status_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('external_learning_items_owner_ix').ifNotExists().on('external_learning_items').columns(['scope', 'owner_id', 'updated_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['external_learning_items', 'external_learning_types', 'dossier_files']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
