import { type Kysely, sql } from 'kysely';

/* Migrations take Kysely<any>: they describe the schema as it was then, not as DB types say it is now. */

/**
 * The catalogue (spec 2): items, categories, channels and event sessions per tenant, and what each
 * user did with them (enrolments, session registrations, completions, ratings, attempts, interest,
 * experience statements, AICC sessions). Version counters make the catalogue's ETag cheap.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const tenantColumn = (table: string) => db.schema.createTable(table).addColumn('scope', 'text', (c) => c.notNull().references('tenants.scope').onDelete('cascade'));

  // Bumped by every change that other users see (seats, rating means, the items themselves).
  await db.schema
    .createTable('catalogue_versions')
    .addColumn('scope', 'text', (c) => c.primaryKey().references('tenants.scope').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    // A database built again starts counting again: the epoch keeps its ETags from matching old ones.
    .addColumn('epoch', 'text', (c) => c.notNull().defaultTo(sql`gen_random_uuid()::text`))
    .execute();
  // Bumped by every change of one user's own catalogue state.
  await db.schema
    .createTable('catalogue_user_stamps')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('stamp', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await tenantColumn('catalogue_categories')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('show_content', 'boolean', (c) => c.notNull().defaultTo(true))
    .addPrimaryKeyConstraint('catalogue_categories_pk', ['scope', 'id'])
    .execute();

  await tenantColumn('catalogue_channels')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('thumbnail_url', 'text')
    .addColumn('categories', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('catalogue_channels_pk', ['scope', 'id'])
    .execute();

  // The fixed part of an item (everything but the user's state) is one jsonb definition.
  await tenantColumn('catalogue_items')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('definition', 'jsonb', (c) => c.notNull())
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('modified_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('catalogue_items_pk', ['scope', 'id'])
    .execute();

  await tenantColumn('catalogue_sessions')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('start_date', 'timestamptz', (c) => c.notNull())
    .addColumn('end_date', 'timestamptz', (c) => c.notNull())
    .addColumn('enrolment_deadline', 'timestamptz')
    .addColumn('cancellation_deadline', 'timestamptz')
    .addColumn('location', 'text')
    .addColumn('seats', 'integer', (c) => c.notNull())
    .addColumn('enrolment_mode', 'text', (c) => c.notNull())
    .addColumn('completion_mode', 'text', (c) => c.notNull().defaultTo('Manual'))
    .addPrimaryKeyConstraint('catalogue_sessions_pk', ['scope', 'id'])
    .addForeignKeyConstraint('catalogue_sessions_event_fk', ['scope', 'event_id'], 'catalogue_items', ['scope', 'id'], (fk) => fk.onDelete('cascade'))
    .execute();
  await db.schema.createIndex('catalogue_sessions_event_ix').on('catalogue_sessions').columns(['scope', 'event_id']).execute();

  const userItemTable = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('item_id', 'text', (c) => c.notNull())
      .addForeignKeyConstraint(`${table}_item_fk`, ['scope', 'item_id'], 'catalogue_items', ['scope', 'id'], (fk) => fk.onDelete('cascade'));

  // Also the user's assignment: mandatory and due date.
  await userItemTable('catalogue_enrolments')
    .addColumn('enrolment', 'text', (c) => c.notNull())
    .addColumn('mandatory', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('due_date', 'timestamptz')
    .addColumn('reason', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('catalogue_enrolments_pk', ['user_id', 'item_id'])
    .execute();

  await userItemTable('catalogue_completions')
    .addColumn('completion', 'text', (c) => c.notNull())
    .addColumn('started_on', 'timestamptz')
    .addColumn('completed_on', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('catalogue_completions_pk', ['user_id', 'item_id'])
    .execute();

  await userItemTable('catalogue_ratings')
    .addColumn('rating', 'double precision', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('catalogue_ratings_pk', ['user_id', 'item_id'])
    .execute();
  await db.schema.createIndex('catalogue_ratings_item_ix').on('catalogue_ratings').columns(['scope', 'item_id']).execute();

  await userItemTable('catalogue_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('completion', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('catalogue_attempts_user_item_ix').on('catalogue_attempts').columns(['user_id', 'item_id', 'number']).execute();

  await userItemTable('catalogue_interest')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('catalogue_interest_pk', ['user_id', 'item_id'])
    .execute();

  await db.schema
    .createTable('session_enrolments')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('enrolment', 'text', (c) => c.notNull())
    .addColumn('status', 'text')
    .addColumn('reason', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('session_enrolments_pk', ['user_id', 'session_id'])
    .addForeignKeyConstraint('session_enrolments_session_fk', ['scope', 'session_id'], 'catalogue_sessions', ['scope', 'id'], (fk) => fk.onDelete('cascade'))
    .execute();
  await db.schema.createIndex('session_enrolments_session_ix').on('session_enrolments').columns(['scope', 'session_id']).execute();

  await db.schema
    .createTable('lrs_statements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('verb', 'text', (c) => c.notNull())
    .addColumn('activity_id', 'text', (c) => c.notNull())
    .addColumn('registration', 'text')
    .addColumn('statement', 'jsonb', (c) => c.notNull())
    .addColumn('stored_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('lrs_statements_user_ix').on('lrs_statements').columns(['user_id', 'activity_id']).execute();

  // HACP sessions: the content authenticates its tracking calls with the aicc_sid, stored hashed.
  await db.schema
    .createTable('aicc_sessions')
    .addColumn('sid_hash', 'text', (c) => c.primaryKey())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('attempt_id', 'text')
    .addColumn('lesson_status', 'text')
    .addColumn('lesson_location', 'text')
    .addColumn('score', 'text')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'aicc_sessions',
    'lrs_statements',
    'session_enrolments',
    'catalogue_interest',
    'catalogue_attempts',
    'catalogue_ratings',
    'catalogue_completions',
    'catalogue_enrolments',
    'catalogue_sessions',
    'catalogue_items',
    'catalogue_channels',
    'catalogue_categories',
    'catalogue_user_stamps',
    'catalogue_versions',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
