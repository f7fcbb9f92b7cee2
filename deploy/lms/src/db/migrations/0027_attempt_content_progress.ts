import type { Kysely } from 'kysely';

/*
 * When an attempt's tracked content first reported progress to the record store. A
 * result for tracked content counts only after it, so launching and posting "passed" without the
 * content ever running changes nothing.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('catalogue_attempts').addColumn('content_reported_at', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('catalogue_attempts').dropColumn('content_reported_at').execute();
}
