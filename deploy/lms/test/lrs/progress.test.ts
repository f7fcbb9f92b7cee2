import { applyProgress } from '../../src/lrs/progress';
import type { LrsPrincipal, LrsScope } from '../../src/lrs/principal';
import { createAiccSession, findAiccSession, updateAiccSession } from '../../src/repositories/aicc-sessions';
import { databases } from '../helpers/db';
import { useLms } from '../helpers/lms';
import { insertTenantWithUser, insertUser } from '../helpers/users';
import { type SignedIn, signedIn, SCOPE } from '../routes/reach/catalogue/helpers';

/*
 * The progress rules of the record store (lrs/progress.ts, docs/SECURITY.md "The record store and
 * progress"), each accepted and refused, applied as the store applies them once statements are stored.
 */

const ADL = 'http://adlnet.gov/expapi/verbs/';

function statement(actor: Record<string, unknown>, verb: string, object: string, registration?: string): Record<string, unknown> {
  return {
    id: crypto.randomUUID(),
    actor: { objectType: 'Agent', ...actor },
    verb: { id: verb.includes(':') ? verb : `${ADL}${verb}`, display: { 'en-GB': verb } },
    object: { objectType: 'Activity', id: object },
    ...(registration ? { context: { registration } } : {}),
    timestamp: new Date().toISOString(),
  };
}

const account = (name: string) => ({ account: { homePage: 'http://localhost:8080', name } });

/** What xapi/config hands a signed-in user: their own statements and documents only. */
function userToken(userId: string): LrsPrincipal {
  const agent = { objectType: 'Agent' as const, account: { homePage: 'http://localhost:8080', name: userId } };
  return { tenant: SCOPE, clientId: `user:${userId}`, scopes: ['statements/write', 'statements/read/mine', 'state', 'profile'], user: { id: userId, agent }, authority: agent };
}

function client(scopes: LrsScope[], tenant = SCOPE): LrsPrincipal {
  return { tenant, clientId: 'test-client', scopes, authority: { objectType: 'Agent', name: 'test-client', account: { homePage: 'http://localhost:8080', name: 'test-client' } } };
}

describe.each(databases())('record-store progress rules on $name', (database) => {
  const lms = useLms(database);

  const completionOf = async (userId: string, itemId: string) =>
    (await lms.db.selectFrom('catalogue_completions').select(['completion', 'started_on']).where('user_id', '=', userId).where('item_id', '=', itemId).executeTakeFirst()) ?? {
      completion: 'NotAttempted',
      started_on: null,
    };

  /** The launch check, as the portal makes it: answers the attempt the content reports under. */
  async function launch(learner: SignedIn, id: string, launchMode: 'continue' | 'newAttempt' = 'continue'): Promise<string> {
    const response = await learner.client.post(learner.launch(id), { launchMode });
    expect(response.json()).toMatchObject({ status: 'launch', attemptId: expect.any(String) });
    return response.json().attemptId;
  }

  /** Applies the statements for the learner's own token and answers what each did. */
  const apply = (learner: SignedIn, ...statements: Record<string, unknown>[]) => applyProgress(lms.db, userToken(learner.userId), statements);
  const mine = (learner: SignedIn) => account(learner.userId);

  describe('untracked content (links, files, media)', () => {
    it('sets a result under the launched attempt, and "attempted" never undoes it', async () => {
      const learner = await signedIn(lms);
      const attempt = await launch(learner, 'demo-pdf');
      expect(await apply(learner, statement(mine(learner), 'completed', 'demo-pdf', attempt))).toEqual([
        expect.objectContaining({ effect: 'completion', completion: 'Completed' }),
      ]);
      await apply(learner, statement(mine(learner), 'attempted', 'demo-pdf', attempt));
      expect((await completionOf(learner.userId, 'demo-pdf')).completion).toBe('Completed');
    });

    it('refuses a result without the launched attempt: none, a made-up one, another item’s', async () => {
      const learner = await signedIn(lms);
      const pdf = await launch(learner, 'demo-pdf');
      const outcomes = await apply(
        learner,
        statement(mine(learner), 'completed', 'demo-link'),
        statement(mine(learner), 'completed', 'demo-link', 'made-up-attempt'),
        statement(mine(learner), 'completed', 'demo-link', pdf),
      );
      expect(outcomes.map((o) => o.effect === 'none' && o.reason)).toEqual([
        expect.stringMatching(/^AttemptNotLaunched/),
        expect.stringMatching(/^AttemptNotLaunched/),
        expect.stringMatching(/^AttemptNotLaunched/),
      ]);
      expect((await completionOf(learner.userId, 'demo-link')).completion).toBe('NotAttempted');
    });

    it('takes "attempted" from opened media without an attempt, and "experienced" marks the item opened', async () => {
      const learner = await signedIn(lms);
      expect(await apply(learner, statement(mine(learner), 'attempted', 'demo-video'))).toEqual([expect.objectContaining({ effect: 'completion', completion: 'Attempted' })]);
      expect(await apply(learner, statement(mine(learner), 'experienced', 'demo-audio'))).toEqual([expect.objectContaining({ effect: 'started', itemId: 'demo-audio' })]);
      expect(await completionOf(learner.userId, 'demo-audio')).toMatchObject({ completion: 'NotAttempted', started_on: expect.any(Date) });
    });
  });

  describe('only on an item the launch check lets the user take now', () => {
    it.each([
      ['not enrolled', 'demo-premium', 'passed', /^NotEnrolled/],
      ['awaiting approval', 'demo-approval-course', 'passed', /^NotEnrolled/],
      ['prerequisites not met', 'demo-cur-assessment', 'completed', /^ResultNotAllowed/],
      ['locked after its due date', 'demo-moving-handling', 'passed', /^ResultNotAllowed/],
      ['not enrolled, even "attempted"', 'demo-premium', 'attempted', /^NotEnrolled/],
      ['not enrolled, even "experienced"', 'demo-premium', 'experienced', /^NotEnrolled/],
    ])('%s: %s stays as it was', async (_case, itemId, verb, reason) => {
      const learner = await signedIn(lms);
      const before = await completionOf(learner.userId, itemId);
      expect(await apply(learner, statement(mine(learner), verb, itemId, 'any-attempt'))).toEqual([
        expect.objectContaining({ effect: 'none', reason: expect.stringMatching(reason) }),
      ]);
      expect(await completionOf(learner.userId, itemId)).toEqual(before);
    });

    it('curricula, events and tasks are never set by statements', async () => {
      const learner = await signedIn(lms);
      const outcomes = await apply(
        learner,
        statement(mine(learner), 'completed', 'demo-curriculum'),
        statement(mine(learner), 'completed', 'demo-event-online'),
        statement(mine(learner), 'completed', 'demo-task-reflection'),
      );
      expect(outcomes.every((o) => o.effect === 'none' && /no item whose completion/.test(o.reason))).toBe(true);
      expect((await completionOf(learner.userId, 'demo-task-reflection')).completion).toBe('NotAttempted');
    });
  });

  describe('tracked content: a result only after the content reported progress under the attempt', () => {
    it('refuses "passed" for a launched attempt whose content never ran, even after the portal’s own "attempted"', async () => {
      const learner = await signedIn(lms);
      const attempt = await launch(learner, 'demo-ig-basics');
      const outcomes = await apply(learner, statement(mine(learner), 'attempted', 'demo-ig-basics', attempt), statement(mine(learner), 'passed', 'demo-ig-basics', attempt));
      expect(outcomes[0]).toMatchObject({ effect: 'completion', completion: 'Attempted' });
      expect(outcomes[1]).toMatchObject({ effect: 'none', reason: expect.stringMatching(/^ContentNotReported/) });
      expect((await completionOf(learner.userId, 'demo-ig-basics')).completion).toBe('Attempted');
    });

    it('accepts it once the content reported progress under that attempt (on the course’s activity, by ActivityId, or inside it)', async () => {
      const learner = await signedIn(lms);
      const attempt = await launch(learner, 'demo-course');
      const activity = 'https://demo.example/activities/ipc-level-2';
      expect(await apply(learner, statement(mine(learner), 'progressed', `${activity}/page-2`, attempt))).toEqual([
        expect.objectContaining({ effect: 'content-progress', attemptId: attempt }),
      ]);
      expect(await apply(learner, statement(mine(learner), 'passed', activity, attempt))).toEqual([
        expect.objectContaining({ effect: 'completion', itemId: 'demo-course', completion: 'Passed' }),
      ]);
      expect((await completionOf(learner.userId, 'demo-course')).completion).toBe('Passed');
    });

    it('counts a batch’s earlier statement for a later one', async () => {
      const learner = await signedIn(lms);
      const attempt = await launch(learner, 'demo-bls-theory');
      const outcomes = await apply(learner, statement(mine(learner), 'initialized', 'demo-bls-theory', attempt), statement(mine(learner), 'completed', 'demo-bls-theory', attempt));
      expect(outcomes.map((o) => o.effect)).toEqual(['content-progress', 'completion']);
    });

    it('progress under one attempt does not carry to the next', async () => {
      const learner = await signedIn(lms);
      const first = await launch(learner, 'demo-course');
      await apply(learner, statement(mine(learner), 'answered', 'demo-course', first));
      const second = await launch(learner, 'demo-course', 'newAttempt');
      const outcomes = await apply(learner, statement(mine(learner), 'passed', 'demo-course', first), statement(mine(learner), 'passed', 'demo-course', second));
      expect(outcomes.map((o) => o.effect === 'none' && o.reason.split(':')[0])).toEqual(['AttemptNotLaunched', 'ContentNotReported']);
      expect((await completionOf(learner.userId, 'demo-course')).completion).toBe('Attempted');
    });

    it('under MustPass, "completed" counts as attempted (the earlier Failed stays) and "passed" completes, after the content ran', async () => {
      const learner = await signedIn(lms);
      const attempt = await launch(learner, 'demo-mustpass');
      await apply(learner, statement(mine(learner), 'progressed', 'demo-mustpass', attempt));
      expect(await apply(learner, statement(mine(learner), 'completed', 'demo-mustpass', attempt))).toEqual([expect.objectContaining({ completion: 'Failed' })]);
      expect(await apply(learner, statement(mine(learner), 'passed', 'demo-mustpass', attempt))).toEqual([expect.objectContaining({ completion: 'Passed' })]);
    });

    it('someone else’s attempt reports nothing for them', async () => {
      const learner = await signedIn(lms);
      const other = await signedIn(lms, 'pat.lee');
      const attempt = await launch(learner, 'demo-conflict');
      expect(await apply(other, statement(mine(other), 'progressed', 'demo-conflict', attempt))).toEqual([
        expect.objectContaining({ effect: 'none', reason: 'registration: not an attempt of the actor' }),
      ]);
      const row = await lms.db.selectFrom('catalogue_attempts').select('content_reported_at').where('id', '=', attempt).executeTakeFirstOrThrow();
      expect(row.content_reported_at).toBeNull();
    });

    it('AICC: a result through the record store only after the lesson reported over HACP for that attempt', async () => {
      const learner = await signedIn(lms);
      const attempt = await launch(learner, 'demo-aicc');
      const passed = () => apply(learner, statement(mine(learner), 'passed', 'demo-aicc', attempt));
      expect(await passed()).toEqual([expect.objectContaining({ effect: 'none', reason: expect.stringMatching(/^ContentNotReported/) })]);
      const sid = await createAiccSession(lms.db, { scope: SCOPE, userId: learner.userId, itemId: 'demo-aicc', attemptId: attempt });
      await updateAiccSession(lms.db, (await findAiccSession(lms.db, sid))!, { lessonStatus: 'incomplete', lessonLocation: 'page-3' });
      expect(await passed()).toEqual([expect.objectContaining({ effect: 'completion', completion: 'Passed' })]);
    });
  });

  describe('who the statement is about', () => {
    it('a user token moves only its own user’s progress', async () => {
      const learner = await signedIn(lms);
      const other = await signedIn(lms, 'pat.lee');
      const attempt = await launch(learner, 'demo-ppe');
      expect(await apply(other, statement(mine(learner), 'completed', 'demo-ppe', attempt))).toEqual([
        expect.objectContaining({ effect: 'none', reason: 'actor: not the token’s user' }),
      ]);
      expect((await completionOf(learner.userId, 'demo-ppe')).completion).toBe('Attempted');
    });

    it('a full-access client moves the progress of the tenant’s user its actor names: by id, username or a unique mbox', async () => {
      const learner = await signedIn(lms);
      const full = client(['all']);
      const video = await launch(learner, 'demo-video');
      expect(await applyProgress(lms.db, full, [statement(account('LEARNER'), 'completed', 'demo-video', video)])).toEqual([
        expect.objectContaining({ effect: 'completion', completion: 'Completed' }),
      ]);
      const course = await launch(learner, 'demo-fire-safety');
      const byMail = await applyProgress(lms.db, full, [
        statement({ mbox: 'mailto:learner@demo.example' }, 'progressed', 'demo-fire-safety', course),
        statement(account(learner.userId), 'completed', 'demo-fire-safety', course),
      ]);
      expect(byMail.map((o) => o.effect)).toEqual(['content-progress', 'completion']);
      // The same rules hold: a result without the attempt changes nothing.
      expect(await applyProgress(lms.db, full, [statement(account('learner'), 'passed', 'demo-ig-basics')])).toEqual([expect.objectContaining({ effect: 'none' })]);
    });

    it('a full-access client’s statement about no user of the tenant, an address two users share, or a group changes nothing', async () => {
      const full = client(['all']);
      await insertTenantWithUser(lms.db, { scope: 'other', name: 'Other' }, { id: 'other-user', username: 'elsewhere', display_name: 'Elsewhere' });
      await insertUser(lms.db, { id: 'shared-a', scope: SCOPE, username: 'shared-a', display_name: 'A', email: 'shared@demo.example' });
      await insertUser(lms.db, { id: 'shared-b', scope: SCOPE, username: 'shared-b', display_name: 'B', email: 'shared@demo.example' });
      const outcomes = await applyProgress(lms.db, full, [
        statement(account('nobody'), 'experienced', 'demo-audio'),
        statement(account('other-user'), 'experienced', 'demo-audio'),
        statement({ mbox: 'mailto:shared@demo.example' }, 'experienced', 'demo-audio'),
        { ...statement({ member: [] }, 'experienced', 'demo-audio'), actor: { objectType: 'Group', member: [], account: { homePage: 'http://x', name: 'learner' } } },
      ]);
      expect(outcomes.map((o) => o.effect === 'none' && o.reason)).toEqual(Array(4).fill('actor: names no user of the tenant'));
    });

    it('a client without full access only stores', async () => {
      const learner = await signedIn(lms);
      const outcomes = await applyProgress(lms.db, client(['statements/write']), [statement(account(learner.userId), 'experienced', 'demo-link')]);
      expect(outcomes).toEqual([expect.objectContaining({ effect: 'none', reason: expect.stringMatching(/^client:/) })]);
      expect((await completionOf(learner.userId, 'demo-link')).started_on).toBeNull();
    });

    it('voiding, other objects and verbs the LMS does not track change nothing, without a query', async () => {
      const learner = await signedIn(lms);
      const voiding = { ...statement(mine(learner), 'voided', 'x'), object: { objectType: 'StatementRef', id: crypto.randomUUID() } };
      const ref = { ...statement(mine(learner), 'completed', 'x'), object: { objectType: 'StatementRef', id: crypto.randomUUID() } };
      const outcomes = await apply(learner, voiding, ref, statement(mine(learner), 'answered', 'demo-pdf'));
      expect(outcomes.map((o) => o.effect === 'none' && o.reason)).toEqual(['verb: voiding changes no progress', 'object: not an activity', 'verb: not one the LMS tracks']);
    });
  });
});
