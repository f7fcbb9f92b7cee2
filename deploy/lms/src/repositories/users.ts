import { sql, type Updateable } from 'kysely';
import type { Database } from '../db';
import { feedCache } from '../db/feed-cache';
import type { UserRow, UsersTable } from '../db/schema';

/** Usernames are matched without regard to case, within one tenant. */
export async function findUserByUsername(db: Database, scope: string, username: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('scope', '=', scope)
    .where(sql<string>`lower(username)`, '=', username.trim().toLowerCase())
    .executeTakeFirst();
}

/** A user's names and address, for lists that show who did something; undefined for a removed user. */
export async function userNames(db: Database, id: string) {
  return db.selectFrom('users').select(['display_name', 'username', 'email']).where('id', '=', id).executeTakeFirst();
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

const signedInUsers = (db: Database) => feedCache<UserRow | undefined>(db, 'users', ['users'], 50_000);

/**
 * The user behind a session, read on nearly every request: kept in memory (frozen) until the change
 * feed says the row changed, here or on another replica. Checks that must see the row as it is this
 * instant (a one-time code's step, a password) read it with findUserById or update it conditionally.
 */
export async function findSignedInUser(db: Database, id: string): Promise<UserRow | undefined> {
  return signedInUsers(db).get(id, 'row', () => findUserById(db, id));
}

/** Avatars are addressed by e-mail or else user id (spec 1 §4), within the caller's tenant. */
export async function findUserByMailOrId(db: Database, scope: string, mailOrId: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('scope', '=', scope)
    .where((eb) => eb.or([eb('id', '=', mailOrId), eb(sql<string>`lower(email)`, '=', mailOrId.toLowerCase())]))
    .orderBy('created_at')
    .executeTakeFirst();
}

export async function updateUser(db: Database, id: string, patch: Updateable<UsersTable>): Promise<void> {
  await db.updateTable('users').set(patch).where('id', '=', id).execute();
}

/** A completed sign-in: when, on which platform, and one more to the user's sign-in count. */
export async function recordSignIn(db: Database, id: string, platform: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ last_sign_in_at: new Date(), last_sign_in_platform: platform, sign_in_count: eb('sign_in_count', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** The first user of the tenant with the address, as account e-mail or profile mail (case-insensitive). */
export async function findUserByEmailAddress(db: Database, scope: string, address: string): Promise<UserRow | undefined> {
  const wanted = address.trim().toLowerCase();
  return db
    .selectFrom('users')
    .selectAll()
    .where('scope', '=', scope)
    .where((eb) => eb.or([eb(sql<string>`lower(email)`, '=', wanted), eb(sql<string>`lower(profile->>'mail')`, '=', wanted)]))
    .orderBy('created_at')
    .executeTakeFirst();
}

/** Whether another user of the tenant already has the address, as account e-mail or profile mail (case-insensitive). */
export async function isEmailAddressTaken(db: Database, scope: string, address: string, exceptUserId: string): Promise<boolean> {
  const wanted = address.trim().toLowerCase();
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('scope', '=', scope)
    .where('id', '!=', exceptUserId)
    .where((eb) => eb.or([eb(sql<string>`lower(email)`, '=', wanted), eb(sql<string>`lower(profile->>'mail')`, '=', wanted)]))
    .executeTakeFirst();
  return !!row;
}
