import { sql, type Kysely } from 'kysely';

/*
 * The CPD journal (spec 3 §3). A tenant's CPD options and its entry schema per target mode;
 * a user's periods, their entries with evidence files, and plans. Entries, files and plans go with
 * their owner; entries and files go with their period.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cpd_config')
    .ifNotExists()
    .addColumn('scope', 'text', (c) => c.primaryKey().references('tenants.scope').onDelete('cascade'))
    .addColumn('config', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('cpd_schema_fields')
    .ifNotExists()
    .addColumn('scope', 'text', (c) => c.notNull().references('tenants.scope').onDelete('cascade'))
    .addColumn('target_mode', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('field', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('cpd_schema_fields_pk', ['scope', 'target_mode', 'position'])
    .execute();
  await db.schema
    .createTable('cpd_periods')
    .ifNotExists()
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('start_date', 'timestamptz', (c) => c.notNull())
    .addColumn('end_date', 'timestamptz', (c) => c.notNull())
    .addColumn('submission_date', 'timestamptz')
    .addColumn('target', 'double precision', (c) => c.notNull())
    .addColumn('target_mode', 'text', (c) => c.notNull())
    .addColumn('status', 'text')
    .addColumn('review_comments', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('cpd_periods_owner_ix').ifNotExists().on('cpd_periods').columns(['owner_id', 'start_date']).execute();
  await db.schema
    .createTable('cpd_entries')
    .ifNotExists()
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('journal_id', 'text', (c) => c.notNull().references('cpd_periods.reference').onDelete('cascade'))
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('completion_date', 'timestamptz', (c) => c.notNull())
    .addColumn('draft', 'boolean', (c) => c.notNull())
    .addColumn('credits', 'double precision', (c) => c.notNull())
    .addColumn('time', 'integer', (c) => c.notNull())
    .addColumn('reflection', 'text', (c) => c.notNull())
    .addColumn('fields', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cpd_entries_journal_ix').ifNotExists().on('cpd_entries').column('journal_id').execute();
  await db.schema.createIndex('cpd_entries_owner_ix').ifNotExists().on('cpd_entries').columns(['owner_id', 'completion_date']).execute();
  await db.schema
    .createTable('cpd_files')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('entry_id', 'text', (c) => c.notNull().references('cpd_entries.reference').onDelete('cascade'))
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('cpd_files_entry_ix').ifNotExists().on('cpd_files').column('entry_id').execute();
  await db.schema
    .createTable('cpd_plans')
    .ifNotExists()
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('fields', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cpd_plans_owner_ix').ifNotExists().on('cpd_plans').column('owner_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['cpd_plans', 'cpd_files', 'cpd_entries', 'cpd_periods', 'cpd_schema_fields', 'cpd_config']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
