import type { Kysely } from 'kysely';
import { json } from '../../db/json';
import type { DB } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/tokens';
import type { UserAgent } from './agent';
import { USER_TOKEN_KEY_PREFIX } from './clients';

/*
 * The record-store tokens xapi/config hands a user (spec 3 §7): HTTP Basic credentials, as xAPI content
 * and tools expect an LRS's to be, bound to one tenant and one user, for USER_TOKEN_SECONDS. Only their
 * SHA-256 is stored (they are random, so a slow hash adds nothing).
 */

/** How long a token works: long enough for a launched course to report, short enough that a leaked one soon stops. */
export const USER_TOKEN_SECONDS = 2 * 3600;

export interface IssuedUserToken {
  /** The Authorization header value: `Basic base64(key:secret)`. */
  authorization: string;
  expiresAt: Date;
}

/** Basic credentials in an Authorization value. */
export function basicAuthorization(key: string, secret: string): string {
  return `Basic ${Buffer.from(`${key}:${secret}`, 'utf8').toString('base64')}`;
}

/** A new token for the user (issuedTo: the user, or who acted for them); the user's expired tokens go. */
export async function issueUserToken(db: Kysely<DB>, input: { scope: string; userId: string; issuedTo: string; agent: UserAgent }): Promise<IssuedUserToken> {
  const key = `${USER_TOKEN_KEY_PREFIX}${randomToken(18)}`;
  const secret = randomToken(32);
  const expiresAt = new Date(Date.now() + USER_TOKEN_SECONDS * 1000);
  await db.deleteFrom('lrs_user_tokens').where('user_id', '=', input.userId).where('expires_at', '<', new Date()).execute();
  await db
    .insertInto('lrs_user_tokens')
    .values({ token_hash: userTokenHash(key, secret), scope: input.scope, user_id: input.userId, issued_to: input.issuedTo, agent: json(input.agent), expires_at: expiresAt })
    .execute();
  return { authorization: basicAuthorization(key, secret), expiresAt };
}

export function userTokenHash(key: string, secret: string): string {
  return sha256(`${key}:${secret}`);
}

/** A live token's tenant, user and agent. */
export async function findLiveUserToken(db: Kysely<DB>, key: string, secret: string) {
  return db
    .selectFrom('lrs_user_tokens')
    .select(['scope', 'user_id', 'issued_to', 'agent', 'expires_at'])
    .where('token_hash', '=', userTokenHash(key, secret))
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
}
