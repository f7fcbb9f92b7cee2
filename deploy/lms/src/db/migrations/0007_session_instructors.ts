import type { Kysely } from 'kysely';

/*
 * Instructors: who runs each session. An instructor may set completion only for
 * the attendees of sessions they run, so the LMS must know which sessions those are.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('catalogue_session_instructors')
    .ifNotExists()
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('catalogue_session_instructors_pk', ['scope', 'session_id', 'user_id'])
    .addForeignKeyConstraint('catalogue_session_instructors_session_fk', ['scope', 'session_id'], 'catalogue_sessions', ['scope', 'id'], (fk) => fk.onDelete('cascade'))
    .execute();
  await db.schema.createIndex('catalogue_session_instructors_user_ix').ifNotExists().on('catalogue_session_instructors').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('catalogue_session_instructors').ifExists().execute();
}
