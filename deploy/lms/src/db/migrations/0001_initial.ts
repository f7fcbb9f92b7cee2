import { type Kysely, sql } from 'kysely';

/* Migrations take Kysely<any>: they describe the schema as it was then, not as DB types say it is now. */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tenants')
    .addColumn('scope', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('scope', 'text', (c) => c.primaryKey().references('tenants.scope').onDelete('cascade'))
    .addColumn('json', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();

  await db.schema
    .createTable('named_items')
    .addColumn('scope', 'text', (c) => c.notNull().references('tenants.scope').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('named_items_pk', ['scope', 'name'])
    .execute();

  await db.schema
    .createTable('profile_fields')
    .addColumn('scope', 'text', (c) => c.notNull().references('tenants.scope').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('def', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('profile_fields_pk', ['scope', 'position'])
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('scope', 'text', (c) => c.notNull().references('tenants.scope').onDelete('cascade'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text')
    .addColumn('surname', 'text')
    .addColumn('email', 'text')
    .addColumn('roles', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('authentication_mode', 'text', (c) =>
      c
        .notNull()
        .defaultTo('forms')
        .check(sql`authentication_mode in ('forms', 'sso')`),
    )
    .addColumn('profile', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('named_item_overrides', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('must_change_password', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('requires_email_verification', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('email_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('mfa_mode', 'text', (c) =>
      c
        .notNull()
        .defaultTo('none')
        .check(sql`mfa_mode in ('none', 'email', 'ga', 'sms')`),
    )
    .addColumn('mfa_secret', 'text')
    .addColumn('mfa_country_code', 'text')
    .addColumn('mfa_contact_number', 'text')
    .addColumn('last_sign_in_at', 'timestamptz')
    .addColumn('last_sign_in_platform', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Usernames are unique per tenant regardless of case.
  await sql`create unique index users_scope_username_uq on users (scope, lower(username))`.execute(db);
  await sql`create index users_scope_email_ix on users (scope, lower(email))`.execute(db);

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('recovery_codes_user_ix').on('recovery_codes').column('user_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sessions_user_ix').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('mfa_pending')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('expires_in', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('code_hash', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('mfa_setup')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('secret', 'text')
    .addColumn('code_hash', 'text')
    .addColumn('country_code', 'text')
    .addColumn('contact_number', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('verifications')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('to_username', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('email', 'sms')`))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index outbox_to_ix on outbox (lower(to_username), id desc)`.execute(db);

  await db.schema
    .createTable('sign_in_attempts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sign_in_attempts_user_ix').on('sign_in_attempts').columns(['scope', 'username', 'created_at']).execute();
  await db.schema.createIndex('sign_in_attempts_address_ix').on('sign_in_attempts').columns(['address', 'created_at']).execute();

  await db.schema
    .createTable('support_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('from_user', 'text', (c) => c.notNull())
    .addColumn('recipients', 'jsonb', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('avatars')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'avatars',
    'support_messages',
    'sign_in_attempts',
    'outbox',
    'verifications',
    'mfa_setup',
    'mfa_pending',
    'sessions',
    'recovery_codes',
    'users',
    'profile_fields',
    'named_items',
    'settings',
    'tenants',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
