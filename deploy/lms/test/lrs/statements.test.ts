import { createHash, generateKeyPairSync, randomUUID } from 'node:crypto';
import { CompactSign } from 'jose';
import type { KyselyPlugin } from 'kysely';
import { buildLms } from '../../src/app';
import { createLrsClient } from '../../src/lrs/credentials/clients';
import { basicAuthorization } from '../../src/lrs/credentials/user-tokens';
import { databases } from '../helpers/db';
import { useLms } from '../helpers/lms';
import { demoClientAuth, lrsAgent, lrsHeaders, userLrsAuth } from '../helpers/lrs';

/*
 * The record store's statements resource (xAPI 1.0.3 part three §2.1) through HTTP, as a client of the
 * store calls it: the demo client's Basic credentials unless a test says otherwise.
 */

const STATEMENTS = '/_api/lrs/statements';
const ADL = 'http://adlnet.gov/expapi/verbs/';
const VOIDED = `${ADL}voided`;

type Json = Record<string, unknown>;

function statement(overrides: Json = {}): Json {
  return {
    actor: { objectType: 'Agent', name: 'Tester', mbox: 'mailto:tester@example.org' },
    verb: { id: `${ADL}experienced`, display: { 'en-US': 'experienced', 'en-GB': 'experienced' } },
    object: { objectType: 'Activity', id: 'http://example.org/activities/one', definition: { name: { 'en-US': 'One', 'en-GB': 'One (GB)' } } },
    ...overrides,
  };
}

describe.each(databases())('the record store’s statements on $name', (database) => {
  const lms = useLms(database);

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, headers: Record<string, string> = {}, authorization = demoClientAuth) =>
    lms.app.inject({
      method,
      url,
      headers: {
        ...lrsHeaders(authorization),
        ...(body !== undefined && !Buffer.isBuffer(body) && typeof body !== 'string' ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: Buffer.isBuffer(body) || typeof body === 'string' ? body : JSON.stringify(body) }),
    });
  const post = (body: unknown, authorization?: string) => call('POST', STATEMENTS, body, {}, authorization);
  const get = (params: Record<string, string>, headers: Record<string, string> = {}, authorization?: string) =>
    call('GET', `${STATEMENTS}?${new URLSearchParams(params).toString()}`, undefined, headers, authorization);
  /** A verb of its own per test, so a query finds only that test's statements. */
  const freshVerb = () => ({ id: `http://example.org/verbs/${randomUUID()}`, display: { 'en-US': 'tested' } });

  describe('POST and PUT', () => {
    it('stores a statement with the id, stored, timestamp, authority and version xAPI asks for, and answers its id', async () => {
      const response = await post(statement());
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-experience-api-version']).toBe('1.0.3');
      const [id] = response.json<string[]>();
      const read = await get({ statementId: id! });
      expect(read.statusCode).toBe(200);
      expect(read.headers['x-experience-api-consistent-through']).toMatch(/^\d{4}-\d\d-\d\dT/);
      const stored = read.json<Json>();
      expect(stored).toMatchObject({ id, version: '1.0.0', authority: { objectType: 'Agent', account: { name: 'demo-lrs' } } });
      expect(stored.timestamp).toBe(stored.stored);
      expect(Date.now() - Date.parse(stored.stored as string)).toBeLessThan(60_000);
    });

    it('keeps a client’s id: the same statement again changes nothing, other content under it is a 409 and the batch stores nothing', async () => {
      const id = randomUUID();
      const first = statement({ id, verb: freshVerb() });
      expect((await post(first)).json()).toEqual([id]);
      const storedBefore = (await get({ statementId: id })).json<Json>().stored;
      expect((await post(first)).json()).toEqual([id]);
      expect((await get({ statementId: id })).json<Json>().stored).toBe(storedBefore);

      const other = randomUUID();
      const clash = await post([statement({ id: other }), { ...first, result: { completion: true } }]);
      expect(clash.statusCode).toBe(409);
      expect((await get({ statementId: other })).statusCode).toBe(404);
    });

    it('PUT stores under the statementId (204), and refuses no statementId, another id in the body and an unknown parameter', async () => {
      const id = randomUUID();
      expect((await call('PUT', `${STATEMENTS}?statementId=${id}`, statement())).statusCode).toBe(204);
      expect((await get({ statementId: id })).json()).toMatchObject({ id });
      expect((await call('PUT', STATEMENTS, statement())).statusCode).toBe(400);
      expect((await call('PUT', `${STATEMENTS}?statementId=${randomUUID()}`, statement({ id: randomUUID() }))).statusCode).toBe(400);
      expect((await call('PUT', `${STATEMENTS}?StatementId=${randomUUID()}`, statement())).statusCode).toBe(400);
    });

    it('takes a context activity sent alone and keeps it as an array of one, a sub-statement’s too', async () => {
      const parent = { id: 'http://example.org/courses/alone', objectType: 'Activity' };
      const sub = { objectType: 'SubStatement', ...statement({ context: { contextActivities: { grouping: parent } } }) };
      const response = await post(statement({ context: { contextActivities: { parent } }, object: sub }));
      expect(response.statusCode).toBe(200);
      const stored = (await get({ statementId: response.json<string[]>()[0]! })).json<Json>();
      expect(stored).toMatchObject({ context: { contextActivities: { parent: [parent] } }, object: { context: { contextActivities: { grouping: [parent] } } } });
    });

    it('refuses what breaks the statement rules, with the field named, and stores nothing of the batch', async () => {
      const good = randomUUID();
      const refused = await post([statement({ id: good }), statement({ verb: { id: 'not an iri' } })]);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().Message).toMatch(/verb\.id/);
      expect((await get({ statementId: good })).statusCode).toBe(404);
      expect((await post(statement({ actor: { mbox: 'tester@example.org' } }))).statusCode).toBe(400);
      expect((await post(statement({ id: 'not-a-uuid' }))).statusCode).toBe(400);
      expect((await post(statement({ timestamp: 'yesterday' }))).statusCode).toBe(400);
      expect((await post(statement({ version: '2.0.0' }))).statusCode).toBe(400);
      const twice = randomUUID();
      expect((await post([statement({ id: twice }), statement({ id: twice })])).statusCode).toBe(400);
    });

    it('asks for the version header (1.0.x) and credentials', async () => {
      const noVersion = await lms.app.inject({ method: 'GET', url: STATEMENTS, headers: { authorization: demoClientAuth } });
      expect(noVersion.statusCode).toBe(400);
      expect(noVersion.headers['x-experience-api-version']).toBe('1.0.3');
      expect((await call('GET', STATEMENTS, undefined, { 'x-experience-api-version': '0.95' })).statusCode).toBe(400);
      expect((await call('GET', STATEMENTS, undefined, { 'x-experience-api-version': '1.0' })).statusCode).toBe(200);
      expect((await call('GET', STATEMENTS, undefined, {}, basicAuthorization('demo-lrs', 'wrong'))).statusCode).toBe(401);
      expect((await lms.app.inject({ method: 'GET', url: STATEMENTS, headers: { 'x-experience-api-version': '1.0.3' } })).statusCode).toBe(401);
    });
  });

  describe('GET', () => {
    it('filters by agent, verb, activity, registration and their related forms, newest first, with since, until and ascending', async () => {
      const verb = freshVerb();
      const registration = randomUUID();
      const instructor = { objectType: 'Agent', mbox: `mailto:${randomUUID()}@example.org` };
      const parent = `http://example.org/courses/${randomUUID()}`;
      const ids = [randomUUID(), randomUUID(), randomUUID()];
      await post(statement({ id: ids[0], verb }));
      const between = (await get({ statementId: ids[0]! })).json<Json>().stored as string;
      // The next statements are stored in a later millisecond than the first, so `since` and `until` part them.
      while (Date.now() <= Date.parse(between)) await new Promise((resolve) => setImmediate(resolve));
      await post([
        statement({ id: ids[1], verb, context: { registration, instructor, contextActivities: { parent: [{ id: parent }] } } }),
        statement({ id: ids[2], verb, actor: { mbox: 'mailto:someone.else@example.org' } }),
      ]);
      const found = async (params: Record<string, string>) => (await get({ verb: verb.id, ...params })).json<{ statements: Json[] }>().statements.map((s) => s.id);

      expect(await found({})).toEqual([ids[2], ids[1], ids[0]]);
      expect(await found({ ascending: 'true' })).toEqual(ids);
      expect(await found({ agent: JSON.stringify({ mbox: 'mailto:tester@example.org' }) })).toEqual([ids[1], ids[0]]);
      expect(await found({ agent: JSON.stringify(instructor) })).toEqual([]);
      expect(await found({ agent: JSON.stringify(instructor), related_agents: 'true' })).toEqual([ids[1]]);
      expect(await found({ activity: parent })).toEqual([]);
      expect(await found({ activity: parent, related_activities: 'true' })).toEqual([ids[1]]);
      expect(await found({ registration })).toEqual([ids[1]]);
      expect(await found({ since: between })).toEqual([ids[2], ids[1]]);
      expect(await found({ until: between })).toEqual([ids[0]]);
    });

    it('finds by agent and verb a statement that targets a match (StatementRef), its own actor and verb aside, and not one that targets another', async () => {
      const verb = freshVerb();
      const agent = { objectType: 'Agent', mbox: `mailto:${randomUUID()}@example.org` };
      const [match, other, targeting, elsewhere] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
      await post([statement({ id: match, verb, actor: agent }), statement({ id: other, verb })]);
      const referring = (id: string, target: string) =>
        statement({ id, verb: { id: 'http://example.org/verbs/commented', display: { 'en-US': 'commented' } }, object: { objectType: 'StatementRef', id: target } });
      await post([referring(targeting, match), referring(elsewhere, other)]);
      const found = (await get({ agent: JSON.stringify(agent), verb: verb.id })).json<{ statements: Json[] }>().statements.map((s) => s.id);
      expect(found).toEqual([targeting, match]);
    });

    it('pages by limit with `more`, the next page’s address', async () => {
      const verb = freshVerb();
      const ids = [randomUUID(), randomUUID(), randomUUID()];
      await post(ids.map((id) => statement({ id, verb })));
      const first = (await get({ verb: verb.id, limit: '2' })).json<{ statements: Json[]; more: string }>();
      expect(first.statements.map((s) => s.id)).toEqual([ids[2], ids[1]]);
      expect(first.more).toMatch(/^\/_api\/lrs\/statements\?/);
      const second = (await call('GET', first.more)).json<{ statements: Json[]; more: string }>();
      expect(second).toEqual({ statements: [expect.objectContaining({ id: ids[0] })], more: '' });
    });

    it('refuses an unknown parameter, a parameter in another case, and statementId with a filter', async () => {
      expect((await get({ foo: 'bar' })).statusCode).toBe(400);
      expect((await get({ Verb: `${ADL}experienced` })).statusCode).toBe(400);
      expect((await get({ statementId: randomUUID(), verb: `${ADL}experienced` })).statusCode).toBe(400);
      expect((await get({ statementId: randomUUID(), format: 'ids' })).statusCode).toBe(404);
      expect((await get({ limit: '-1' })).statusCode).toBe(400);
      expect((await get({ format: 'full' })).statusCode).toBe(400);
      const refused = await get({ agent: '{"name":"no ifi"}' });
      expect(refused.statusCode).toBe(400);
      expect(refused.headers['x-experience-api-consistent-through']).toBeDefined();
    });

    it('answers the formats: ids keeps identifiers only, canonical one language by Accept-Language', async () => {
      const [id] = (await post(statement())).json<string[]>();
      const ids = (await get({ statementId: id!, format: 'ids' })).json<Json>();
      expect(ids.actor).toEqual({ objectType: 'Agent', mbox: 'mailto:tester@example.org' });
      expect(ids.object).toEqual({ id: 'http://example.org/activities/one' });
      expect(ids.verb).toEqual({ id: `${ADL}experienced` });
      const canonical = (await get({ statementId: id!, format: 'canonical' }, { 'accept-language': 'en-GB' })).json<Json>();
      expect(canonical.verb).toEqual({ id: `${ADL}experienced`, display: { 'en-GB': 'experienced' } });
      expect(canonical.object).toMatchObject({ definition: { name: { 'en-GB': 'One (GB)' } } });
      expect((await get({ statementId: id! })).json<Json>().verb).toMatchObject({ display: { 'en-US': 'experienced', 'en-GB': 'experienced' } });
    });
  });

  describe('voiding', () => {
    it('hides a voided statement but under voidedStatementId, and a query still finds the voiding statement by the voided one’s verb', async () => {
      const verb = freshVerb();
      const target = randomUUID();
      await post(statement({ id: target, verb }));
      const voiding = randomUUID();
      expect((await post(statement({ id: voiding, verb: { id: VOIDED, display: { 'en-US': 'voided' } }, object: { objectType: 'StatementRef', id: target } }))).statusCode).toBe(
        200,
      );
      expect((await get({ statementId: target })).statusCode).toBe(404);
      expect((await get({ voidedStatementId: target })).json()).toMatchObject({ id: target });
      expect((await get({ voidedStatementId: voiding })).statusCode).toBe(404);
      const listed = (await get({ verb: verb.id })).json<{ statements: Json[] }>().statements.map((s) => s.id);
      expect(listed).toEqual([voiding]);
    });

    it('never voids a voiding statement', async () => {
      const target = randomUUID();
      await post(statement({ id: target }));
      const voiding = randomUUID();
      const voids = (id: string, statementId: string) =>
        statement({ id, verb: { id: VOIDED, display: { 'en-US': 'voided' } }, object: { objectType: 'StatementRef', id: statementId } });
      await post(voids(voiding, target));
      await post(voids(randomUUID(), voiding));
      expect((await get({ statementId: voiding })).statusCode).toBe(200);
    });
  });

  describe('attachments and signatures', () => {
    const boundary = 'lrs-test-boundary';
    function multipart(statements: unknown, parts: Array<{ content: Buffer; contentType: string; hash?: string; encoding?: string }>): Buffer {
      const chunks: Buffer[] = [Buffer.from(`--${boundary}\r\nContent-Type: application/json\r\n\r\n${JSON.stringify(statements)}\r\n`)];
      for (const part of parts) {
        const hash = part.hash ?? createHash('sha256').update(part.content).digest('hex');
        chunks.push(
          Buffer.from(`--${boundary}\r\nContent-Type: ${part.contentType}\r\nContent-Transfer-Encoding: ${part.encoding ?? 'binary'}\r\nX-Experience-API-Hash: ${hash}\r\n\r\n`),
          part.content,
          Buffer.from('\r\n'),
        );
      }
      chunks.push(Buffer.from(`--${boundary}--\r\n`));
      return Buffer.concat(chunks);
    }
    const postMultipart = (body: Buffer) => call('POST', STATEMENTS, body, { 'content-type': `multipart/mixed; boundary=${boundary}` });
    const attachment = (content: Buffer, extra: Json = {}) => ({
      usageType: 'http://example.org/attachment-usage/test',
      display: { 'en-US': 'A test attachment' },
      contentType: 'text/plain',
      length: content.length,
      sha2: createHash('sha256').update(content).digest('hex'),
      ...extra,
    });

    it('stores the bytes sent as multipart/mixed and answers them with attachments=true', async () => {
      const content = Buffer.from(`here is a simple attachment ${randomUUID()}`);
      const id = randomUUID();
      const response = await postMultipart(multipart(statement({ id, attachments: [attachment(content)] }), [{ content, contentType: 'text/plain' }]));
      expect(response.statusCode).toBe(200);
      const plain = await get({ statementId: id });
      expect(plain.headers['content-type']).toMatch(/^application\/json/);
      const withBytes = await get({ statementId: id, attachments: 'true' });
      expect(withBytes.headers['content-type']).toMatch(/^multipart\/mixed; boundary=/);
      expect(withBytes.rawPayload.includes(content)).toBe(true);
      expect(withBytes.body).toContain(`X-Experience-API-Hash: ${attachment(content).sha2}`);
    });

    it('refuses an attachment without its part or a fileUrl, a part no statement declares, a wrong hash and no binary encoding', async () => {
      const content = Buffer.from('bytes');
      expect((await post(statement({ attachments: [attachment(content)] }))).statusCode).toBe(400);
      expect((await post(statement({ attachments: [attachment(content, { fileUrl: 'http://example.org/file' })] }))).statusCode).toBe(200);
      expect((await postMultipart(multipart(statement(), [{ content, contentType: 'text/plain' }]))).statusCode).toBe(400);
      const declared = statement({ attachments: [attachment(content)] });
      expect((await postMultipart(multipart(declared, [{ content, contentType: 'text/plain', hash: 'ab'.repeat(32) }]))).statusCode).toBe(400);
      expect((await postMultipart(multipart(declared, [{ content, contentType: 'text/plain', encoding: 'base64' }]))).statusCode).toBe(400);
      expect((await call('POST', STATEMENTS, multipart(declared, []), { 'content-type': 'multipart/mixed' })).statusCode).toBe(400);
    });

    it('accepts a statement signed with RS256 and refuses another algorithm, a payload that is not the statement, and a broken JWS', async () => {
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const sign = async (payload: Json, alg = 'RS256') => Buffer.from(await new CompactSign(Buffer.from(JSON.stringify(payload))).setProtectedHeader({ alg }).sign(privateKey));
      const signed = async (jws: Buffer, body: Json) =>
        postMultipart(
          multipart({ ...body, attachments: [attachment(jws, { usageType: 'http://adlnet.gov/expapi/attachments/signature', contentType: 'application/octet-stream' })] }, [
            { content: jws, contentType: 'application/octet-stream' },
          ]),
        );
      const body = statement({ id: randomUUID() });
      expect((await signed(await sign(body), body)).statusCode).toBe(200);
      const other = statement({ id: randomUUID() });
      expect((await signed(await sign({ ...other, verb: { id: `${ADL}passed` } }), other)).statusCode).toBe(400);
      const hs = statement({ id: randomUUID() });
      const header = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');
      const payload = Buffer.from(JSON.stringify(hs)).toString('base64url');
      expect((await signed(Buffer.from(`${header}.${payload}.c2ln`), hs)).statusCode).toBe(400);
      expect((await signed(Buffer.from('not.a.jws'), statement({ id: randomUUID() }))).statusCode).toBe(400);
    });
  });

  describe('credentials and scopes', () => {
    it('a user token writes its own agent’s statements only, and reads only its own', async () => {
      const learner = await lms.db.selectFrom('users').select('id').where('scope', '=', 'demo').where('username', '=', 'learner').executeTakeFirstOrThrow();
      const auth = await userLrsAuth(lms, learner.id);
      const own = statement({ actor: lrsAgent(lms, learner.id), verb: freshVerb() });
      const written = await post(own, auth);
      expect(written.statusCode).toBe(200);
      expect((await post(statement(), auth)).statusCode).toBe(403);
      const [mine] = written.json<string[]>();
      const [someoneElses] = (await post(statement({ verb: own.verb }))).json<string[]>();
      const seen = (await get({ verb: (own.verb as Json).id as string }, {}, auth)).json<{ statements: Json[] }>().statements.map((s) => s.id);
      expect(seen).toEqual([mine]);
      expect((await get({ statementId: someoneElses! }, {}, auth)).statusCode).toBe(404);
      // The client sees both, and the stored statement names the user for the LMS's own readers.
      expect((await get({ verb: (own.verb as Json).id as string })).json<{ statements: Json[] }>().statements).toHaveLength(2);
      const row = await lms.db.selectFrom('xapi_statements').select('user_id').where('id', '=', mine!).executeTakeFirstOrThrow();
      expect(row.user_id).toBe(learner.id);
    });

    it('a client’s statement names the tenant’s user its actor’s account names (for the LMS’s own readers), and no one for another actor', async () => {
      const learner = await lms.db.selectFrom('users').select('id').where('scope', '=', 'demo').where('username', '=', 'learner').executeTakeFirstOrThrow();
      const [theirs, nobodys] = (await post([statement({ actor: lrsAgent(lms, learner.id) }), statement()])).json<string[]>();
      const userOf = async (id: string) => (await lms.db.selectFrom('xapi_statements').select('user_id').where('id', '=', id).executeTakeFirstOrThrow()).user_id;
      expect(await userOf(theirs!)).toBe(learner.id);
      expect(await userOf(nobodys!)).toBeNull();
    });

    it('names the user by the progress rules’ one definition: an account by id or username in any case, an mbox held by one user only', async () => {
      const learner = await lms.db.selectFrom('users').select(['id', 'email']).where('scope', '=', 'demo').where('username', '=', 'learner').executeTakeFirstOrThrow();
      const homePage = 'http://elsewhere.example';
      const [byName, byMail] = (
        await post([
          statement({ actor: { objectType: 'Agent', account: { homePage, name: 'LEARNER' } } }),
          statement({ actor: { objectType: 'Agent', mbox: `mailto:${learner.email!.toUpperCase()}` } }),
        ])
      ).json<string[]>();
      const userOf = async (id: string) => (await lms.db.selectFrom('xapi_statements').select('user_id').where('id', '=', id).executeTakeFirstOrThrow()).user_id;
      expect(await userOf(byName!)).toBe(learner.id);
      expect(await userOf(byMail!)).toBe(learner.id);
    });

    it('stores a statement in one round trip: the user its actor names and the definitions it merges are read by the INSERT', async () => {
      let queries = 0;
      // Once per query sent (a plugin sees a query's sub-queries as it builds them, but each result once).
      const counting: KyselyPlugin = {
        transformQuery: (args) => args.node,
        transformResult: async (args) => {
          queries += 1;
          return args.result;
        },
      };
      const app = buildLms({ db: lms.db.withPlugin(counting), mode: 'demo', secureCookies: false });
      try {
        await app.ready();
        const send = () =>
          app.inject({ method: 'POST', url: STATEMENTS, headers: { ...lrsHeaders(demoClientAuth), 'content-type': 'application/json' }, payload: JSON.stringify(statement()) });
        // The first request checks the client's credentials (then kept for a few seconds).
        expect((await send()).statusCode).toBe(200);
        queries = 0;
        // A full-access client, a verb the progress rules track, an activity with a definition: all in one statement.
        expect((await send()).statusCode).toBe(200);
        expect(queries).toBe(1);
      } finally {
        await app.close();
      }
    });

    it('statements/write alone cannot read, statements/read alone cannot write', async () => {
      const writer = await createLrsClient(lms.db, { scope: 'demo', name: 'Writer', scopes: ['statements/write'], homePage: 'http://localhost:8080' });
      const reader = await createLrsClient(lms.db, { scope: 'demo', name: 'Reader', scopes: ['statements/read'], homePage: 'http://localhost:8080' });
      const writerAuth = basicAuthorization(writer.key, writer.secret);
      const readerAuth = basicAuthorization(reader.key, reader.secret);
      expect((await post(statement(), writerAuth)).statusCode).toBe(200);
      expect((await get({}, {}, writerAuth)).statusCode).toBe(403);
      expect((await post(statement(), readerAuth)).statusCode).toBe(403);
      expect((await get({}, {}, readerAuth)).statusCode).toBe(200);
    });
  });

  describe('the alternate request syntax', () => {
    const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
    const alternate = (method: string, fields: Record<string, string>, query = `method=${method}`) =>
      lms.app.inject({ method: 'POST', url: `${STATEMENTS}?${query}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form(fields) });

    it('answers a POST standing for a GET or a PUT, with headers and parameters as form fields', async () => {
      const id = randomUUID();
      const put = await alternate('PUT', { statementId: id, content: JSON.stringify(statement()), Authorization: demoClientAuth, 'X-Experience-API-Version': '1.0.3' });
      expect(put.statusCode).toBe(204);
      const read = await alternate('GET', { statementId: id, Authorization: demoClientAuth, 'X-Experience-API-Version': '1.0.3' });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ id });
      expect(read.headers['x-experience-api-version']).toBe('1.0.3');
    });

    it('refuses a parameter in the query, a PUT without content, an old version and a form that is not url-encoded', async () => {
      const auth = { Authorization: demoClientAuth, 'X-Experience-API-Version': '1.0.3' };
      expect((await alternate('PUT', { ...auth, content: JSON.stringify(statement()) }, `method=PUT&statementId=${randomUUID()}`)).statusCode).toBe(400);
      expect((await alternate('PUT', { ...auth, statementId: randomUUID() })).statusCode).toBe(400);
      expect((await alternate('PUT', { ...auth, 'X-Experience-API-Version': '0.8', statementId: randomUUID(), content: JSON.stringify(statement()) })).statusCode).toBe(400);
      const json = await lms.app.inject({ method: 'POST', url: `${STATEMENTS}?method=GET`, headers: { ...lrsHeaders(), 'content-type': 'application/json' }, payload: '{}' });
      expect(json.statusCode).toBe(400);
    });
  });
});
