import { sql, type Kysely } from 'kysely';

/*
 * The dashboard: gamification (a tenant's awards, users' points and accolades), the feeds a
 * tenant configured (the only addresses /rssle/rss fetches), and users' events for the activity heatmap
 * (spec 3 §3 Gamification, Feed channel, User events). Everything goes with its tenant and user.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('gamification_config')
    .ifNotExists()
    .addColumn('scope', 'text', (c) => c.primaryKey().references('tenants.scope').onDelete('cascade'))
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addColumn('awards', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('gamification_points')
    .ifNotExists()
    .addColumn('scope', 'text', (c) => c.notNull().references('tenants.scope').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('points_total', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('gamification_points_pk', ['scope', 'user_id'])
    .execute();
  await db.schema.createIndex('gamification_points_rank_ix').ifNotExists().on('gamification_points').columns(['scope', 'points_total']).execute();
  await db.schema
    .createTable('accolades')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('scope', 'text', (c) => c.notNull().references('tenants.scope').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('award_key', 'text', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('awarded_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('accolades_user_ix').ifNotExists().on('accolades').columns(['scope', 'user_id', 'awarded_at']).execute();
  await db.schema
    .createTable('feeds')
    .ifNotExists()
    .addColumn('scope', 'text', (c) => c.notNull().references('tenants.scope').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('feeds_pk', ['scope', 'id'])
    .execute();
  await db.schema
    .createTable('user_events')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('scope', 'text', (c) => c.notNull().references('tenants.scope').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('occurred_on', 'timestamptz', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('user_events_user_ix').ifNotExists().on('user_events').columns(['scope', 'user_id', 'occurred_on']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['user_events', 'feeds', 'accolades', 'gamification_points', 'gamification_config']) await db.schema.dropTable(table).ifExists().execute();
}
