import type { Database } from '../../src/db';
import type { NewUser } from '../../src/db/schema';

/** What a test names of a user; the rest is a forms user without password, roles, profile or two-factor. */
export type TestUser = Pick<NewUser, 'id' | 'scope' | 'username' | 'display_name'> & Partial<NewUser>;

/** Inserts one users row straight into the database (no registration rules on the way). */
export function insertUser(db: Database, user: TestUser) {
  return db
    .insertInto('users')
    .values({
      roles: '[]',
      profile: '{}',
      named_item_overrides: '[]',
      authentication_mode: 'forms',
      password_hash: null,
      first_name: null,
      surname: null,
      email: null,
      mfa_secret: null,
      mfa_country_code: null,
      mfa_contact_number: null,
      last_sign_in_platform: null,
      ...user,
    })
    .execute();
}

/** Another tenant with one user in it, for the tests that keep tenants apart. */
export async function insertTenantWithUser(db: Database, tenant: { scope: string; name: string }, user: Omit<TestUser, 'scope'>): Promise<void> {
  await db.insertInto('tenants').values(tenant).execute();
  await insertUser(db, { ...user, scope: tenant.scope });
}
