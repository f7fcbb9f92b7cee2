import { itemActivityId } from '@portal/contracts/xapi';
import { databases } from '../helpers/db';
import { useLms } from '../helpers/lms';
import { demoClientAuth, lrsAgent, lrsHeaders, userLrsAuth } from '../helpers/lrs';
import { type SignedIn, signedIn } from '../routes/reach/catalogue/helpers';

/*
 * The progress rules as a client of the store meets them (docs/SECURITY.md "The record store and
 * progress"): a statement the rules do not accept is stored all the same (200, readable again) and
 * moves nothing; no 403 as the earlier store answered. The rules themselves: progress.test.ts.
 */

const STATEMENTS = '/_api/lrs/statements';
const ADL = 'http://adlnet.gov/expapi/verbs/';

describe.each(databases())('record-store progress through POST /statements on $name', (database) => {
  const lms = useLms(database);

  const post = (body: unknown, authorization: string) =>
    lms.app.inject({ method: 'POST', url: STATEMENTS, headers: { ...lrsHeaders(authorization), 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  const statement = (actor: object, verb: string, object: string, registration?: string) => ({
    actor,
    verb: { id: `${ADL}${verb}`, display: { 'en-GB': verb } },
    object: { objectType: 'Activity', id: itemActivityId({ Id: object }) },
    ...(registration ? { context: { registration } } : {}),
  });
  const completionOf = async (learner: SignedIn, id: string) => (await learner.client.get(learner.item(id))).json().Completion;
  async function launch(learner: SignedIn, id: string): Promise<string> {
    return (await learner.client.post(learner.launch(id), { launchMode: 'continue' })).json().attemptId;
  }
  const storedIds = async (ids: string[]) => (await lms.db.selectFrom('xapi_statements').select('id').where('id', 'in', ids).execute()).length;

  it('stores "passed" for a course whose content never ran, and it moves nothing; after the content’s own progress it does', async () => {
    const learner = await signedIn(lms);
    const auth = await userLrsAuth(lms, learner);
    const me = lrsAgent(lms, learner.userId);
    const attempt = await launch(learner, 'demo-ig-basics');

    const early = await post(statement(me, 'passed', 'demo-ig-basics', attempt), auth);
    expect(early.statusCode).toBe(200);
    expect(await storedIds(early.json())).toBe(1);
    expect(await completionOf(learner, 'demo-ig-basics')).not.toBe('Passed');

    expect((await post(statement(me, 'progressed', 'demo-ig-basics', attempt), auth)).statusCode).toBe(200);
    expect((await post(statement(me, 'passed', 'demo-ig-basics', attempt), auth)).statusCode).toBe(200);
    expect(await completionOf(learner, 'demo-ig-basics')).toBe('Passed');
  });

  it('stores a result for an item the learner may not take, and a batch with it, without moving either item', async () => {
    const learner = await signedIn(lms);
    const auth = await userLrsAuth(lms, learner);
    const me = lrsAgent(lms, learner.userId);
    const audio = await launch(learner, 'demo-audio');
    const before = await completionOf(learner, 'demo-premium');
    const batch = await post([statement(me, 'completed', 'demo-audio', audio), statement(me, 'passed', 'demo-premium', crypto.randomUUID())], auth);
    expect(batch.statusCode).toBe(200);
    expect(await storedIds(batch.json())).toBe(2);
    expect(await completionOf(learner, 'demo-premium')).toBe(before);
    // The batch's acceptable statement still counts.
    expect(await completionOf(learner, 'demo-audio')).toBe('Completed');
  });

  it('the demo full-access client’s statement naming the learner moves their progress by the same rules', async () => {
    const learner = await signedIn(lms);
    const pdf = await launch(learner, 'demo-pdf');
    const byUsername = { objectType: 'Agent', account: { homePage: 'https://content.example', name: 'learner' } };
    expect((await post(statement(byUsername, 'completed', 'demo-pdf'), demoClientAuth)).statusCode).toBe(200);
    expect(await completionOf(learner, 'demo-pdf')).not.toBe('Completed');
    expect((await post(statement(byUsername, 'completed', 'demo-pdf', pdf), demoClientAuth)).statusCode).toBe(200);
    expect(await completionOf(learner, 'demo-pdf')).toBe('Completed');
  });
});
