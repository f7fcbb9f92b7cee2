import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { LmsError } from '../../lib/errors';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { sha256 } from '../../lib/tokens';
import type { LrsPrincipal, LrsScope } from '../principal';
import type { UserAgent } from './agent';
import { cachedCredentials } from './cache';
import { findLiveClient, isLrsScope, USER_TOKEN_KEY_PREFIX } from './clients';
import { DEMO_LRS_CLIENT } from './demo';
import { findLiveUserToken } from './user-tokens';

/*
 * Who calls the record store (xAPI 1.0.3 part three §4): HTTP Basic credentials of a record-store
 * client of a tenant, or of a user token from xapi/config. Nothing else: not the portal's session
 * cookie (a page of the portal's origin could otherwise write records with the learner's cookie).
 */

/** What a user token may do: write and read that user's own statements, and their own documents. */
export const USER_TOKEN_SCOPES: readonly LrsScope[] = ['statements/write', 'statements/read/mine', 'state', 'profile'];
/** What a token issued to someone acting for the user (their approver, team leader) may do: read the user's statements. */
export const ACTING_FOR_TOKEN_SCOPES: readonly LrsScope[] = ['statements/read/mine'];

export const UNAUTHORIZED_MESSAGE = 'the record store needs HTTP Basic credentials of a record-store client or a token from xapi/config';

/** Key and secret of a Basic Authorization value (RFC 7617), or undefined. */
export function parseBasic(header: string | undefined): { key: string; secret: string } | undefined {
  const match = /^basic\s+([A-Za-z0-9+/=._-]+)\s*$/i.exec(header ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return undefined;
  return { key: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

async function clientPrincipal(db: Kysely<DB>, key: string, secret: string): Promise<LrsPrincipal | null> {
  const client = await findLiveClient(db, key);
  // An unknown key costs a hash too, so the time taken does not say which keys exist.
  if (!client) return verifyAgainstDummy(secret).then(() => null);
  if (!(await verifyPassword(secret, client.secret_hash))) return null;
  return { tenant: client.scope, clientId: client.key, scopes: client.scopes.filter(isLrsScope), authority: client.authority };
}

async function userPrincipal(db: Kysely<DB>, key: string, secret: string): Promise<{ principal: LrsPrincipal | null; untilMs?: number }> {
  const token = await findLiveUserToken(db, key, secret);
  if (!token) return { principal: null };
  const agent = token.agent as unknown as UserAgent;
  return {
    principal: {
      tenant: token.scope,
      clientId: `user:${token.user_id}`,
      scopes: token.issued_to === token.user_id ? USER_TOKEN_SCOPES : ACTING_FOR_TOKEN_SCOPES,
      user: { id: token.user_id, agent },
      authority: { ...agent },
    },
    untilMs: token.expires_at.getTime(),
  };
}

/**
 * The principal of a record-store request, or 401. In production mode the demo client's published
 * credentials are refused even if its row is there (start-up refuses such a database too).
 */
export async function authenticate(db: Kysely<DB>, request: FastifyRequest, mode: 'demo' | 'production'): Promise<LrsPrincipal> {
  const header = request.headers.authorization;
  const credentials = parseBasic(header);
  if (!credentials || (mode === 'production' && credentials.key === DEMO_LRS_CLIENT.key)) throw new LmsError(401, 'Unauthorized', UNAUTHORIZED_MESSAGE);
  const { key, secret } = credentials;
  const principal = await cachedCredentials(db, sha256(header!), key, async () =>
    key.startsWith(USER_TOKEN_KEY_PREFIX) ? userPrincipal(db, key, secret) : { principal: await clientPrincipal(db, key, secret) },
  );
  if (!principal) throw new LmsError(401, 'Unauthorized', UNAUTHORIZED_MESSAGE);
  return principal;
}
