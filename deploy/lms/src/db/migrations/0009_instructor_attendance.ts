import type { Kysely } from 'kysely';

/*
 * The instructor area: when an instructor last submitted a session's register (spec 3 §5:
 * submitting attendance stamps the date). Who attended stays on session_enrolments.status, where the
 * learner's own catalogue pages already read it.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('instructor_attendance')
    .ifNotExists()
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('submitted_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addPrimaryKeyConstraint('instructor_attendance_pk', ['scope', 'session_id'])
    .addForeignKeyConstraint('instructor_attendance_session_fk', ['scope', 'session_id'], 'catalogue_sessions', ['scope', 'id'], (fk) => fk.onDelete('cascade'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('instructor_attendance').ifExists().execute();
}
