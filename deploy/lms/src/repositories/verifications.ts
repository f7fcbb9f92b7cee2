import type { Database } from '../db';
import { randomToken, sha256 } from '../lib/tokens';

/** Verification codes (password reset, e-mail verification) stay valid for a day. */
export const VERIFICATION_TTL_SECONDS = 24 * 3600;

export async function createVerification(db: Database, input: { scope: string; userId: string; type: string }): Promise<string> {
  const code = randomToken(24);
  await db
    .insertInto('verifications')
    .values({
      code_hash: sha256(code),
      scope: input.scope,
      user_id: input.userId,
      type: input.type,
      expires_at: new Date(Date.now() + VERIFICATION_TTL_SECONDS * 1000),
    })
    .execute();
  return code;
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
  const result = await db
    .updateTable('verifications')
    .set({ used_at: new Date() })
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
