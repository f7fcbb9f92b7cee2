import { createHash, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../../src/db';
import { createLrsClient } from '../../src/lrs/credentials/clients';
import { basicAuthorization } from '../../src/lrs/credentials/user-tokens';
import type { LrsScope } from '../../src/lrs/principal';
import { FALLBACK_PORTAL_URL } from '../../src/plugins/app/config';
import { databases } from '../helpers/db';
import { useLms } from '../helpers/lms';
import { demoClientAuth, lrsAgent, lrsHeaders, userLrsAuth } from '../helpers/lrs';

/* The document resources (xAPI 1.0.3 part three §2.2–2.7, §3.1) and their rules in the LMS. */

const LRS = '/_api/lrs';
const ACTIVITY = 'http://www.example.com/activities/documents-test';

type Params = Record<string, string | object | undefined>;
interface CallOptions {
  auth?: string;
  body?: string | object | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
}

function url(path: string, params: Params = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) search.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  const text = search.toString();
  return `${LRS}${path}${text ? `?${text}` : ''}`;
}

async function userIdOf(db: Database, username: string): Promise<string> {
  return (await db.selectFrom('users').select('id').where('scope', '=', 'demo').where('username', '=', username).executeTakeFirstOrThrow()).id;
}

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

describe.each(databases())('the record store’s documents on $name', (database) => {
  const lms = useLms(database);

  async function call(method: 'GET' | 'HEAD' | 'PUT' | 'POST' | 'DELETE', path: string, params: Params = {}, options: CallOptions = {}): Promise<LightMyRequestResponse> {
    const { body } = options;
    const json = body !== undefined && typeof body === 'object' && !Buffer.isBuffer(body);
    const contentType = options.contentType ?? (json ? 'application/json' : body !== undefined ? 'application/octet-stream' : undefined);
    return lms.app.inject({
      method,
      url: url(path, params),
      headers: { ...lrsHeaders(options.auth ?? demoClientAuth), ...(contentType ? { 'content-type': contentType } : {}), ...options.headers },
      ...(body === undefined ? {} : { payload: json ? JSON.stringify(body) : (body as string | Buffer) }),
    });
  }

  /** Agents of every kind of inverse functional identifier, each its own. */
  const agents = {
    mbox: { objectType: 'Agent', mbox: 'mailto:documents@example.com' },
    sha1: { mbox_sha1sum: sha1('mailto:hashed@example.com') },
    openid: { openid: 'http://openid.example.org/documents' },
    account: { account: { homePage: 'http://www.example.com', name: 'documents-account' } },
  };
  const state = (agent: object, extra: Params = {}) => ({ activityId: ACTIVITY, agent, stateId: randomUUID(), ...extra });

  describe('activities/state', () => {
    it('keeps a JSON document with its ETag (quoted SHA-1) and content type; a missing one is 404 ResourceNotFound', async () => {
      const params = state(agents.mbox);
      expect((await call('GET', '/activities/state', params)).json()).toMatchObject({ ErrorCode: 'ResourceNotFound' });
      expect((await call('PUT', '/activities/state', params, { body: { page: 3 } })).statusCode).toBe(204);
      const got = await call('GET', '/activities/state', params);
      expect(got.statusCode).toBe(200);
      expect(got.json()).toEqual({ page: 3 });
      expect(got.headers['content-type']).toMatch(/^application\/json/);
      expect(got.headers.etag).toBe(`"${sha1('{"page":3}')}"`);
      expect(got.headers['last-modified']).toBeDefined();
      // A state PUT overwrites without conditions (only profiles ask for them).
      expect((await call('PUT', '/activities/state', params, { body: { page: 4 } })).statusCode).toBe(204);
      expect((await call('GET', '/activities/state', params)).json()).toEqual({ page: 4 });
    });

    it('answers HEAD with the document’s headers and no body', async () => {
      const params = state(agents.mbox);
      await call('PUT', '/activities/state', params, { body: { a: 1 } });
      const head = await call('HEAD', '/activities/state', params);
      expect(head.statusCode).toBe(200);
      expect(head.headers.etag).toBe(`"${sha1('{"a":1}')}"`);
      expect(head.body).toBe('');
    });

    it('keeps any content type as the bytes sent, with its type', async () => {
      const params = state(agents.account);
      const bytes = Buffer.from([0, 1, 2, 254, 255]);
      expect((await call('PUT', '/activities/state', params, { body: bytes, contentType: 'application/octet-stream' })).statusCode).toBe(204);
      const got = await call('GET', '/activities/state', params);
      expect(got.rawPayload.equals(bytes)).toBe(true);
      expect(got.headers['content-type']).toBe('application/octet-stream');
      expect(got.headers.etag).toBe(`"${createHash('sha1').update(bytes).digest('hex')}"`);
      const text = state(agents.account);
      await call('PUT', '/activities/state', text, { body: 'plain words', contentType: 'text/plain; charset=utf-8' });
      const plain = await call('GET', '/activities/state', text);
      expect(plain.body).toBe('plain words');
      expect(plain.headers['content-type']).toBe('text/plain; charset=utf-8');
    });

    it('names the agent by any inverse functional identifier, each agent its own documents', async () => {
      const stateId = randomUUID();
      for (const [name, agent] of Object.entries(agents)) {
        expect((await call('PUT', '/activities/state', { activityId: ACTIVITY, agent, stateId }, { body: { name } })).statusCode).toBe(204);
      }
      for (const [name, agent] of Object.entries(agents)) expect((await call('GET', '/activities/state', { activityId: ACTIVITY, agent, stateId })).json()).toEqual({ name });
      // The name and objectType do not count: the identifier does.
      expect((await call('GET', '/activities/state', { activityId: ACTIVITY, agent: { ...agents.mbox, name: 'Someone' }, stateId })).json()).toEqual({ name: 'mbox' });
    });

    it('keeps a document per registration; a document without one is another', async () => {
      const registration = randomUUID();
      const params = state(agents.mbox);
      await call('PUT', '/activities/state', params, { body: { none: true } });
      await call('PUT', '/activities/state', { ...params, registration }, { body: { with: true } });
      expect((await call('GET', '/activities/state', params)).json()).toEqual({ none: true });
      expect((await call('GET', '/activities/state', { ...params, registration: registration.toUpperCase() })).json()).toEqual({ with: true });
    });

    it('merges a POSTed JSON object into the JSON object there, one level deep; a POST to nothing stores it', async () => {
      const params = state(agents.mbox);
      expect((await call('POST', '/activities/state', params, { body: { car: { make: 'Ford', model: 'Escape' }, driver: 'Dale' } })).statusCode).toBe(204);
      expect((await call('POST', '/activities/state', params, { body: { car: { make: 'Dodge' }, series: 'nextel' } })).statusCode).toBe(204);
      expect((await call('GET', '/activities/state', params)).json()).toEqual({ car: { make: 'Dodge' }, driver: 'Dale', series: 'nextel' });
    });

    it('refuses a POST that cannot merge (400) and leaves the document as it was', async () => {
      const params = state(agents.mbox);
      await call('POST', '/activities/state', params, { body: { kept: true } });
      expect((await call('POST', '/activities/state', params, { body: 'abcdefg', contentType: 'not/json' })).statusCode).toBe(400);
      expect((await call('POST', '/activities/state', params, { body: [1, 2] })).statusCode).toBe(400);
      expect((await call('POST', '/activities/state', params, { body: '{"broken":', contentType: 'application/json' })).statusCode).toBe(400);
      expect((await call('GET', '/activities/state', params)).json()).toEqual({ kept: true });
      const bytes = state(agents.mbox);
      await call('PUT', '/activities/state', bytes, { body: 'not json', contentType: 'application/octet-stream' });
      expect((await call('POST', '/activities/state', bytes, { body: { a: 1 } })).statusCode).toBe(400);
      expect((await call('GET', '/activities/state', bytes)).body).toBe('not json');
    });

    it('lists the ids of an activity and agent (a registration narrows it), changed after `since` when given', async () => {
      const agent = { mbox: `mailto:${randomUUID()}@example.com` };
      const registration = randomUUID();
      await call('PUT', '/activities/state', { activityId: ACTIVITY, agent, stateId: 'old' }, { body: { n: 1 } });
      await lms.db
        .updateTable('xapi_documents')
        .set({ updated: new Date(Date.now() - 60_000) })
        .where('document_id', '=', 'old')
        .where('agent', '=', `mbox:${agent.mbox}`)
        .execute();
      await call('PUT', '/activities/state', { activityId: ACTIVITY, agent, stateId: 'new', registration }, { body: { n: 2 } });
      const list = (params: Params) => call('GET', '/activities/state', { activityId: ACTIVITY, agent, ...params });
      expect((await list({})).json()).toEqual(['new', 'old']);
      expect((await list({ registration })).json()).toEqual(['new']);
      expect((await list({ since: new Date(Date.now() - 30_000).toISOString() })).json()).toEqual(['new']);
      expect((await list({ since: 'yesterday' })).statusCode).toBe(400);
    });

    it('deletes one document, or every one of an activity and agent (of one registration when given)', async () => {
      const agent = { mbox: `mailto:${randomUUID()}@example.com` };
      const registration = randomUUID();
      const put = (stateId: string, extra: Params = {}) => call('PUT', '/activities/state', { activityId: ACTIVITY, agent, stateId, ...extra }, { body: { stateId } });
      await put('a');
      await put('b');
      await put('c', { registration });
      expect((await call('DELETE', '/activities/state', { activityId: ACTIVITY, agent, stateId: 'a' })).statusCode).toBe(204);
      expect((await call('GET', '/activities/state', { activityId: ACTIVITY, agent })).json()).toEqual(['b', 'c']);
      expect((await call('DELETE', '/activities/state', { activityId: ACTIVITY, agent, registration })).statusCode).toBe(204);
      expect((await call('GET', '/activities/state', { activityId: ACTIVITY, agent })).json()).toEqual(['b']);
      expect((await call('DELETE', '/activities/state', { activityId: ACTIVITY, agent })).statusCode).toBe(204);
      expect((await call('GET', '/activities/state', { activityId: ACTIVITY, agent })).json()).toEqual([]);
    });

    it('refuses a missing, repeated, malformed or unknown parameter with 400 naming it', async () => {
      const body = { body: { a: 1 } };
      const refusal = async (method: 'GET' | 'PUT' | 'POST' | 'DELETE', params: Params) => {
        const answer = await call(method, '/activities/state', params, method === 'PUT' || method === 'POST' ? body : {});
        expect(answer.statusCode).toBe(400);
        return (answer.json() as { Message: string }).Message;
      };
      expect(await refusal('PUT', { agent: agents.mbox, stateId: 's' })).toMatch(/^activityId/);
      expect(await refusal('GET', { activityId: ACTIVITY, stateId: 's' })).toMatch(/^agent/);
      expect(await refusal('POST', { activityId: ACTIVITY, agent: agents.mbox })).toMatch(/^stateId/);
      expect(await refusal('PUT', { activityId: ACTIVITY, agent: 'true', stateId: 's' })).toMatch(/agent/);
      expect(await refusal('DELETE', { activityId: ACTIVITY, agent: { name: 'no identifier' } })).toMatch(/agent/);
      expect(await refusal('GET', { activityId: ACTIVITY, agent: { mbox: 'not-a-mailto' }, stateId: 's' })).toMatch(/agent/);
      expect(await refusal('PUT', { activityId: ACTIVITY, agent: agents.mbox, stateId: 's', registration: 'true' })).toMatch(/^registration/);
      expect(await refusal('PUT', { activityId: ACTIVITY, agent: agents.mbox, stateId: 's', since: new Date().toISOString() })).toMatch(/^since/);
      expect(await refusal('GET', { activityId: ACTIVITY, agent: agents.mbox, StateId: 's' })).toMatch(/^StateId/);
      const repeated = await lms.app.inject({ method: 'GET', url: `${url('/activities/state', state(agents.mbox))}&activityId=other`, headers: lrsHeaders() });
      expect(repeated.statusCode).toBe(400);
    });
  });

  describe('activities/profile and agents/profile', () => {
    const resources = [
      { path: '/activities/profile', params: () => ({ activityId: ACTIVITY, profileId: randomUUID() }) },
      { path: '/agents/profile', params: () => ({ agent: agents.openid, profileId: randomUUID() }) },
    ];

    describe.each(resources)('$path', ({ path, params: paramsOf }) => {
      it('stores, reads, merges, lists and deletes documents', async () => {
        const params = paramsOf();
        expect((await call('PUT', path, params, { body: { a: 1 }, headers: { 'if-none-match': '*' } })).statusCode).toBe(204);
        expect((await call('POST', path, params, { body: { b: 2 } })).statusCode).toBe(204);
        const got = await call('GET', path, params);
        expect(got.json()).toEqual({ a: 1, b: 2 });
        expect(got.headers.etag).toMatch(/^"[0-9a-f]{40}"$/);
        const { profileId, ...set } = params;
        expect((await call('GET', path, set)).json()).toContain(profileId);
        expect((await call('DELETE', path, set)).statusCode).toBe(400);
        expect((await call('DELETE', path, params)).statusCode).toBe(204);
        expect((await call('GET', path, params)).statusCode).toBe(404);
      });

      it('asks a PUT to name the version it replaces: 400 for a new document, 409 over one there, which stays', async () => {
        const params = paramsOf();
        expect((await call('PUT', path, params, { body: { first: true } })).statusCode).toBe(400);
        expect((await call('GET', path, params)).statusCode).toBe(404);
        await call('POST', path, params, { body: { first: true } });
        const conflict = await call('PUT', path, params, { body: { second: true } });
        expect(conflict.statusCode).toBe(409);
        expect((conflict.json() as { Message: string }).Message).toMatch(/If-Match/);
        expect((await call('GET', path, params)).json()).toEqual({ first: true });
      });

      it('honours If-Match and If-None-Match (412 when they fail, the document unchanged)', async () => {
        const params = paramsOf();
        expect((await call('PUT', path, params, { body: { v: 1 }, headers: { 'if-match': '*' } })).statusCode).toBe(412);
        expect((await call('PUT', path, params, { body: { v: 1 }, headers: { 'if-none-match': '*' } })).statusCode).toBe(204);
        expect((await call('PUT', path, params, { body: { v: 2 }, headers: { 'if-none-match': '*' } })).statusCode).toBe(412);
        const etag = (await call('GET', path, params)).headers.etag as string;
        const wrong = `"${'1'.repeat(40)}"`;
        expect((await call('PUT', path, params, { body: { v: 2 }, headers: { 'if-match': wrong } })).statusCode).toBe(412);
        expect((await call('POST', path, params, { body: { v: 2 }, headers: { 'if-match': wrong } })).statusCode).toBe(412);
        expect((await call('DELETE', path, params, { headers: { 'if-match': wrong } })).statusCode).toBe(412);
        expect((await call('GET', path, params)).json()).toEqual({ v: 1 });
        expect((await call('PUT', path, params, { body: { v: 2 }, headers: { 'if-match': `${wrong}, ${etag}` } })).statusCode).toBe(204);
        expect((await call('PUT', path, params, { body: { v: 3 }, headers: { 'if-none-match': etag } })).statusCode).toBe(204);
        const next = (await call('GET', path, params)).headers.etag as string;
        expect((await call('DELETE', path, params, { headers: { 'if-match': next } })).statusCode).toBe(204);
      });
    });

    it('decides writes that race to create one document one after the other: one If-None-Match: * wins, and no merge is lost', async () => {
      const params = { activityId: ACTIVITY, profileId: randomUUID() };
      const creates = await Promise.all(Array.from({ length: 8 }, (_, n) => call('PUT', '/activities/profile', params, { body: { n }, headers: { 'if-none-match': '*' } })));
      expect(creates.map((answer) => answer.statusCode).sort()).toEqual([204, 412, 412, 412, 412, 412, 412, 412]);
      const merged = { activityId: ACTIVITY, profileId: randomUUID() };
      await Promise.all(Array.from({ length: 8 }, (_, n) => call('POST', '/activities/profile', merged, { body: { [`k${n}`]: n } })));
      expect(Object.keys((await call('GET', '/activities/profile', merged)).json() as object).sort()).toEqual(['k0', 'k1', 'k2', 'k3', 'k4', 'k5', 'k6', 'k7']);
    });

    it('keeps an agent’s profiles apart from another agent’s', async () => {
      const profileId = randomUUID();
      await call('POST', '/agents/profile', { agent: agents.mbox, profileId }, { body: { who: 'mbox' } });
      expect((await call('GET', '/agents/profile', { agent: agents.sha1, profileId })).statusCode).toBe(404);
      expect((await call('GET', '/agents/profile', { agent: agents.sha1 })).json()).not.toContain(profileId);
    });
  });

  describe('scopes and whose documents', () => {
    async function clientWith(scopes: LrsScope[]): Promise<string> {
      const client = await createLrsClient(lms.db, { scope: 'demo', name: `docs ${scopes.join(' ')}`, scopes, homePage: FALLBACK_PORTAL_URL });
      return basicAuthorization(client.key, client.secret);
    }

    it('state needs the state scope and profiles the profile scope; all/read reads both and writes neither', async () => {
      const stateOnly = await clientWith(['state']);
      const profileOnly = await clientWith(['profile']);
      const reader = await clientWith(['all/read']);
      const statements = await clientWith(['statements/write']);
      const params = state(agents.mbox);
      const profile = { activityId: ACTIVITY, profileId: randomUUID() };
      expect((await call('PUT', '/activities/state', params, { auth: stateOnly, body: { a: 1 } })).statusCode).toBe(204);
      expect((await call('PUT', '/activities/state', params, { auth: profileOnly, body: { a: 1 } })).statusCode).toBe(403);
      expect((await call('POST', '/activities/profile', profile, { auth: profileOnly, body: { a: 1 } })).statusCode).toBe(204);
      expect((await call('POST', '/activities/profile', profile, { auth: stateOnly, body: { a: 1 } })).statusCode).toBe(403);
      expect((await call('GET', '/activities/state', params, { auth: reader })).statusCode).toBe(200);
      expect((await call('GET', '/activities/profile', profile, { auth: reader })).statusCode).toBe(200);
      expect((await call('DELETE', '/activities/state', params, { auth: reader })).statusCode).toBe(403);
      expect((await call('GET', '/activities/state', params, { auth: statements })).statusCode).toBe(403);
    });

    it('a user token reaches its own agent’s documents only, which are the user’s whoever names them', async () => {
      const learnerId = await userIdOf(lms.db, 'learner');
      const approverId = await userIdOf(lms.db, 'approver');
      const learner = await userLrsAuth(lms, learnerId);
      const own = { activityId: ACTIVITY, agent: lrsAgent(lms, learnerId), stateId: randomUUID() };
      expect((await call('PUT', '/activities/state', own, { auth: learner, body: { mine: true } })).statusCode).toBe(204);
      // The demo client naming the same account reads the same document.
      expect((await call('GET', '/activities/state', own)).json()).toEqual({ mine: true });
      const row = await lms.db.selectFrom('xapi_documents').select(['agent', 'user_id']).where('document_id', '=', own.stateId).executeTakeFirstOrThrow();
      expect(row).toEqual({ agent: `user:${learnerId}`, user_id: learnerId });
      const other = { ...own, agent: lrsAgent(lms, approverId) };
      expect((await call('GET', '/activities/state', other, { auth: learner })).statusCode).toBe(403);
      expect((await call('PUT', '/activities/state', other, { auth: learner, body: {} })).statusCode).toBe(403);
      expect((await call('GET', '/agents/profile', { agent: agents.mbox, profileId: 'x' }, { auth: learner })).statusCode).toBe(403);
      expect((await call('GET', '/agents/profile', { agent: lrsAgent(lms, learnerId), profileId: 'x' }, { auth: learner })).statusCode).toBe(404);
      // Activity profiles are every learner's: a learner's token reads them and writes none.
      const profile = { activityId: ACTIVITY, profileId: randomUUID() };
      await call('POST', '/activities/profile', profile, { body: { shared: true } });
      expect((await call('GET', '/activities/profile', profile, { auth: learner })).json()).toEqual({ shared: true });
      expect((await call('POST', '/activities/profile', profile, { auth: learner, body: { shared: false } })).statusCode).toBe(403);
    });

    it('a task’s submission state is its owner’s to write, under the task’s rules, and is never deleted through the store', async () => {
      const learnerId = await userIdOf(lms.db, 'learner');
      const params = { activityId: 'demo-task-reflection', agent: lrsAgent(lms, learnerId), stateId: 'task-submission' };
      const empty = { submissions: [], draft: 'by a client', lastModified: null };
      expect((await call('PUT', '/activities/state', params, { body: empty })).json()).toMatchObject({ ErrorCode: 'NotTaskOwner' });
      const learner = await userLrsAuth(lms, learnerId);
      // Not the current attempt: the task's rules answer.
      expect((await call('PUT', '/activities/state', { ...params, registration: randomUUID() }, { auth: learner, body: empty })).json()).toMatchObject({
        ErrorCode: 'AttemptNotCurrent',
      });
      expect((await call('PUT', '/activities/state', params, { auth: learner, body: 'text', contentType: 'text/plain' })).statusCode).toBe(400);
      expect((await call('DELETE', '/activities/state', params, { auth: learner })).json()).toMatchObject({ ErrorCode: 'SubmissionStateKept' });
    });
  });

  describe('about, agents, activities', () => {
    it('GET /about names the versions, without credentials or a version header', async () => {
      const about = await lms.app.inject({ method: 'GET', url: `${LRS}/about` });
      expect(about.statusCode).toBe(200);
      expect(about.json()).toEqual({ version: ['1.0.3', '1.0.2', '1.0.1', '1.0.0'] });
      expect(about.headers['x-experience-api-version']).toBe('1.0.3');
    });

    it('GET /agents answers the Person object, with the display name of the user an agent names', async () => {
      const person = await call('GET', '/agents', { agent: { ...agents.mbox, name: 'Documents Tester' } });
      expect(person.json()).toEqual({ objectType: 'Person', name: ['Documents Tester'], mbox: [agents.mbox.mbox] });
      const learnerId = await userIdOf(lms.db, 'learner');
      const user = await lms.db.selectFrom('users').select('display_name').where('id', '=', learnerId).executeTakeFirstOrThrow();
      expect((await call('GET', '/agents', { agent: lrsAgent(lms, learnerId) })).json()).toEqual({
        objectType: 'Person',
        name: [user.display_name],
        account: [lrsAgent(lms, learnerId).account],
      });
      expect((await call('GET', '/agents')).statusCode).toBe(400);
      expect((await call('GET', '/agents', { agent: { objectType: 'Agent', name: 'no identifier' } })).statusCode).toBe(400);
      const learner = await userLrsAuth(lms, learnerId);
      expect((await call('GET', '/agents', { agent: agents.mbox }, { auth: learner })).statusCode).toBe(403);
    });

    it('GET /activities answers the Activity object with the definition merged from the statements that define it', async () => {
      const { upsertActivityDefinitions } = await import('../../src/lrs/activities');
      const id = `${ACTIVITY}/${randomUUID()}`;
      expect((await call('GET', '/activities', { activityId: id })).json()).toEqual({ objectType: 'Activity', id });
      const statement = (definition: object) => ({
        actor: agents.mbox,
        verb: { id: 'http://adlnet.gov/expapi/verbs/attended' },
        object: { objectType: 'Activity', id, definition },
      });
      await lms.db
        .transaction()
        .execute((trx) =>
          upsertActivityDefinitions(trx, 'demo', [
            statement({ name: { 'en-US': 'example meeting' }, type: 'http://adlnet.gov/expapi/activities/meeting' }),
            statement({ name: { 'fr-FR': 'réunion' }, description: { 'en-US': 'a meeting' } }),
          ]),
        );
      await lms.db
        .transaction()
        .execute((trx) =>
          upsertActivityDefinitions(trx, 'demo', [
            { ...statement({}), object: { id: 'http://other' }, context: { contextActivities: { parent: [{ id, definition: { extensions: { 'http://x': 1 } } }] } } },
          ]),
        );
      expect((await call('GET', '/activities', { activityId: id })).json()).toEqual({
        objectType: 'Activity',
        id,
        definition: {
          name: { 'en-US': 'example meeting', 'fr-FR': 'réunion' },
          description: { 'en-US': 'a meeting' },
          type: 'http://adlnet.gov/expapi/activities/meeting',
          extensions: { 'http://x': 1 },
        },
      });
      expect((await call('GET', '/activities')).statusCode).toBe(400);
    });
  });
});
