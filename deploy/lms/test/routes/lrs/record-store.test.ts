import { XAPI_VERSION, agentParam, recordStorePaths } from '@portal/contracts/tasks';
import { databases } from '../../helpers/db';
import { useLms } from '../../helpers/lms';
import { type SignedIn, signedIn } from '../reach/catalogue/helpers';

const API = '/_api';
const HEADERS = { 'x-experience-api-version': XAPI_VERSION };

describe.each(databases())('the record store’s queries and documents on $name', (database) => {
  const lms = useLms(database);
  const agent = (name: string) => agentParam({ account: { homePage: 'http://localhost', name } });

  const statement = (actor: string, verb: string, object: string, registration?: string) => ({
    actor: { name: 'Someone', account: { homePage: 'http://localhost', name: actor } },
    verb: { id: `http://adlnet.gov/expapi/verbs/${verb}`, display: { 'en-GB': verb } },
    object: { id: object, objectType: 'Activity' },
    context: { platform: 'web-orbit-demo', ...(registration ? { registration } : {}) },
    timestamp: new Date().toISOString(),
  });

  async function post(who: SignedIn, body: unknown) {
    return who.client.post(`${API}${recordStorePaths.statements()}`, body, { headers: HEADERS });
  }
  async function query(who: SignedIn, params: Record<string, string>) {
    return who.client.get(`${API}${recordStorePaths.statements(params)}`, { headers: HEADERS });
  }

  describe('statements', () => {
    it('answers the caller’s own statements, newest first, by agent, activity, verb, registration, since and limit, with paging', async () => {
      const learner = await signedIn(lms);
      const since = new Date(Date.now() - 1000).toISOString();
      expect((await post(learner, statement('learner', 'experienced', 'demo-audio'))).statusCode).toBe(200);
      expect((await post(learner, statement('learner', 'experienced', 'demo-link'))).statusCode).toBe(200);
      const launched = await learner.client.post(learner.launch('demo-pdf'), { launchMode: 'continue' });
      const attempt = launched.json().attemptId as string;
      expect((await post(learner, statement(learner.userId, 'attempted', 'demo-pdf', attempt))).statusCode).toBe(200);

      const mine = await query(learner, { agent: agent('learner'), since });
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['x-experience-api-version']).toBe(XAPI_VERSION);
      expect(mine.json().statements.map((s: { object: { id: string } }) => s.object.id)).toEqual(['demo-pdf', 'demo-link', 'demo-audio']);
      expect(mine.json().statements[0]).toMatchObject({ id: expect.any(String), stored: expect.any(String), context: { platform: 'web-orbit-demo', registration: attempt } });

      expect((await query(learner, { activity: 'demo-link', since })).json().statements).toHaveLength(1);
      expect((await query(learner, { verb: 'http://adlnet.gov/expapi/verbs/attempted', since })).json().statements).toHaveLength(1);
      expect((await query(learner, { registration: attempt })).json().statements).toHaveLength(1);

      const firstPage = (await query(learner, { since, limit: '2' })).json();
      expect(firstPage.statements).toHaveLength(2);
      expect(firstPage.more).toMatch(/^\/_api\/lrs\/statements\?.*until=/);
      const next = (await learner.client.get(firstPage.more, { headers: HEADERS })).json();
      expect(next.statements.map((s: { object: { id: string } }) => s.object.id)).toEqual(['demo-audio']);
      expect(next.more).toBe('');
    });

    it('shows nobody else’s statements: another agent is refused, and another user’s are not in the caller’s answer', async () => {
      const learner = await signedIn(lms);
      const approver = await signedIn(lms, 'approver');
      await post(learner, statement('learner', 'experienced', 'demo-video'));
      expect((await query(approver, { agent: agent('learner') })).statusCode).toBe(403);
      expect((await query(approver, { activity: 'demo-video' })).json().statements).toEqual([]);
    });

    it('refuses a call without the version header, a statement off the xAPI shape, and a bad limit', async () => {
      const learner = await signedIn(lms);
      expect((await learner.client.get(`${API}${recordStorePaths.statements()}`)).statusCode).toBe(400);
      const notIri = { ...statement('learner', 'experienced', 'demo-audio'), verb: { id: 'experienced' } };
      const refused = await post(learner, notIri);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().Message).toBe('verb.id: an IRI');
      expect((await post(learner, { ...statement('learner', 'experienced', 'demo-audio'), id: 'not-a-uuid' })).statusCode).toBe(400);
      expect((await post(learner, { ...statement('learner', 'experienced', 'demo-audio'), timestamp: 'yesterday' })).statusCode).toBe(400);
      expect((await query(learner, { limit: '-3' })).statusCode).toBe(400);
    });
  });

  describe('activities/state and agents/profile', () => {
    const stateUrl = (name: string, registration?: string) =>
      `${API}${recordStorePaths.state({ activityId: 'https://demo.example/game', agent: agent(name), stateId: 'bookmark', registration })}`;

    it('keeps a document per activity, state id and registration; a missing one is 404 ResourceNotFound', async () => {
      const learner = await signedIn(lms);
      const missing = await learner.client.get(stateUrl('learner'), { headers: HEADERS });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ ErrorCode: 'ResourceNotFound' });
      expect((await learner.client.put(stateUrl('learner'), { page: 3 }, { headers: HEADERS })).statusCode).toBe(204);
      expect((await learner.client.put(stateUrl('learner', 'r1'), { page: 9 }, { headers: HEADERS })).statusCode).toBe(204);
      expect((await learner.client.get(stateUrl('learner'), { headers: HEADERS })).json()).toEqual({ page: 3 });
      expect((await learner.client.get(stateUrl(learner.userId, 'r1'), { headers: HEADERS })).json()).toEqual({ page: 9 });
      expect((await learner.client.put(stateUrl('learner'), { page: 4 }, { headers: HEADERS })).statusCode).toBe(204);
      expect((await learner.client.get(stateUrl('learner'), { headers: HEADERS })).json()).toEqual({ page: 4 });
    });

    it('reads and writes only the caller’s own: another user’s state is 404 to read and 403 to write', async () => {
      const learner = await signedIn(lms);
      const approver = await signedIn(lms, 'approver');
      await learner.client.put(stateUrl('learner', 'mine'), { secret: true }, { headers: HEADERS });
      expect((await approver.client.get(stateUrl('learner', 'mine'), { headers: HEADERS })).statusCode).toBe(404);
      expect((await approver.client.put(stateUrl('learner', 'mine'), { secret: false }, { headers: HEADERS })).statusCode).toBe(403);
      // The approver's own document of the same name is another document.
      expect((await approver.client.get(stateUrl('approver', 'mine'), { headers: HEADERS })).statusCode).toBe(404);
      expect((await learner.client.get(stateUrl('learner', 'mine'), { headers: HEADERS })).json()).toEqual({ secret: true });
      expect((await learner.client.get(stateUrl('learner', 'mine'))).statusCode).toBe(400);
      expect((await learner.client.get(`${API}/lrs/activities/state?activityId=a&agent=nonsense&stateId=s`, { headers: HEADERS })).statusCode).toBe(400);
    });

    it('keeps agent profiles the same way', async () => {
      const learner = await signedIn(lms);
      const approver = await signedIn(lms, 'approver');
      const url = (name: string) => `${API}${recordStorePaths.agentProfile({ agent: agent(name), profileId: 'score-history' })}`;
      expect((await learner.client.get(url('learner'), { headers: HEADERS })).json()).toMatchObject({ ErrorCode: 'ResourceNotFound' });
      expect((await learner.client.put(url('learner'), { awards: [1, 2] }, { headers: HEADERS })).statusCode).toBe(204);
      expect((await learner.client.get(url('learner'), { headers: HEADERS })).json()).toEqual({ awards: [1, 2] });
      expect((await approver.client.get(url('learner'), { headers: HEADERS })).statusCode).toBe(404);
      expect((await approver.client.put(url('learner'), {}, { headers: HEADERS })).statusCode).toBe(403);
    });
  });
});
