import { randomUUID } from 'node:crypto';
import { isUsernameLookupEnabled, type NamedItem, type Profile } from '@portal/contracts';
import { sql } from 'kysely';
import type { Database } from '../db';
import { json } from '../db/json';
import type { UserRow } from '../db/schema';
import { findUserByUsername } from './users';

/** Users of a tenant whose e-mail is `email`, without regard to case (several may share one). */
export async function findUsersByEmail(db: Database, scope: string, email: string, limit = 2): Promise<UserRow[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('scope', '=', scope)
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/**
 * The account a sign-in (or a reset request, which takes what sign-in takes) names: its username, or
 * with username look-up (Account.Login.UL.Enabled) an e-mail address exactly one account has. An
 * address several accounts share names nobody.
 */
export async function findSignInUser(db: Database, scope: string, entry: string, items: readonly NamedItem[]): Promise<UserRow | undefined> {
  const byUsername = await findUserByUsername(db, scope, entry);
  if (byUsername || !entry.includes('@') || !isUsernameLookupEnabled({ items: [...items] })) return byUsername;
  const byEmail = await findUsersByEmail(db, scope, entry);
  return byEmail.length === 1 ? byEmail[0] : undefined;
}

export interface NewRegisteredUser {
  scope: string;
  username: string;
  passwordHash: string;
  displayName: string;
  email: string | null;
  profile: Profile;
}

/**
 * A self-registered forms user. With an e-mail it must be verified before the first sign-in. Answers
 * undefined when the username is taken (the unique index decides, also under concurrent registrations).
 */
export async function createRegisteredUser(db: Database, input: NewRegisteredUser): Promise<UserRow | undefined> {
  return db
    .insertInto('users')
    .values({
      id: randomUUID(),
      scope: input.scope,
      username: input.username,
      password_hash: input.passwordHash,
      display_name: input.displayName,
      first_name: typeof input.profile.firstName === 'string' ? input.profile.firstName : null,
      surname: typeof input.profile.surname === 'string' ? input.profile.surname : null,
      email: input.email,
      roles: json([]),
      authentication_mode: 'forms',
      profile: json(input.profile),
      named_item_overrides: json([]),
      requires_email_verification: input.email !== null,
      email_verified: false,
    })
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}
