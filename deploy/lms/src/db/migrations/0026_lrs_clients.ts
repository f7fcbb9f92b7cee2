import type { Kysely } from 'kysely';

/* The xAPI record store: record-store clients per tenant (HTTP Basic key and secret hash, scopes) and the tenant's external record store settings. */

export async function up(_db: Kysely<any>): Promise<void> {}

export async function down(_db: Kysely<any>): Promise<void> {}
