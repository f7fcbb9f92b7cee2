import type { Kysely } from 'kysely';

/* The xAPI record store: statements, their attachments and voiding (the record store's statements resource). */

export async function up(_db: Kysely<any>): Promise<void> {}

export async function down(_db: Kysely<any>): Promise<void> {}
