import { sql, type Kysely } from 'kysely';

/*
 * Tasks and the record store: a task's settings beside its catalogue item, the files and
 * external-learning references a learner attaches to a task, the task's audit journal, and the record
 * store's documents (activity state, where a task's submission text is kept, and agent profiles).
 * Everything belongs to its tenant and, but for the settings, to one user.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('task_settings')
    .ifNotExists()
    .addColumn('scope', 'text', (c) => c.notNull().references('tenants.scope').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('approval_required', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('long_description', 'text')
    .addColumn('submission_statement', 'text')
    .addPrimaryKeyConstraint('task_settings_pk', ['scope', 'item_id'])
    .execute();
  await db.schema
    .createTable('task_attachments')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('scope', 'text', (c) => c.notNull().references('tenants.scope').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('attempt_id', 'text')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('task_attachments_user_ix').ifNotExists().on('task_attachments').columns(['scope', 'user_id', 'item_id']).execute();
  await db.schema
    .createTable('task_journal')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    // The order entries were written in (several share a moment when one call writes them).
    .addColumn('seq', 'serial', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull().references('tenants.scope').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('attempt_id', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('to_name', 'text')
    .addColumn('value', 'text')
    .addColumn('actor_id', 'text')
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('datestamp', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('task_journal_user_ix').ifNotExists().on('task_journal').columns(['scope', 'user_id', 'item_id', 'datestamp']).execute();
  await db.schema
    .createTable('lrs_state')
    .ifNotExists()
    .addColumn('scope', 'text', (c) => c.notNull().references('tenants.scope').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('activity_id', 'text', (c) => c.notNull())
    .addColumn('state_id', 'text', (c) => c.notNull())
    // '' when the document has no registration (a primary key column cannot be null).
    .addColumn('registration', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('lrs_state_pk', ['scope', 'user_id', 'activity_id', 'state_id', 'registration'])
    .execute();
  await db.schema
    .createTable('lrs_agent_profiles')
    .ifNotExists()
    .addColumn('scope', 'text', (c) => c.notNull().references('tenants.scope').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('profile_id', 'text', (c) => c.notNull())
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('lrs_agent_profiles_pk', ['scope', 'user_id', 'profile_id'])
    .execute();
  await db.schema.createIndex('lrs_statements_stored_ix').ifNotExists().on('lrs_statements').columns(['scope', 'user_id', 'stored_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('lrs_statements_stored_ix').ifExists().execute();
  for (const table of ['lrs_agent_profiles', 'lrs_state', 'task_journal', 'task_attachments', 'task_settings']) await db.schema.dropTable(table).ifExists().execute();
}
