import { createHash } from 'node:crypto';
import type { Database } from '../db';

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

/**
 * Uses a single-sign-on payload once: records the SHA-256 of `payload` for the
 * tenant until `expiresAt`, after which the payload is refused as expired anyway. Answers false when the
 * payload was used before. The insert is the check, so two requests racing with one payload cannot both
 * win. Rows past their expiry are purged on the way.
 */
export async function useSsoNonce(db: Database, scope: string, payload: string, expiresAt: Date): Promise<boolean> {
  await db.deleteFrom('sso_nonces').where('expires_at', '<', new Date()).execute();
  const inserted = await db
    .insertInto('sso_nonces')
    .values({ scope, nonce_hash: sha256(payload), expires_at: expiresAt })
    .onConflict((oc) => oc.columns(['scope', 'nonce_hash']).doNothing())
    .returning('nonce_hash')
    .executeTakeFirst();
  return inserted !== undefined;
}
