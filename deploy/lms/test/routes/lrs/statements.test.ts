import { XAPI_VERSION } from '@portal/contracts/catalogue';
import { databases } from '../../helpers/db';
import { useLms } from '../../helpers/lms';
import { type SignedIn, signedIn } from '../reach/catalogue/helpers';

const URL = '/_api/lrs/statements';
const HEADERS = { 'x-experience-api-version': XAPI_VERSION };

describe.each(databases())('record store statements on $name', (database) => {
  const lms = useLms(database);

  const statement = (actor: string, verb: string, object: string, registration?: string) => ({
    actor: { name: 'Alex Morgan', account: { homePage: 'http://localhost', name: actor } },
    verb: { id: `http://adlnet.gov/expapi/verbs/${verb}`, display: { 'en-GB': verb } },
    object: { id: object, objectType: 'Activity' },
    context: { platform: 'web-orbit-demo', ...(registration ? { registration } : {}) },
    timestamp: new Date().toISOString(),
  });

  /** The launch check, as the portal makes it: answers the attempt the content reports under. */
  async function launch(learner: SignedIn, id: string): Promise<string> {
    const response = await learner.client.post(learner.launch(id), { launchMode: 'continue' });
    expect(response.json()).toMatchObject({ status: 'launch', attemptId: expect.any(String) });
    return response.json().attemptId;
  }

  const completionOf = async (learner: SignedIn, id: string) => (await learner.client.get(learner.item(id))).json().Completion;
  const storedCount = async (userId: string) => (await lms.db.selectFrom('lrs_statements').select('id').where('user_id', '=', userId).execute()).length;

  it('stores a launched attempt’s statements and moves the completion: attempted, then completed (by ActivityId)', async () => {
    const learner = await signedIn(lms);
    const attempt = await launch(learner, 'demo-pdf');
    const attempted = await learner.client.post(URL, statement(learner.userId, 'attempted', 'demo-pdf', attempt), { headers: HEADERS });
    expect(attempted.statusCode).toBe(200);
    expect(attempted.json()).toEqual([expect.any(String)]);
    expect(await completionOf(learner, 'demo-pdf')).toBe('Attempted');
    await learner.client.post(URL, statement('learner', 'completed', 'demo-pdf', attempt), { headers: HEADERS });
    expect(await completionOf(learner, 'demo-pdf')).toBe('Completed');
    // attempted never undoes completed.
    await learner.client.post(URL, statement(learner.userId, 'attempted', 'demo-pdf', attempt), { headers: HEADERS });
    expect(await completionOf(learner, 'demo-pdf')).toBe('Completed');
    const course = await launch(learner, 'demo-course');
    const passed = await learner.client.post(URL, [statement(learner.userId, 'passed', 'https://demo.example/activities/ipc-level-2', course)], { headers: HEADERS });
    expect(passed.statusCode).toBe(200);
    expect(await completionOf(learner, 'demo-course')).toBe('Passed');

    // The attempts' statements (the demo's seeded scored attempt has no registration).
    const rows = await lms.db
      .selectFrom('lrs_statements')
      .select(['verb', 'activity_id', 'registration'])
      .where('user_id', '=', learner.userId)
      .where('registration', 'is not', null)
      .orderBy('stored_at')
      .execute();
    expect(rows.map((r) => r.verb)).toEqual(['attempted', 'completed', 'attempted', 'passed']);
    expect(rows[0]).toMatchObject({ activity_id: 'demo-pdf', registration: attempt });
  });

  it('takes "attempted" from opened media without an attempt (it completes nothing), but no completing verb', async () => {
    const learner = await signedIn(lms);
    const opened = await learner.client.post(URL, statement(learner.userId, 'attempted', 'demo-video'), { headers: HEADERS });
    expect(opened.statusCode).toBe(200);
    expect(await completionOf(learner, 'demo-video')).toBe('Attempted');
    const completed = await learner.client.post(URL, statement(learner.userId, 'completed', 'demo-video'), { headers: HEADERS });
    expect(completed.statusCode).toBe(403);
    expect(await completionOf(learner, 'demo-video')).toBe('Attempted');
    // An item the learner may not take gets no "attempted" either.
    expect((await learner.client.post(URL, statement(learner.userId, 'attempted', 'demo-premium'), { headers: HEADERS })).statusCode).toBe(403);
  });

  it('experienced marks the item opened without completing it', async () => {
    const learner = await signedIn(lms);
    await learner.client.post(URL, statement(learner.userId, 'experienced', 'demo-audio'), { headers: HEADERS });
    expect((await learner.client.get(learner.item('demo-audio'))).json()).toMatchObject({ Completion: 'NotAttempted', StartedOn: expect.any(String) });
  });

  describe('refuses a result the user could not have earned, and changes nothing (issue 10, finding 10)', () => {
    async function expectRefused(learner: SignedIn, itemId: string, body: unknown, errorCode: string) {
      const before = { completion: await completionOf(learner, itemId), stored: await storedCount(learner.userId) };
      const response = await learner.client.post(URL, body, { headers: HEADERS });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, ErrorCode: errorCode });
      expect(await completionOf(learner, itemId)).toBe(before.completion);
      expect(await storedCount(learner.userId)).toBe(before.stored);
    }

    it('an item the learner is not enrolled in', async () => {
      const learner = await signedIn(lms);
      await expectRefused(learner, 'demo-premium', statement(learner.userId, 'passed', 'demo-premium', 'attempt-1'), 'NotEnrolled');
      expect(await completionOf(learner, 'demo-premium')).toBe('NotAttempted');
    });

    it('an item awaiting approval', async () => {
      const learner = await signedIn(lms);
      await expectRefused(learner, 'demo-approval-course', statement(learner.userId, 'passed', 'demo-approval-course'), 'NotEnrolled');
    });

    it('an item whose prerequisites are not met, and one locked after its due date', async () => {
      const learner = await signedIn(lms);
      await expectRefused(learner, 'demo-cur-assessment', statement(learner.userId, 'completed', 'demo-cur-assessment'), 'ResultNotAllowed');
      await expectRefused(learner, 'demo-moving-handling', statement(learner.userId, 'passed', 'demo-moving-handling'), 'ResultNotAllowed');
    });

    it('an enrolled item the learner never launched, or a registration that is not the launched attempt', async () => {
      const learner = await signedIn(lms);
      await expectRefused(learner, 'demo-ig-basics', statement(learner.userId, 'passed', 'demo-ig-basics'), 'AttemptNotLaunched');
      await expectRefused(learner, 'demo-ig-basics', statement(learner.userId, 'passed', 'demo-ig-basics', 'made-up-attempt'), 'AttemptNotLaunched');
      // Another item's attempt does not do either.
      const pdfAttempt = await launch(learner, 'demo-pdf');
      await expectRefused(learner, 'demo-ig-basics', statement(learner.userId, 'passed', 'demo-ig-basics', pdfAttempt), 'AttemptNotLaunched');
      expect(await completionOf(learner, 'demo-ig-basics')).toBe('NotAttempted');
    });

    it('a batch with one refused statement stores none of them', async () => {
      const learner = await signedIn(lms);
      const attempt = await launch(learner, 'demo-audio');
      const before = await completionOf(learner, 'demo-audio');
      await expectRefused(
        learner,
        'demo-premium',
        [statement(learner.userId, 'completed', 'demo-audio', attempt), statement(learner.userId, 'passed', 'demo-premium')],
        'NotEnrolled',
      );
      expect(await completionOf(learner, 'demo-audio')).toBe(before);
    });
  });

  it('a must-pass item: completed does not complete it, passed from the launched attempt does', async () => {
    const learner = await signedIn(lms);
    expect(await completionOf(learner, 'demo-mustpass')).toBe('Failed');
    const attempt = await launch(learner, 'demo-mustpass');
    expect((await learner.client.post(URL, statement(learner.userId, 'completed', 'demo-mustpass', attempt), { headers: HEADERS })).statusCode).toBe(200);
    expect(await completionOf(learner, 'demo-mustpass')).toBe('Failed');
    expect((await learner.client.post(URL, statement(learner.userId, 'passed', 'demo-mustpass', attempt), { headers: HEADERS })).statusCode).toBe(200);
    expect(await completionOf(learner, 'demo-mustpass')).toBe('Passed');
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
