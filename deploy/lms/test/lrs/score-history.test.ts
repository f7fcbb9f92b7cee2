import Fastify, { type FastifyInstance } from 'fastify';
import { AWARD_VERB, SCORE_HISTORY_PROFILE_ID, type AwardInput } from '@portal/contracts/dashboard';
import { awardAccolade, awardStatementsOf } from '../../src/lrs/awards';
import { saveExternalLrs } from '../../src/lrs/credentials/external';
import { readUserJson } from '../../src/lrs/documents/store';
import { insertStatements } from '../../src/lrs/statements/store';
import { databases } from '../helpers/db';
import { useLms } from '../helpers/lms';
import { lrsAgent, lrsHeaders, userLrsAuth } from '../helpers/lrs';
import { signedIn } from '../routes/reach/catalogue/helpers';

/*
 * Score-history awards from the record store (spec 3 §7): what the LMS records when it
 * awards, the demo learner's seeded history, the proxy path the portal reads award statements through,
 * and the same with a tenant's external record store.
 */

const PROXY = '/_api/authr/proxy/lrs/statements';
const proxyUrl = (agent: unknown, verb = AWARD_VERB) => `${PROXY}?${new URLSearchParams({ agent: JSON.stringify(agent), verb }).toString()}`;
const profileKey = (scope: string, userId: string) => ({ scope, kind: 'agent_profile' as const, activityId: '', registration: '', documentId: SCORE_HISTORY_PROFILE_ID, userId });

const award = (points: number, awardedAt: Date): AwardInput => ({
  key: 'top-scorer',
  label: 'Top scorer',
  description: 'Scored 90% or more in an assessment',
  type: 'badge',
  reason: 'Scored 95% in Hand hygiene',
  points,
  ref: 'demo-top-scorer',
  awardedAt,
});

describe.each(databases())('score-history awards on $name', (database) => {
  const lms = useLms(database);

  it('the demo learner’s accolades are in the record store: the score-history profile and one award statement each', async () => {
    const learner = await signedIn(lms);
    const history = await readUserJson(lms.db, profileKey('demo', learner.userId));
    expect(history?.content).toEqual({
      pointsTotal: 450,
      entries: [expect.objectContaining({ points: 100, total: 100 }), expect.objectContaining({ points: 150, total: 250 }), expect.objectContaining({ points: 200, total: 450 })],
    });
    const response = await learner.client.get(proxyUrl(lrsAgent(lms, learner.userId)));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/no-store/);
    const { statements } = response.json();
    expect(statements.map((s: { object: { definition: { name: Record<string, string> } } }) => s.object.definition.name['en-GB'])).toEqual([
      'Steady learner',
      'Top scorer',
      'First completion',
    ]);
    // The profile names each award by its statement.
    const entries = (history!.content as { entries: Array<{ statementId: string }> }).entries;
    expect(statements.map((s: { id: string }) => s.id)).toEqual(entries.map((e) => e.statementId).reverse());
  });

  it('the learner reads the score history with their own record-store token (GET agents/profile)', async () => {
    const learner = await signedIn(lms);
    const query = new URLSearchParams({ agent: JSON.stringify(lrsAgent(lms, learner.userId)), profileId: SCORE_HISTORY_PROFILE_ID });
    const response = await lms.client().get(`/_api/lrs/agents/profile?${query.toString()}`, { headers: lrsHeaders(await userLrsAuth(lms, learner)) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ pointsTotal: 450 });
  });

  it('awarding adds the accolade and its points, the award statement (the LMS’s authority) and the profile’s entry with the new total', async () => {
    const learner = await signedIn(lms, 'pat.lee');
    const points = async () =>
      Number((await lms.db.selectFrom('gamification_points').select('points_total').where('user_id', '=', learner.userId).executeTakeFirst())?.points_total ?? 0);
    const before = await points();
    const first = await awardAccolade(lms.db, {
      scope: 'demo',
      userId: learner.userId,
      homePage: lrsAgent(lms, learner.userId).account.homePage,
      award: award(150, new Date('2026-01-01T10:00:00Z')),
    });
    const second = await awardAccolade(lms.db, {
      scope: 'demo',
      userId: learner.userId,
      homePage: lrsAgent(lms, learner.userId).account.homePage,
      award: award(50, new Date('2026-02-01T10:00:00Z')),
    });
    expect(await points()).toBe(before + 200);
    expect(await lms.db.selectFrom('accolades').select('id').where('id', 'in', [first.accoladeId, second.accoladeId]).execute()).toHaveLength(2);
    expect((await readUserJson(lms.db, profileKey('demo', learner.userId)))?.content).toEqual({
      pointsTotal: 200,
      entries: [
        { statementId: first.statementId, awardedAt: '2026-01-01T10:00:00.000Z', points: 150, total: 150 },
        { statementId: second.statementId, awardedAt: '2026-02-01T10:00:00.000Z', points: 50, total: 200 },
      ],
    });
    const stored = await lms.db.selectFrom('xapi_statements').select(['statement', 'user_id']).where('id', '=', first.statementId).executeTakeFirstOrThrow();
    expect(stored.user_id).toBe(learner.userId);
    expect(stored.statement).toMatchObject({ verb: { id: AWARD_VERB }, result: { score: { raw: 150 } }, authority: { account: { name: 'lms' } } });
  });

  it('a learner’s own "earned" statement is no award: the proxy answers only the LMS’s', async () => {
    const learner = await signedIn(lms, 'pat.lee2');
    await awardAccolade(lms.db, { scope: 'demo', userId: learner.userId, homePage: lrsAgent(lms, learner.userId).account.homePage, award: award(10, new Date()) });
    const agent = lrsAgent(lms, learner.userId);
    await insertStatements(
      lms.db,
      'demo',
      [{ statement: { actor: agent, verb: { id: AWARD_VERB }, object: { objectType: 'Activity', id: 'http://x/awards/self-made' } }, userId: learner.userId }],
      agent,
    );
    const answer = (await learner.client.get(proxyUrl(agent))).json();
    expect(answer.statements).toHaveLength(1);
    expect(answer.statements[0].object.id).toMatch(/\/awards\/top-scorer$/);
  });

  it('refuses another user’s agent, another verb, a malformed agent, and no session', async () => {
    const learner = await signedIn(lms);
    const approver = await signedIn(lms, 'approver');
    expect((await approver.client.get(proxyUrl(lrsAgent(lms, learner.userId)))).statusCode).toBe(403);
    // The right name on another address is another agent.
    expect((await learner.client.get(proxyUrl({ account: { homePage: 'https://elsewhere.example', name: learner.userId } }))).statusCode).toBe(403);
    const verb = await learner.client.get(proxyUrl(lrsAgent(lms, learner.userId), 'http://adlnet.gov/expapi/verbs/passed'));
    expect(verb.statusCode).toBe(400);
    expect(verb.json().Message).toMatch(/^verb: /);
    expect((await learner.client.get(`${PROXY}?agent=nonsense&verb=${encodeURIComponent(AWARD_VERB)}`)).statusCode).toBe(400);
    expect((await lms.client().get(proxyUrl(lrsAgent(lms, learner.userId)))).statusCode).toBe(401);
  });

  describe('with the tenant’s external record store', () => {
    let external: FastifyInstance;
    const received: Array<{ method: string; url: string; headers: Record<string, unknown>; body: unknown }> = [];
    const profiles = new Map<string, { body: unknown; etag: string }>();
    const statements: unknown[] = [];

    beforeAll(async () => {
      external = Fastify();
      external.addHook('onRequest', async (request) => {
        if (request.headers.authorization !== `Basic ${Buffer.from('vendor:s3cret').toString('base64')}`) throw Object.assign(new Error('unauthorised'), { statusCode: 401 });
      });
      external.post('/xapi/statements', async (request) => {
        received.push({ method: 'POST', url: request.url, headers: request.headers, body: request.body });
        statements.push(request.body);
        return [(request.body as { id: string }).id];
      });
      external.get<{ Querystring: { agent: string; verb?: string } }>('/xapi/statements', async (request) => {
        received.push({ method: 'GET', url: request.url, headers: request.headers, body: undefined });
        return { statements: [...statements].reverse(), more: '' };
      });
      external.get<{ Querystring: { agent: string } }>('/xapi/agents/profile', async (request, reply) => {
        const found = profiles.get(request.query.agent);
        if (!found) return reply.code(404).send({ error: 'none' });
        return reply.header('etag', found.etag).send(found.body);
      });
      external.put<{ Querystring: { agent: string } }>('/xapi/agents/profile', async (request, reply) => {
        received.push({ method: 'PUT', url: request.url, headers: request.headers, body: request.body });
        const found = profiles.get(request.query.agent);
        const condition = found ? request.headers['if-match'] === found.etag : request.headers['if-none-match'] === '*';
        if (!condition) return reply.code(412).send();
        profiles.set(request.query.agent, { body: request.body, etag: `"v${profiles.size + received.length}"` });
        return reply.code(204).send();
      });
      await external.listen({ port: 0, host: '127.0.0.1' });
      const { port } = external.server.address() as { port: number };
      await lms.db.insertInto('tenants').values({ scope: 'vendor-tenant', name: 'Vendor tenant' }).execute();
      await saveExternalLrs(lms.db, 'vendor-tenant', { endpoint: `http://127.0.0.1:${port}/xapi/`, key: 'vendor', secret: 's3cret' });
      await lms.db
        .insertInto('users')
        .values({
          id: 'vendor-user',
          scope: 'vendor-tenant',
          username: 'vendor-user',
          display_name: 'V',
          roles: '[]',
          profile: '{}',
          named_item_overrides: '[]',
          authentication_mode: 'forms',
          password_hash: null,
          first_name: null,
          surname: null,
          email: null,
          mfa_secret: null,
          mfa_country_code: null,
          mfa_contact_number: null,
          last_sign_in_platform: null,
        })
        .execute();
    });
    afterAll(() => external.close());

    it('records awards there (the statement, then the profile under its ETag) and reads the award statements back from it', async () => {
      const homePage = 'https://portal.example';
      const input = { scope: 'vendor-tenant', userId: 'vendor-user', homePage };
      const first = await awardAccolade(lms.db, { ...input, award: award(100, new Date('2026-01-01T10:00:00Z')) });
      await awardAccolade(lms.db, { ...input, award: award(20, new Date('2026-02-01T10:00:00Z')) });
      expect(received.map((r) => r.method)).toEqual(['POST', 'PUT', 'POST', 'PUT']);
      expect(received[0]!.headers).toMatchObject({ 'x-experience-api-version': '1.0.3' });
      expect(received[1]!.headers['if-none-match']).toBe('*');
      expect(received[3]!.headers['if-match']).toMatch(/^"v/);
      const agent = JSON.stringify({ objectType: 'Agent', account: { homePage, name: 'vendor-user' } });
      expect(profiles.get(agent)?.body).toMatchObject({ pointsTotal: 120, entries: [{ statementId: first.statementId, total: 100 }, { total: 120 }] });
      // Nothing of it in the portal's own store.
      expect(await lms.db.selectFrom('xapi_statements').select('id').where('scope', '=', 'vendor-tenant').execute()).toEqual([]);

      const read = await awardStatementsOf(lms.db, { ...input, agent: { objectType: 'Agent', account: { homePage, name: 'vendor-user' } } });
      expect(read.map((s) => s.result?.score?.raw)).toEqual([20, 100]);
      expect(new URL(`http://x${received.at(-1)!.url}`).searchParams.get('verb')).toBe(AWARD_VERB);
    });
  });
});
