import { sql, type Kysely } from 'kysely';

/*
 * Approvals and comments: approval requests (spec 2 §3, spec 3 §3: an actor asks an approver
 * to approve an object's completion or enrolment) with their journal, comments under a topic and users'
 * subscriptions to topics (spec 3 §3 Comment and subscription). Everything goes with its tenant; a
 * request and its journal go with its actor.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('approval_requests')
    .ifNotExists()
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('scope', 'text', (c) => c.notNull().references('tenants.scope').onDelete('cascade'))
    .addColumn('actor_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('approver_id', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('object_type', 'text', (c) => c.notNull())
    .addColumn('approval_type', 'text', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('datestamp', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('approval_requests_approver_ix').ifNotExists().on('approval_requests').columns(['scope', 'approver_id', 'datestamp']).execute();
  await db.schema.createIndex('approval_requests_object_ix').ifNotExists().on('approval_requests').columns(['scope', 'object_id', 'actor_id']).execute();
  await db.schema
    .createTable('approval_journal')
    .ifNotExists()
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('reference', 'text', (c) => c.notNull().references('approval_requests.reference').onDelete('cascade'))
    .addColumn('property', 'text', (c) => c.notNull())
    .addColumn('from_value', 'text')
    .addColumn('to_value', 'text')
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('datestamp', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('approval_journal_reference_ix').ifNotExists().on('approval_journal').columns(['reference', 'id']).execute();
  await db.schema
    .createTable('comments')
    .ifNotExists()
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('scope', 'text', (c) => c.notNull().references('tenants.scope').onDelete('cascade'))
    .addColumn('topic_ref', 'text', (c) => c.notNull())
    .addColumn('topic_label', 'text', (c) => c.notNull())
    .addColumn('topic_data', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('commenter_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('flag', 'text')
    .addColumn('flagger_id', 'text')
    .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('comments_topic_ix').ifNotExists().on('comments').columns(['scope', 'topic_ref', 'created']).execute();
  await db.schema
    .createTable('subscriptions')
    .ifNotExists()
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('scope', 'text', (c) => c.notNull().references('tenants.scope').onDelete('cascade'))
    .addColumn('topic_ref', 'text', (c) => c.notNull())
    .addColumn('topic_label', 'text', (c) => c.notNull())
    .addColumn('topic_data', 'text', (c) => c.notNull())
    .addColumn('subscriber_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subscribed', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('subscriptions_topic_user_uq', ['scope', 'topic_ref', 'subscriber_id'])
    .execute();
  await db.schema.createIndex('subscriptions_user_ix').ifNotExists().on('subscriptions').columns(['scope', 'subscriber_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['subscriptions', 'comments', 'approval_journal', 'approval_requests']) await db.schema.dropTable(table).ifExists().execute();
}
