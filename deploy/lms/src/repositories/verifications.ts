import type { Database } from '../db';
import { randomToken, sha256 } from '../lib/tokens';

/** Verification codes (password reset, e-mail verification) stay valid for a day. */
export const VERIFICATION_TTL_SECONDS = 24 * 3600;

export async function createVerification(db: Database, input: { scope: string; userId: string; type: string; payload?: string; ttlSeconds?: number }): Promise<string> {
  const code = randomToken(24);
  await db
    .insertInto('verifications')
    .values({
      code_hash: sha256(code),
      scope: input.scope,
      user_id: input.userId,
      type: input.type,
      payload: input.payload ?? null,
      expires_at: new Date(Date.now() + (input.ttlSeconds ?? VERIFICATION_TTL_SECONDS) * 1000),
    })
    .execute();
  return code;
}

/**
 * A short code (e.g. six digits) bound to one user: stored as the digest of user id and code, so two
 * users' equal codes never collide and a code is only ever looked up for the user it was sent to.
 * Earlier codes of the same type for the user are dropped: one is live at a time.
 */
export async function createUserCode(db: Database, input: { scope: string; userId: string; type: string; code: string; ttlSeconds: number; payload?: string }): Promise<void> {
  await db.deleteFrom('verifications').where('user_id', '=', input.userId).where('type', '=', input.type).execute();
  await db
    .insertInto('verifications')
    .values({
      code_hash: userCodeHash(input.userId, input.code),
      scope: input.scope,
      user_id: input.userId,
      type: input.type,
      payload: input.payload ?? null,
      expires_at: new Date(Date.now() + input.ttlSeconds * 1000),
    })
    .execute();
}

function userCodeHash(userId: string, code: string): string {
  return sha256(`${userId}:${code.trim()}`);
}

/** Uses the user's live code of the type once; answers its payload (or '' when it has none), undefined when wrong. */
export async function useUserCode(db: Database, userId: string, type: string, code: string): Promise<string | undefined> {
  const row = await db
    .updateTable('verifications')
    .set({ used_at: new Date() })
    .where('code_hash', '=', userCodeHash(userId, code))
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('payload')
    .executeTakeFirst();
  return row ? (row.payload ?? '') : undefined;
}

export interface VerificationRecord {
  codeHash: string;
  userId: string;
  type: string;
}

/** An unused, unexpired code of the tenant, or undefined. */
export async function findVerification(db: Database, scope: string, code: string): Promise<VerificationRecord | undefined> {
  const row = await db
    .selectFrom('verifications')
    .select(['code_hash', 'user_id', 'type'])
    .where('code_hash', '=', sha256(code))
    .where('scope', '=', scope)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row && { codeHash: row.code_hash, userId: row.user_id, type: row.type };
}

/** Marks the code used; false when another request used it first. */
export async function useVerification(db: Database, codeHash: string): Promise<boolean> {
  const result = await db.updateTable('verifications').set({ used_at: new Date() }).where('code_hash', '=', codeHash).where('used_at', 'is', null).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
