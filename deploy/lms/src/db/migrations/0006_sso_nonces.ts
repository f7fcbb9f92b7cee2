import type { Kysely } from 'kysely';

/* Reserved for issue 10 (security); filled in by the slice that owns it. */

export async function up(_db: Kysely<any>): Promise<void> {}

export async function down(_db: Kysely<any>): Promise<void> {}
