import type { Kysely } from 'kysely';

/* The xAPI record store: the record store's documents: activity state, activity profile, agent profile, with their ETags. */

export async function up(_db: Kysely<any>): Promise<void> {}

export async function down(_db: Kysely<any>): Promise<void> {}
