import { sql, type Kysely } from 'kysely';

/*
 * The xAPI record store's credentials: record-store clients per tenant (an HTTP Basic key,
 * the scrypt hash of its secret, its xAPI scopes and the authority agent its statements carry), the
 * short-lived user tokens xapi/config hands a signed-in user (only their SHA-256 is kept), and a
 * tenant's external record store (xapi/config then hands out its endpoint and credentials instead).
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lrs_clients')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('scope', 'text', (c) => c.notNull().references('tenants.scope').onDelete('cascade'))
    // The record store's path names no tenant, so the key alone must say whose client it is.
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('scopes', 'jsonb', (c) => c.notNull())
    .addColumn('authority', 'jsonb', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('lrs_clients_scope_ix').ifNotExists().on('lrs_clients').columns(['scope', 'created_at']).execute();
  await db.schema
    .createTable('lrs_user_tokens')
    .ifNotExists()
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('scope', 'text', (c) => c.notNull().references('tenants.scope').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Who asked for it: the user, or whoever acted for them (actingAs).
    .addColumn('issued_to', 'text', (c) => c.notNull())
    .addColumn('agent', 'jsonb', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('lrs_user_tokens_user_ix').ifNotExists().on('lrs_user_tokens').columns(['user_id', 'expires_at']).execute();
  await db.schema
    .createTable('lrs_external')
    .ifNotExists()
    .addColumn('scope', 'text', (c) => c.primaryKey().references('tenants.scope').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull())
    // The Authorization header value the external store expects (kept as given: it is handed out).
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lrs_external').ifExists().execute();
  await db.schema.dropTable('lrs_user_tokens').ifExists().execute();
  await db.schema.dropTable('lrs_clients').ifExists().execute();
}
