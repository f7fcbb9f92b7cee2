import type { FastifyRequest } from 'fastify';
import { LrsClientSchema, NewLrsClientSchema, XapiConfigSchema, xapiPaths } from '@portal/contracts/xapi';
import * as v from 'valibot';
import { buildLms } from '../../src/app';
import { authenticate } from '../../src/lrs/credentials';
import { basicAuthorization } from '../../src/lrs/credentials/user-tokens';
import { databases } from '../helpers/db';
import { TestClient, useLms, useSignedIn } from '../helpers/lms';
import { insertTenantWithUser } from '../helpers/users';

const API = '/_api';
const asRequest = (authorization: string) => ({ headers: { authorization } }) as unknown as FastifyRequest;

describe.each(databases())('xapi/config and the record store administration on $name', (database) => {
  const lms = useLms(database);
  const { learner, approver, reviewer, instructor, admin, teamleader } = useSignedIn(lms, {
    learner: 'learner',
    approver: 'approver',
    reviewer: 'reviewer',
    instructor: 'instructor',
    admin: 'admin',
    teamleader: 'teamleader',
  });
  const config = (owner: string, actingAs?: string) => `${API}${xapiPaths.config('demo', owner, actingAs)}`;

  describe('GET xapi/config', () => {
    it("hands the signed-in user the store's endpoint, their agent and a token for their own records only", async () => {
      const response = await learner.get(config(learner.userId));
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const answer = v.parse(XapiConfigSchema, response.json());
      expect(answer.endpoint).toBe('/_api/lrs/');
      expect(answer.agent).toEqual({ objectType: 'Agent', name: 'Alex Morgan', account: { homePage: 'http://localhost:8080', name: learner.userId } });
      const principal = await authenticate(lms.db, asRequest(answer.authToken), 'production');
      expect(principal).toMatchObject({ tenant: 'demo', user: { id: learner.userId }, scopes: ['statements/write', 'statements/read/mine', 'state', 'profile'] });
      expect(principal.user!.agent.account).toEqual(answer.agent.account);
    });

    it('takes actingAs when it is the session user', async () => {
      expect((await learner.get(config(learner.userId, learner.userId))).statusCode).toBe(200);
      expect((await learner.get(config(learner.userId, approver.userId))).json()).toMatchObject({ ErrorCode: 'NotSessionUser' });
    });

    it("gives the learner's approver and team leader a read-only token for the learner's statements", async () => {
      await lms.db
        .insertInto('team_members')
        .values({ scope: 'demo', leader_id: teamleader.userId, member_id: learner.userId })
        .onConflict((oc) => oc.doNothing())
        .execute();
      for (const actor of [approver, teamleader]) {
        const response = await actor.get(config(learner.userId, actor.userId));
        expect(response.statusCode).toBe(200);
        const answer = v.parse(XapiConfigSchema, response.json());
        expect(answer.agent.account.name).toBe(learner.userId);
        const principal = await authenticate(lms.db, asRequest(answer.authToken), 'demo');
        expect(principal).toMatchObject({ user: { id: learner.userId }, scopes: ['statements/read/mine'] });
      }
    });

    it('refuses anyone else: another learner, a reviewer, an instructor, an unknown or another tenant’s user', async () => {
      await insertTenantWithUser(lms.db, { scope: 'elsewhere', name: 'Elsewhere' }, { id: 'elsewhere-user', username: 'someone', display_name: 'Someone' });
      for (const [client, owner] of [
        [approver, admin.userId],
        [reviewer, learner.userId],
        [instructor, learner.userId],
        [learner, approver.userId],
        [learner, 'no-such-user'],
        [learner, 'elsewhere-user'],
      ] as const) {
        const response = await client.get(config(owner));
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ ErrorCode: 'NotRelatedToUser' });
      }
    });

    it('needs a session of the tenant', async () => {
      expect((await lms.client().get(config(learner.userId))).statusCode).toBe(401);
      expect((await learner.get(`${API}${xapiPaths.config('elsewhere', learner.userId)}`)).statusCode).toBe(403);
    });

    it("hands out the tenant's external record store when one is set, and the portal's own again when removed", async () => {
      const external = { endpoint: 'https://lrs.example.org/xapi', key: 'portal', secret: 's3cret' };
      const put = await admin.put(`${API}${xapiPaths.external('demo')}`, external);
      expect(put.statusCode).toBe(200);
      expect(put.json()).toEqual({ endpoint: 'https://lrs.example.org/xapi/', key: 'portal' });
      expect((await admin.get(`${API}${xapiPaths.external('demo')}`)).json()).toEqual({ endpoint: 'https://lrs.example.org/xapi/', key: 'portal' });
      const answer = v.parse(XapiConfigSchema, (await learner.get(config(learner.userId))).json());
      expect(answer).toEqual({
        endpoint: 'https://lrs.example.org/xapi/',
        agent: expect.objectContaining({ account: { homePage: 'http://localhost:8080', name: learner.userId } }),
        authToken: basicAuthorization('portal', 's3cret'),
      });
      expect((await admin.request('DELETE', `${API}${xapiPaths.external('demo')}`)).statusCode).toBe(204);
      expect((await admin.get(`${API}${xapiPaths.external('demo')}`)).json()).toBeNull();
      expect(v.parse(XapiConfigSchema, (await learner.get(config(learner.userId))).json()).endpoint).toBe('/_api/lrs/');
    });
  });

  describe('record-store clients (tenant administrator)', () => {
    const clients = `${API}${xapiPaths.clients('demo')}`;

    it('lets an administrator create one (secret shown once), list them and revoke one', async () => {
      const created = await admin.post(clients, { name: 'Content player', scopes: ['statements/write', 'state'] });
      expect(created.statusCode).toBe(201);
      const client = v.parse(NewLrsClientSchema, created.json());
      expect(client).toMatchObject({ name: 'Content player', scopes: ['statements/write', 'state'], revokedAt: null });
      expect(await authenticate(lms.db, asRequest(basicAuthorization(client.key, client.secret)), 'production')).toMatchObject({ tenant: 'demo', clientId: client.key });

      const listed = v.parse(v.array(LrsClientSchema), (await admin.get(clients)).json());
      expect(listed.map((c) => c.key)).toEqual(expect.arrayContaining([client.key, 'demo-lrs']));
      expect(JSON.stringify(listed)).not.toContain(client.secret);
      expect(JSON.stringify(listed)).not.toContain('scrypt');

      expect((await admin.request('DELETE', `${API}${xapiPaths.client('demo', client.id)}`)).statusCode).toBe(204);
      await expect(authenticate(lms.db, asRequest(basicAuthorization(client.key, client.secret)), 'production')).rejects.toMatchObject({ statusCode: 401 });
      expect((await admin.request('DELETE', `${API}${xapiPaths.client('demo', client.id)}`)).statusCode).toBe(404);
    });

    it.each([
      [{ name: '', scopes: ['all'] }, 'name: required'],
      [{ name: 'x', scopes: [] }, 'scopes: at least one scope'],
      [{ name: 'x', scopes: ['everything'] }, 'scopes.0: not an xAPI scope'],
    ])('answers 400 with the reason for %j', async (body, reason) => {
      const response = await admin.post(clients, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ ErrorCode: 'ValidationFailed', Message: reason });
    });

    it('refuses anyone but an administrator of the tenant', async () => {
      for (const client of [learner, approver, teamleader]) {
        expect((await client.get(clients)).statusCode).toBe(403);
        expect((await client.post(clients, { name: 'mine', scopes: ['all'] })).statusCode).toBe(403);
        expect((await client.request('DELETE', `${API}${xapiPaths.client('demo', 'demo-lrs')}`)).statusCode).toBe(403);
        expect((await client.put(`${API}${xapiPaths.external('demo')}`, { endpoint: 'https://evil.example/', key: 'k', secret: 's' })).statusCode).toBe(403);
      }
      expect((await lms.client().get(clients)).statusCode).toBe(401);
    });

    it('answers 400 for an external store that is not an http(s) address', async () => {
      const response = await admin.put(`${API}${xapiPaths.external('demo')}`, { endpoint: 'javascript:alert(1)', key: 'k', secret: 's' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ Message: expect.stringMatching(/^endpoint: /) });
    });
  });
});

describe.each(databases())("xapi/config's addresses on $name", (database) => {
  const lms = useLms(database, { publicUrl: 'https://learn.example.org' });
  const { learner } = useSignedIn(lms, { learner: 'learner' });

  it('names the user on PUBLIC_URL and keeps the endpoint relative, so the portal reaches it on any of its host names', async () => {
    const answer = v.parse(XapiConfigSchema, (await learner.get(`${API}${xapiPaths.config('demo', learner.userId)}`)).json());
    expect(answer.endpoint).toBe('/_api/lrs/');
    expect(answer.agent.account).toEqual({ homePage: 'https://learn.example.org', name: learner.userId });
  });

  it('never names the user on the listening address, which changes with the port', async () => {
    const handle = await database.open();
    const app = buildLms({ db: handle.db, mode: 'demo', defaultPublicUrl: () => 'http://127.0.0.1:5555' });
    try {
      const client = new TestClient(() => app);
      const id = await client.signIn('learner');
      const answer = v.parse(XapiConfigSchema, (await client.get(`${API}${xapiPaths.config('demo', id)}`)).json());
      expect(answer.agent.account.homePage).toBe('http://localhost:8080');
      expect(answer.endpoint).toBe('/_api/lrs/');
    } finally {
      await app.close();
      await handle.close();
    }
  });
});
