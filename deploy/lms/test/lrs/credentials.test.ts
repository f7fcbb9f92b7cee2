import type { FastifyRequest } from 'fastify';
import type { Database, DatabaseHandle } from '../../src/db';
import { LmsError } from '../../src/lib/errors';
import { authenticate, USER_TOKEN_SCOPES } from '../../src/lrs/credentials';
import { CACHE_MS } from '../../src/lrs/credentials/cache';
import { createLrsClient, listLrsClients, revokeLrsClient } from '../../src/lrs/credentials/clients';
import { DEMO_LRS_CLIENT } from '../../src/lrs/credentials/demo';
import { basicAuthorization, issueUserToken, USER_TOKEN_SECONDS } from '../../src/lrs/credentials/user-tokens';
import { userAgent } from '../../src/lrs/credentials/agent';
import { databases } from '../helpers/db';
import { demoClientAuth, lrsAgent, userLrsAuth } from '../helpers/lrs';
import { insertTenantWithUser } from '../helpers/users';

const asRequest = (authorization?: string) => ({ headers: authorization === undefined ? {} : { authorization } }) as unknown as FastifyRequest;

async function refusal(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    if (error instanceof LmsError) return error.statusCode;
    throw error;
  }
}

async function userIdOf(db: Database, username: string): Promise<string> {
  const row = await db.selectFrom('users').select('id').where('scope', '=', 'demo').where('username', '=', username).executeTakeFirstOrThrow();
  return row.id;
}

describe.each(databases())('record-store credentials on $name', (database) => {
  let handle: DatabaseHandle;
  let db: Database;
  beforeAll(async () => {
    handle = await database.open();
    db = handle.db;
    await insertTenantWithUser(db, { scope: 'other', name: 'Other' }, { id: 'other-user', username: 'someone', display_name: 'Someone Else' });
  }, 30_000);
  afterAll(async () => handle?.close());

  describe('the demo client', () => {
    it('is seeded with full access and answers to demo-lrs / Portal!2026 in demo mode', async () => {
      const principal = await authenticate(db, asRequest(demoClientAuth), 'demo');
      expect(principal).toMatchObject({ tenant: 'demo', clientId: 'demo-lrs', scopes: ['all'] });
      expect(principal.user).toBeUndefined();
      expect(principal.authority).toMatchObject({ objectType: 'Agent', account: { name: 'demo-lrs' } });
    });

    it('is refused in production mode even while its row is there', async () => {
      expect(await refusal(authenticate(db, asRequest(demoClientAuth), 'production'))).toBe(401);
    });

    it('keeps only the scrypt hash of its secret', async () => {
      const row = await db.selectFrom('lrs_clients').select('secret_hash').where('key', '=', DEMO_LRS_CLIENT.key).executeTakeFirstOrThrow();
      expect(row.secret_hash).toMatch(/^scrypt\$/);
      expect(row.secret_hash).not.toContain(DEMO_LRS_CLIENT.secret);
    });
  });

  describe('refusals', () => {
    it.each([
      ['no Authorization', undefined],
      ['the wrong secret', basicAuthorization('demo-lrs', 'Portal!2025')],
      ['an unknown key', basicAuthorization('nobody', 'Portal!2026')],
      ['a Bearer token', 'Bearer abc'],
      ['Basic without a colon', `Basic ${Buffer.from('demo-lrs').toString('base64')}`],
      ['a made-up user token', basicAuthorization('user-made-up', 'secret')],
    ])('401 for %s', async (_label, header) => {
      expect(await refusal(authenticate(db, asRequest(header), 'demo'))).toBe(401);
    });
  });

  describe('clients an administrator makes', () => {
    it('work with the secret shown once, carry their scopes and tenant, and stop working when revoked', async () => {
      const made = await createLrsClient(db, { scope: 'other', name: 'Reporting tool', scopes: ['statements/read', 'statements/read'], homePage: 'https://lms.example' });
      expect(made.key).toMatch(/^lrs-/);
      expect(made.secret.length).toBeGreaterThanOrEqual(40);
      const header = basicAuthorization(made.key, made.secret);
      expect(await authenticate(db, asRequest(header), 'production')).toMatchObject({
        tenant: 'other',
        clientId: made.key,
        scopes: ['statements/read'],
        authority: { objectType: 'Agent', name: 'Reporting tool', account: { homePage: 'https://lms.example', name: made.key } },
      });
      const listed = await listLrsClients(db, 'other');
      expect(listed).toEqual([expect.objectContaining({ key: made.key, name: 'Reporting tool', revokedAt: null })]);
      expect(JSON.stringify(listed)).not.toContain(made.secret);
      expect(await listLrsClients(db, 'demo')).not.toContainEqual(expect.objectContaining({ key: made.key }));

      // Another tenant cannot revoke it; its own can, and the credentials stop at once (not after the cache).
      expect(await revokeLrsClient(db, 'demo', made.key)).toBe(false);
      expect(await revokeLrsClient(db, 'other', made.id)).toBe(true);
      expect(await refusal(authenticate(db, asRequest(header), 'production'))).toBe(401);
      expect(await revokeLrsClient(db, 'other', made.id)).toBe(false);
      expect((await listLrsClients(db, 'other'))[0]!.revokedAt).not.toBeNull();
    });

    it('checks the secret once per few seconds, however many requests arrive together', async () => {
      const made = await createLrsClient(db, { scope: 'demo', name: 'Bench', scopes: ['all'], homePage: 'https://lms.example' });
      const header = basicAuthorization(made.key, made.secret);
      const { scryptRunCount } = await import('../../src/lib/passwords');
      const before = scryptRunCount();
      const principals = await Promise.all(Array.from({ length: 20 }, () => authenticate(db, asRequest(header), 'demo')));
      expect(new Set(principals.map((p) => p.clientId))).toEqual(new Set([made.key]));
      expect(scryptRunCount() - before).toBe(1);
      expect(CACHE_MS).toBeLessThanOrEqual(10_000);
    });

    it('may not take a key shaped like a user token', async () => {
      await expect(createLrsClient(db, { scope: 'demo', name: 'x', scopes: ['all'], homePage: 'h', key: 'user-x' })).rejects.toThrow(/may not start with 'user-'/);
    });
  });

  describe('user tokens', () => {
    it("are limited to the user's own statements and documents, in the user's tenant", async () => {
      const learner = await userIdOf(db, 'learner');
      const auth = await userLrsAuth(db, learner);
      const principal = await authenticate(db, asRequest(auth), 'production');
      expect(principal).toEqual({
        tenant: 'demo',
        clientId: `user:${learner}`,
        scopes: USER_TOKEN_SCOPES,
        user: { id: learner, agent: lrsAgent(db, learner) },
        authority: lrsAgent(db, learner),
      });
      expect(principal.scopes).not.toContain('all');
      expect(principal.scopes).not.toContain('statements/read');
    });

    it('keep only a digest of the token', async () => {
      const learner = await userIdOf(db, 'learner');
      const auth = await userLrsAuth(db, learner);
      const secret = Buffer.from(auth.slice('Basic '.length), 'base64').toString().split(':')[1]!;
      const rows = await db.selectFrom('lrs_user_tokens').select('token_hash').where('user_id', '=', learner).execute();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.token_hash).not.toContain(secret);
    });

    it('stop working when they expire', async () => {
      const issued = await issueUserToken(db, { scope: 'other', userId: 'other-user', issuedTo: 'other-user', agent: userAgent('https://lms.example', 'other-user') });
      expect(issued.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(USER_TOKEN_SECONDS * 1000);
      expect(await authenticate(db, asRequest(issued.authorization), 'demo')).toMatchObject({ tenant: 'other', user: { id: 'other-user' } });
      await db
        .updateTable('lrs_user_tokens')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('user_id', '=', 'other-user')
        .execute();
      const { authorization } = await issueUserToken(db, { scope: 'other', userId: 'other-user', issuedTo: 'other-user', agent: userAgent('https://lms.example', 'other-user') });
      // The expired one is gone from the table when the next is issued; the new one works.
      expect(await db.selectFrom('lrs_user_tokens').select('token_hash').where('user_id', '=', 'other-user').execute()).toHaveLength(1);
      expect(await authenticate(db, asRequest(authorization), 'demo')).toMatchObject({ user: { id: 'other-user' } });
    });

    it('are not accepted as a client (or the other way round) with a secret changed', async () => {
      const learner = await userIdOf(db, 'learner');
      const auth = await userLrsAuth(db, learner);
      const [key] = Buffer.from(auth.slice('Basic '.length), 'base64').toString().split(':');
      expect(await refusal(authenticate(db, asRequest(basicAuthorization(key!, 'guess')), 'demo'))).toBe(401);
    });
  });
});
