import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { json } from '../../db/json';
import type { DB } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { randomToken } from '../../lib/tokens';
import { LRS_SCOPES, type LrsScope } from '../principal';
import { forgetCredentials } from './cache';

/*
 * Record-store clients: the HTTP Basic credentials an xAPI tool (content, a reporting tool, the ADL
 * conformance suite) uses. Each belongs to one tenant and holds xAPI scopes; only the scrypt hash of its
 * secret is kept (the secret is shown once, when the client is made).
 */

/** What an administrator and the CLI see of a client: never its secret nor its hash. */
export interface LrsClientSummary {
  id: string;
  key: string;
  name: string;
  scopes: LrsScope[];
  authority: Record<string, unknown>;
  createdAt: string;
  revokedAt: string | null;
}

/** A client just made: its secret is here once and never again. */
export interface NewLrsClient extends LrsClientSummary {
  secret: string;
}

/** Keys of user tokens start so; no client key may (the store tells the two apart by it). */
export const USER_TOKEN_KEY_PREFIX = 'user-';
const CLIENT_KEY_PREFIX = 'lrs-';

export function isLrsScope(value: unknown): value is LrsScope {
  return typeof value === 'string' && (LRS_SCOPES as readonly string[]).includes(value);
}

/** The authority agent of a client: an account on the portal's address named by its key. */
export function clientAuthority(homePage: string, key: string, name: string): Record<string, unknown> {
  return { objectType: 'Agent', name, account: { homePage, name: key } };
}

function summary(row: {
  id: string;
  key: string;
  name: string;
  scopes: string[];
  authority: Record<string, unknown>;
  created_at: Date;
  revoked_at: Date | null;
}): LrsClientSummary {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    scopes: row.scopes.filter(isLrsScope),
    authority: row.authority,
    createdAt: row.created_at.toISOString(),
    revokedAt: row.revoked_at ? row.revoked_at.toISOString() : null,
  };
}

/**
 * Makes a client of the tenant with a generated key and secret (32 random bytes: a secret a person
 * chose is not asked for), or with the given ones (the demo client's published pair).
 */
export async function createLrsClient(
  db: Kysely<DB>,
  input: { scope: string; name: string; scopes: readonly LrsScope[]; homePage: string; createdBy?: string | null; key?: string; secret?: string },
): Promise<NewLrsClient> {
  const key = input.key ?? `${CLIENT_KEY_PREFIX}${randomToken(12)}`;
  if (key.startsWith(USER_TOKEN_KEY_PREFIX) || key.includes(':')) throw new Error(`record-store client key ${key}: may not start with '${USER_TOKEN_KEY_PREFIX}' nor hold ':'`);
  const secret = input.secret ?? randomToken(32);
  const authority = clientAuthority(input.homePage, key, input.name);
  const row = await db
    .insertInto('lrs_clients')
    .values({
      id: randomUUID(),
      scope: input.scope,
      key,
      secret_hash: await hashPassword(secret),
      name: input.name,
      scopes: json([...new Set(input.scopes)]),
      authority: json(authority),
      created_by: input.createdBy ?? null,
    })
    .returning(['id', 'key', 'name', 'scopes', 'authority', 'created_at', 'revoked_at'])
    .executeTakeFirstOrThrow();
  return { ...summary(row), secret };
}

/** The tenant's clients, newest first, revoked ones included (they say when). */
export async function listLrsClients(db: Kysely<DB>, scope: string): Promise<LrsClientSummary[]> {
  const rows = await db
    .selectFrom('lrs_clients')
    .select(['id', 'key', 'name', 'scopes', 'authority', 'created_at', 'revoked_at'])
    .where('scope', '=', scope)
    .orderBy('created_at', 'desc')
    .orderBy('key')
    .execute();
  return rows.map(summary);
}

/**
 * Revokes a client of the tenant (by id or key): its credentials stop working at once in this process
 * and, in the others, when their short cache of verified credentials lapses (credentials/cache.ts).
 * Answers false when the tenant has no such live client.
 */
export async function revokeLrsClient(db: Kysely<DB>, scope: string, idOrKey: string): Promise<boolean> {
  const row = await db
    .updateTable('lrs_clients')
    .set({ revoked_at: new Date() })
    .where('scope', '=', scope)
    .where((eb) => eb.or([eb('id', '=', idOrKey), eb('key', '=', idOrKey)]))
    .where('revoked_at', 'is', null)
    .returning('key')
    .executeTakeFirst();
  if (row) forgetCredentials(db, row.key);
  return !!row;
}

/** A live client by key, with what authentication needs. */
export async function findLiveClient(db: Kysely<DB>, key: string) {
  return db
    .selectFrom('lrs_clients')
    .innerJoin('tenants', 'tenants.scope', 'lrs_clients.scope')
    .select(['lrs_clients.scope', 'lrs_clients.key', 'lrs_clients.secret_hash', 'lrs_clients.scopes', 'lrs_clients.authority'])
    .where('lrs_clients.key', '=', key)
    .where('lrs_clients.revoked_at', 'is', null)
    .executeTakeFirst();
}
