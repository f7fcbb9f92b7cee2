import type { Kysely } from 'kysely';

/*
 * Single sign-on.
 * - sso_nonces: every hash sign-on payload that was accepted, by tenant and SHA-256 of the payload,
 *   kept until the payload would have expired anyway, so each payload signs in once (a replay is refused).
 * - sso_settings.audience / issuer: what an auth0 token's aud and iss must be for this tenant
 *   (null: the defaults of domain/sso.ts).
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sso_nonces')
    .ifNotExists()
    .addColumn('scope', 'text', (c) => c.notNull().references('tenants.scope').onDelete('cascade'))
    .addColumn('nonce_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('sso_nonces_pkey', ['scope', 'nonce_hash'])
    .execute();
  await db.schema.createIndex('sso_nonces_expires_at').ifNotExists().on('sso_nonces').column('expires_at').execute();
  await db.schema.alterTable('sso_settings').addColumn('audience', 'text').execute();
  await db.schema.alterTable('sso_settings').addColumn('issuer', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sso_settings').dropColumn('issuer').execute();
  await db.schema.alterTable('sso_settings').dropColumn('audience').execute();
  await db.schema.dropTable('sso_nonces').ifExists().execute();
}
