import type { Database } from '../db';
import { feedCache } from '../db/feed-cache';
import { SESSION_ABSOLUTE_MAX_SECONDS, SESSION_IDLE_MAX_SECONDS, SESSION_ROTATION_GRACE_SECONDS } from '../domain/constants';
import { randomToken, sha256 } from '../lib/tokens';

export interface SessionRecord {
  tokenHash: string;
  userId: string;
  scope: string;
  /** Idle expiry: the `exp` cookie. */
  expiresAt: Date;
  /** The end no refresh passes. */
  absoluteExpiresAt: Date;
  /** Idle length granted at sign-in (seconds): what each refresh gives again. */
  idleSeconds: number;
  /** Started by Requires2FASetup: only the two-factor set-up calls (docs/SECURITY.md). */
  restricted: boolean;
  /** Set once refresh replaced this token: it answers for a few seconds more and cannot be refreshed. */
  replacedBy: string | null;
}

/** The idle length the server grants for a client's `expiresIn`: as asked, never over SESSION_IDLE_MAX_SECONDS. */
export function grantedIdleSeconds(asked: number | undefined): number {
  return Math.min(asked ?? SESSION_IDLE_MAX_SECONDS, SESSION_IDLE_MAX_SECONDS);
}

/** Whole seconds, so the `exp` cookie (epoch seconds) and the stored expiry agree. */
export function expiryFromNow(seconds: number): Date {
  return new Date((Math.floor(Date.now() / 1000) + seconds) * 1000);
}

function earlier(a: Date, b: Date): Date {
  return a.getTime() <= b.getTime() ? a : b;
}

/** Starts a session; only the token's SHA-256 is stored, the token itself goes to the cookie. */
export async function createSession(db: Database, input: { userId: string; scope: string; expiresIn?: number; restricted?: boolean }): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const idleSeconds = grantedIdleSeconds(input.expiresIn);
  const absoluteExpiresAt = expiryFromNow(SESSION_ABSOLUTE_MAX_SECONDS);
  const expiresAt = earlier(expiryFromNow(idleSeconds), absoluteExpiresAt);
  await db.deleteFrom('sessions').where('user_id', '=', input.userId).where('expires_at', '<', new Date()).execute();
  await db
    .insertInto('sessions')
    .values({
      token_hash: sha256(token),
      user_id: input.userId,
      scope: input.scope,
      expires_at: expiresAt,
      absolute_expires_at: absoluteExpiresAt,
      idle_seconds: idleSeconds,
      restricted: input.restricted ?? false,
    })
    .execute();
  return { token, expiresAt };
}

/** The live session behind a cookie token, or undefined when unknown or expired (idle or absolute). */
export async function findSession(db: Database, token: string): Promise<SessionRecord | undefined> {
  return findSessionByHash(db, sha256(token));
}

/**
 * Sessions are looked up on every request: a session read from the database is kept in memory and
 * dropped when the change feed reports its row changed or ended, on this replica or another
 * (migration 0018). Expiry is checked on every read, so a kept session never outlives its end.
 */
const liveSessions = (db: Database) => feedCache<SessionRecord | undefined>(db, 'sessions', ['sessions'], 50_000);

/** The live session with this token hash (a rotated token's `replacedBy` names its successor). */
export async function findSessionByHash(db: Database, tokenHash: string): Promise<SessionRecord | undefined> {
  const session = await liveSessions(db).get(tokenHash, 'row', () => readSession(db, tokenHash));
  const now = Date.now();
  // A copy: callers mark a lifted restriction on their own record.
  return session && session.expiresAt.getTime() > now && session.absoluteExpiresAt.getTime() > now ? { ...session } : undefined;
}

async function readSession(db: Database, tokenHash: string): Promise<SessionRecord | undefined> {
  const now = new Date();
  const row = await db
    .selectFrom('sessions')
    .select(['token_hash', 'user_id', 'scope', 'expires_at', 'absolute_expires_at', 'idle_seconds', 'restricted', 'replaced_by'])
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .where('absolute_expires_at', '>', now)
    .executeTakeFirst();
  return (
    row && {
      tokenHash: row.token_hash,
      userId: row.user_id,
      scope: row.scope,
      expiresAt: row.expires_at,
      absoluteExpiresAt: row.absolute_expires_at,
      idleSeconds: row.idle_seconds,
      restricted: row.restricted,
      replacedBy: row.replaced_by,
    }
  );
}

/**
 * Refresh (finding 8): a new token replaces the session's, with the idle length granted again but never
 * past the absolute end; the old token answers only SESSION_ROTATION_GRACE_SECONDS more and cannot be
 * refreshed again. Undefined when another refresh rotated it first.
 */
export async function rotateSession(db: Database, session: SessionRecord, expiresIn?: number): Promise<{ token: string; expiresAt: Date } | undefined> {
  const token = randomToken();
  const tokenHash = sha256(token);
  const idleSeconds = Math.min(grantedIdleSeconds(expiresIn), session.idleSeconds);
  const expiresAt = earlier(expiryFromNow(idleSeconds), session.absoluteExpiresAt);
  const grace = earlier(expiryFromNow(SESSION_ROTATION_GRACE_SECONDS), session.expiresAt);
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('sessions')
      .set({ replaced_by: tokenHash, expires_at: grace })
      .where('token_hash', '=', session.tokenHash)
      .where('replaced_by', 'is', null)
      .executeTakeFirst();
    if (claimed.numUpdatedRows === 0n) return undefined;
    // The new token carries the sign-in's own times: a refresh is no fresh proof of the password (step-up).
    const proof = await trx.selectFrom('sessions').select(['created_at', 'reauthenticated_at']).where('token_hash', '=', session.tokenHash).executeTakeFirstOrThrow();
    await trx
      .insertInto('sessions')
      .values({
        token_hash: tokenHash,
        user_id: session.userId,
        scope: session.scope,
        expires_at: expiresAt,
        absolute_expires_at: session.absoluteExpiresAt,
        idle_seconds: session.idleSeconds,
        restricted: session.restricted,
        created_at: proof.created_at,
        reauthenticated_at: proof.reauthenticated_at,
      })
      .execute();
    return { token, expiresAt };
  });
}

/** A restricted session whose user has now set two-factor up becomes a full one. */
export async function liftRestriction(db: Database, tokenHash: string): Promise<void> {
  await db.updateTable('sessions').set({ restricted: false }).where('token_hash', '=', tokenHash).execute();
}

export async function deleteSession(db: Database, tokenHash: string): Promise<void> {
  // The token it replaced (still in its grace seconds) ends with it.
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('token_hash', '=', tokenHash), eb('replaced_by', '=', tokenHash)]))
    .execute();
}

/** Ends the session behind a cookie token, if any (signing in ends the session the browser held). */
export async function deleteSessionByToken(db: Database, token: string): Promise<void> {
  await deleteSession(db, sha256(token));
}

/** After a password change every other sign-in of the user ends. */
export async function deleteUserSessions(db: Database, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
