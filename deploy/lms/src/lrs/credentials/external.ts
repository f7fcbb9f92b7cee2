import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { basicAuthorization } from './user-tokens';

/*
 * A tenant's external record store: when set, xapi/config hands out its endpoint and
 * credentials instead of the portal's own store and a user token, and the portal talks to it with
 * nothing else changed. The credentials are the tenant's, kept as the Authorization value to hand out.
 */

export interface ExternalLrs {
  endpoint: string;
  /** The Authorization header value. */
  auth: string;
  /** The HTTP Basic key (shown to administrators; the secret is not). */
  key: string;
}

function keyOf(auth: string): string {
  const match = /^basic\s+(\S+)$/i.exec(auth);
  const decoded = match ? Buffer.from(match[1]!, 'base64').toString('utf8') : '';
  return decoded.slice(0, Math.max(0, decoded.indexOf(':')));
}

export async function findExternalLrs(db: Kysely<DB>, scope: string): Promise<ExternalLrs | undefined> {
  const row = await db.selectFrom('lrs_external').select(['endpoint', 'auth']).where('scope', '=', scope).executeTakeFirst();
  return row && { endpoint: row.endpoint, auth: row.auth, key: keyOf(row.auth) };
}

export async function saveExternalLrs(db: Kysely<DB>, scope: string, input: { endpoint: string; key: string; secret: string }): Promise<void> {
  const values = { endpoint: input.endpoint, auth: basicAuthorization(input.key, input.secret), updated_at: new Date() };
  await db
    .insertInto('lrs_external')
    .values({ scope, ...values })
    .onConflict((oc) => oc.column('scope').doUpdateSet(values))
    .execute();
}

/** Back to the portal's own store; false when the tenant had no external one. */
export async function removeExternalLrs(db: Kysely<DB>, scope: string): Promise<boolean> {
  const result = await db.deleteFrom('lrs_external').where('scope', '=', scope).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
