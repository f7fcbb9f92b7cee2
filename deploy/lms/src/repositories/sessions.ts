import type { Database } from '../db';
import { randomToken, sha256 } from '../lib/tokens';

export interface SessionRecord {
  tokenHash: string;
  userId: string;
  scope: string;
  expiresAt: Date;
}

/** Starts a session; only the token's SHA-256 is stored, the token itself goes to the cookie. */
export async function createSession(db: Database, input: { userId: string; scope: string; expiresIn: number }): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = expiryFromNow(input.expiresIn);
  await db.deleteFrom('sessions').where('user_id', '=', input.userId).where('expires_at', '<', new Date()).execute();
  await db.insertInto('sessions').values({ token_hash: sha256(token), user_id: input.userId, scope: input.scope, expires_at: expiresAt }).execute();
  return { token, expiresAt };
}

/** The live session behind a cookie token, or undefined when unknown or expired. */
export async function findSession(db: Database, token: string): Promise<SessionRecord | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select(['token_hash', 'user_id', 'scope', 'expires_at'])
    .where('token_hash', '=', sha256(token))
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row && { tokenHash: row.token_hash, userId: row.user_id, scope: row.scope, expiresAt: row.expires_at };
}

export async function extendSession(db: Database, tokenHash: string, expiresIn: number): Promise<Date> {
  const expiresAt = expiryFromNow(expiresIn);
  await db.updateTable('sessions').set({ expires_at: expiresAt }).where('token_hash', '=', tokenHash).execute();
  return expiresAt;
}

export async function deleteSession(db: Database, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** After a password change every other sign-in of the user ends. */
export async function deleteUserSessions(db: Database, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** Whole seconds, so the `exp` cookie (epoch seconds) and the stored expiry agree. */
export function expiryFromNow(seconds: number): Date {
  return new Date((Math.floor(Date.now() / 1000) + seconds) * 1000);
}
