import { XAPI_VERSION } from '@portal/contracts';
import { databases } from '../../helpers/db';
import { useLms } from '../../helpers/lms';
import { signedIn } from '../reach/catalogue/helpers';

const URL = '/_api/lrs/statements';
const HEADERS = { 'x-experience-api-version': XAPI_VERSION };

describe.each(databases())('record store statements on $name', (database) => {
  const lms = useLms(database);

  const statement = (actor: string, verb: string, object: string) => ({
    actor: { name: 'Alex Morgan', account: { homePage: 'http://localhost', name: actor } },
    verb: { id: `http://adlnet.gov/expapi/verbs/${verb}`, display: { 'en-GB': verb } },
    object: { id: object, objectType: 'Activity' },
    context: { platform: 'web-orbit-demo', registration: 'attempt-1' },
    timestamp: new Date().toISOString(),
  });

  it('stores a statement and moves the completion: attempted, then completed (by ActivityId)', async () => {
    const learner = await signedIn(lms);
    const attempted = await learner.client.post(URL, statement(learner.userId, 'attempted', 'demo-pdf'), { headers: HEADERS });
    expect(attempted.statusCode).toBe(200);
    expect(attempted.json()).toEqual([expect.any(String)]);
    expect((await learner.client.get(learner.item('demo-pdf'))).json().Completion).toBe('Attempted');
    await learner.client.post(URL, statement('learner', 'completed', 'demo-pdf'), { headers: HEADERS });
    expect((await learner.client.get(learner.item('demo-pdf'))).json().Completion).toBe('Completed');
    // attempted never undoes completed.
    await learner.client.post(URL, statement(learner.userId, 'attempted', 'demo-pdf'), { headers: HEADERS });
    expect((await learner.client.get(learner.item('demo-pdf'))).json().Completion).toBe('Completed');
    await learner.client.post(URL, [statement(learner.userId, 'passed', 'https://demo.example/activities/ipc-level-2')], { headers: HEADERS });
    expect((await learner.client.get(learner.item('demo-course'))).json().Completion).toBe('Passed');

    const rows = await lms.db.selectFrom('lrs_statements').select(['verb', 'activity_id', 'registration']).where('user_id', '=', learner.userId).orderBy('stored_at').execute();
    expect(rows.map((r) => r.verb)).toEqual(['attempted', 'completed', 'attempted', 'passed']);
    expect(rows[0]).toMatchObject({ activity_id: 'demo-pdf', registration: 'attempt-1' });
  });

  it('experienced marks the item opened without completing it', async () => {
    const learner = await signedIn(lms);
    await learner.client.post(URL, statement(learner.userId, 'experienced', 'demo-audio'), { headers: HEADERS });
    expect((await learner.client.get(learner.item('demo-audio'))).json()).toMatchObject({ Completion: 'NotAttempted', StartedOn: expect.any(String) });
  });

  it('refuses another actor, a missing version header, a malformed statement and no session', async () => {
    const learner = await signedIn(lms);
    expect((await learner.client.post(URL, statement('approver', 'completed', 'demo-pdf'), { headers: HEADERS })).statusCode).toBe(403);
    const noVersion = await learner.client.post(URL, statement(learner.userId, 'completed', 'demo-pdf'));
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().Message).toBe('X-Experience-API-Version: expected 1.0.1');
    const malformed = await learner.client.post(URL, { ...statement(learner.userId, 'completed', 'demo-pdf'), timestamp: 'yesterday' }, { headers: HEADERS });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().Message).toMatch(/^timestamp: /);
    expect((await lms.client().post(URL, statement(learner.userId, 'completed', 'demo-pdf'), { headers: HEADERS })).statusCode).toBe(401);
  });
});
