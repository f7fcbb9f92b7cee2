import { sql } from 'kysely';
import { json } from '../../../../src/db/json';
import { seedAttemptId } from '../../../../src/seed/demo-catalogue';
import { databases } from '../../../helpers/db';
import { useLms } from '../../../helpers/lms';
import { API, del, SCOPE, type SignedIn, signedIn, userIdOf } from './helpers';

describe.each(databases())('catalogue items on $name', (database) => {
  const lms = useLms(database);
  let learner: SignedIn;

  beforeAll(async () => {
    learner = await signedIn(lms);
  });

  describe('GET item', () => {
    it('answers the item with the user’s enrolmentStatus and completion', async () => {
      const response = await learner.client.get(learner.item('demo-course'));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        Id: 'demo-course',
        Enrolment: 'Enrolled',
        enrolmentStatus: 'Enrolled',
        Completion: 'Completed',
        completion: 'Completed',
        RatingMean: 4.5,
      });
      expect(response.json().Sessions).toBeUndefined();
      expect((await learner.client.get(learner.item('demo-event'))).json().Sessions.map((s: { Id: string }) => s.Id)).toContain('demo-session-open');
      expect((await learner.client.get(learner.item('nope'))).statusCode).toBe(404);
    });

    it('refuses another owner for a learner, and actingAs other than the session user', async () => {
      const approverId = await userIdOf(lms, 'approver');
      const other = await learner.client.get(`${API}/reach/${SCOPE}/api/v4/users/${approverId}/content/demo-course?actingAs=${learner.userId}`);
      expect(other.statusCode).toBe(403);
      const actingAs = await learner.client.get(`${API}/reach/${SCOPE}/api/v4/users/${learner.userId}/content/demo-course?actingAs=${approverId}`);
      expect(actingAs.statusCode).toBe(403);
      expect((await lms.client().get(learner.item('demo-course'))).statusCode).toBe(401);
    });

    it('lets an approver read a learner’s item acting as themselves', async () => {
      const approver = await signedIn(lms, 'approver');
      const response = await approver.client.get(`${API}/reach/${SCOPE}/api/v4/users/${learner.userId}/content/demo-course?actingAs=${approver.userId}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ Id: 'demo-course', completion: 'Completed' });
    });
  });

  describe('launch check', () => {
    it('launches an enrolled link with its query string and records an attempt', async () => {
      const response = await learner.client.post(learner.launch('demo-link'), { launchMode: 'continue' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'launch', querystring: 'source=portal&topic=safeguarding', trackingMode: null, attemptId: expect.any(String) });
      const attempts = await lms.db.selectFrom('catalogue_attempts').select(['id', 'number']).where('user_id', '=', learner.userId).where('item_id', '=', 'demo-link').execute();
      expect(attempts).toEqual([{ id: response.json().attemptId, number: 1 }]);
      // Continuing again reuses the attempt.
      expect((await learner.client.post(learner.launch('demo-link'), {})).json().attemptId).toBe(response.json().attemptId);
      const state = (await learner.client.get(learner.item('demo-link'))).json();
      expect(state.StartedOn).toEqual(expect.any(String));
      expect(state.Completion).toBe('NotAttempted');
    });

    it('answers enrollmentRequired when not enrolled, and enrols RequiredWithNoApproval items silently', async () => {
      expect((await learner.client.post(learner.launch('demo-dementia'), {})).json()).toEqual({ status: 'enrollmentRequired' });
      const approver = await signedIn(lms, 'approver');
      expect((await approver.client.post(approver.launch('demo-ig-basics'), {})).json().status).toBe('launch');
      expect((await approver.client.get(approver.item('demo-ig-basics'))).json().Enrolment).toBe('Enrolled');
    });

    it('answers mustCompleteByElapsed with the due date once a locking due date has passed', async () => {
      const response = (await learner.client.post(learner.launch('demo-moving-handling'), {})).json();
      expect(response.status).toBe('mustCompleteByElapsed');
      expect(Date.parse(response.dueDate)).toBeLessThan(Date.now());
    });

    it('answers PrerequisitesNotMet for a curriculum entry whose prerequisite is not complete', async () => {
      expect((await learner.client.post(learner.launch('demo-cur-assessment'), {})).json()).toEqual({ status: 'PrerequisitesNotMet' });
      expect((await learner.client.post(learner.launch('demo-cur-intro'), {})).json().status).toBe('launch');
    });

    it('answers the AICC tracking mode, NotAvailable for unavailable items and 404 for unknown ones', async () => {
      expect((await learner.client.post(learner.launch('demo-aicc'), {})).json()).toMatchObject({ status: 'launch', trackingMode: 'AICC40' });
      expect((await learner.client.post(learner.launch('demo-never'), {})).json()).toEqual({ status: 'NotAvailable' });
      expect((await learner.client.post(learner.launch('nope'), {})).statusCode).toBe(404);
      const bad = await learner.client.post(learner.launch('demo-link'), { launchMode: 'skip' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().ErrorCode).toBe('ValidationFailed');
    });

    it('reviews a completed course and starts a new attempt up to the limit', async () => {
      const review = (await learner.client.post(learner.launch('demo-course'), { launchMode: 'review' })).json();
      expect(review).toMatchObject({ status: 'launch', attemptId: seedAttemptId('demo-course') });
      // A UUID: the record store takes it as a statement's registration.
      expect(review.attemptId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      const second = (await learner.client.post(learner.launch('demo-course'), { launchMode: 'newAttempt' })).json();
      expect(second.status).toBe('launch');
      expect(second.attemptId).not.toBe(seedAttemptId('demo-course'));
      expect((await learner.client.get(learner.item('demo-course'))).json().Completion).toBe('Attempted');
      expect((await learner.client.post(learner.launch('demo-course'), { launchMode: 'review' })).json()).toEqual({ status: 'ReviewNotAllowed' });
      expect((await learner.client.post(learner.newAttempt('demo-course'), {})).json()).toEqual({ status: 'Success', attemptId: expect.any(String) });
      // MaxAttempts 3 reached.
      expect((await learner.client.post(learner.newAttempt('demo-course'), {})).json()).toEqual({ status: 'MaxAllowedAttemptsExceeded' });
      expect((await learner.client.post(learner.launch('demo-course'), { launchMode: 'newAttempt' })).json()).toEqual({ status: 'MaxAllowedAttemptsExceeded' });
      expect((await learner.client.post(learner.newAttempt('demo-link'), {})).json()).toEqual({ status: 'AttemptsNotAllowed' });
      const numbers = await lms.db
        .selectFrom('catalogue_attempts')
        .select(['number', 'completion'])
        .where('user_id', '=', learner.userId)
        .where('item_id', '=', 'demo-course')
        .orderBy('number')
        .execute();
      expect(numbers).toEqual([
        { number: 1, completion: 'Completed' },
        { number: 2, completion: 'Attempted' },
        { number: 3, completion: null },
      ]);
    });
  });

  describe('enrolment', () => {
    it('enrols an Optional item, only from NotEnrolled, and cancels with a reason', async () => {
      expect((await learner.client.post(learner.enrolment('demo-excel'), { status: 'Enrolled' })).json()).toEqual({ status: 'Enrolled' });
      expect((await learner.client.post(learner.enrolment('demo-excel'), { status: 'Enrolled' })).json()).toEqual({ status: 'NotAllowed' });
      const noReason = await learner.client.post(learner.enrolment('demo-excel'), { status: 'Unenrolled', reason: '  ' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json()).toEqual({ success: false, ErrorCode: 'ValidationFailed', Message: 'reason: required' });
      expect((await learner.client.post(learner.enrolment('demo-excel'), { status: 'Unenrolled', reason: 'No longer needed' })).json()).toEqual({ status: 'Unenrolled' });
      const row = await lms.db
        .selectFrom('catalogue_enrolments')
        .select(['enrolment', 'reason'])
        .where('user_id', '=', learner.userId)
        .where('item_id', '=', 'demo-excel')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ enrolment: 'NotEnrolled', reason: 'No longer needed' });
    });

    it('puts OptionalWithApproval enrolments pending the approver, and refuses RequiredWithoutSelfEnrolment', async () => {
      const approver = await signedIn(lms, 'approver');
      expect((await approver.client.post(approver.enrolment('demo-approval-course'), { status: 'Enrolled' })).json()).toEqual({ status: 'EnrollmentPendingApproverApproval' });
      expect((await approver.client.get(approver.item('demo-approval-course'))).json().Enrolment).toBe('PendingAdminApproval');
      expect((await approver.client.post(approver.enrolment('demo-required-only'), { status: 'Enrolled' })).json()).toEqual({ status: 'NotAllowed' });
      expect((await approver.client.post(approver.enrolment('demo-excel'), { status: 'Maybe' })).statusCode).toBe(400);
    });

    it('enrolling in a curriculum enrols its children (nested ones too) whose mode needs no approval; the others wait for their own enrolment', async () => {
      const reviewer = await signedIn(lms, 'reviewer');
      const mode = (id: string, EnrolmentMode: string) =>
        lms.db
          .updateTable('catalogue_items')
          .set({ definition: sql`definition || ${json({ EnrolmentMode })}::jsonb` })
          .where('scope', '=', SCOPE)
          .where('id', '=', id)
          .execute();
      await mode('demo-cur-reading', 'OptionalWithApproval');
      try {
        expect((await reviewer.client.post(reviewer.enrolment('demo-programme'), { status: 'Enrolled' })).json()).toEqual({ status: 'Enrolled' });
        const enrolment = async (id: string) => (await reviewer.client.get(reviewer.item(id))).json().Enrolment;
        for (const id of ['demo-curriculum', 'demo-cur-intro', 'demo-cur-assessment', 'demo-cur-module-2', 'demo-cur-module-2-a', 'demo-cur-module-2-b']) {
          expect([id, await enrolment(id)]).toEqual([id, 'Enrolled']);
        }
        expect(await enrolment('demo-cur-reading')).toBe('NotEnrolled');
      } finally {
        await mode('demo-cur-reading', 'Optional');
      }
    });

    it('registers interest in events only', async () => {
      expect((await learner.client.post(learner.interest('demo-event-approval'), {})).json()).toEqual({ status: 'Registered' });
      expect((await learner.client.post(learner.interest('demo-event-approval'), {})).statusCode).toBe(200);
      expect((await learner.client.post(learner.interest('demo-link'), {})).statusCode).toBe(409);
      const rows = await lms.db.selectFrom('catalogue_interest').select('item_id').where('user_id', '=', learner.userId).execute();
      expect(rows).toEqual([{ item_id: 'demo-event-approval' }]);
    });
  });

  describe('completion', () => {
    it('records Completed for an enrolled manual item, keeps it over a later Attempted, and cancels it', async () => {
      const url = learner.completion('demo-video');
      expect((await learner.client.post(url, { Completion: 'Completed' })).json()).toEqual({ Completion: 'Completed' });
      expect((await learner.client.post(url, { Completion: 'Attempted' })).json()).toEqual({ Completion: 'Completed' });
      expect((await learner.client.get(learner.item('demo-video'))).json().CompletedOn).toEqual(expect.any(String));
      expect((await del(learner.client, url)).json()).toEqual({ Completion: 'Attempted' });
      expect((await learner.client.get(learner.item('demo-video'))).json()).toMatchObject({ Completion: 'Attempted' });
    });

    it('refuses results, curricula and unenrolled items; actingAs must be the session user', async () => {
      expect((await learner.client.post(learner.completion('demo-audio'), { Completion: 'Passed' })).statusCode).toBe(403);
      expect((await learner.client.post(learner.completion('demo-curriculum'), { Completion: 'Completed' })).statusCode).toBe(409);
      expect((await learner.client.post(learner.completion('demo-mustpass'), { Completion: 'Completed' })).statusCode).toBe(403);
      const unenrolled = await learner.client.post(learner.completion('demo-insulin'), { Completion: 'Completed' });
      expect(unenrolled.statusCode).toBe(403);
      expect(unenrolled.json().ErrorCode).toBe('NotEnrolled');
      const approverId = await userIdOf(lms, 'approver');
      expect((await learner.client.post(learner.completion('demo-audio', approverId), { Completion: 'Completed' })).statusCode).toBe(403);
      expect((await learner.client.post(learner.completion('demo-audio'), { Completion: 'Done' })).statusCode).toBe(400);
    });

    it('refuses an instructor a result on an item that is not the event of a session the learner attends', async () => {
      const instructor = await signedIn(lms, 'instructor');
      const url = `${API}/reach/${SCOPE}/api/v4/users/${learner.userId}/content/demo-mustpass/status?actingAs=${instructor.userId}`;
      expect((await instructor.client.post(url, { Completion: 'Passed' })).json()).toMatchObject({ ErrorCode: 'NotAnAttendee' });
      const approver = await signedIn(lms, 'approver');
      expect(
        (await approver.client.post(`${API}/reach/${SCOPE}/api/v4/users/${learner.userId}/content/demo-mustpass/status?actingAs=${approver.userId}`, { Completion: 'Passed' }))
          .statusCode,
      ).toBe(403);
    });

    it('recomputes the curriculum when its children complete, which unlocks the next module', async () => {
      const check = async () => (await learner.client.post(learner.curriculumCheck('demo-cur-module-2-a'), { parentId: 'demo-cur-module-2' })).json();
      expect((await check()).breadcrumb).toEqual([
        { id: 'demo-programme', isLocked: false },
        { id: 'demo-cur-module-2', isLocked: true },
      ]);
      expect((await check()).isLocked).toBe(true);
      expect((await learner.client.post(learner.completion('demo-cur-intro'), { Completion: 'Completed' })).json()).toEqual({ Completion: 'Completed' });
      const assessment = (await learner.client.post(learner.curriculumCheck('demo-cur-assessment'), { parentId: 'demo-curriculum' })).json();
      expect(assessment).toMatchObject({
        breadcrumb: [
          { id: 'demo-programme', isLocked: false },
          { id: 'demo-curriculum', isLocked: false },
        ],
        prerequisites: [{ ItemId: 'demo-cur-intro', Status: 'Complete' }],
        RequiredPrereqCount: 1,
        isLocked: false,
      });
      expect((await learner.client.get(learner.item('demo-curriculum'))).json().Completion).toBe('Attempted');
      await learner.client.post(learner.completion('demo-cur-assessment'), { Completion: 'Completed' });
      expect((await learner.client.get(learner.item('demo-curriculum'))).json().Completion).toBe('Completed');
      expect((await check()).breadcrumb).toEqual([
        { id: 'demo-programme', isLocked: false },
        { id: 'demo-cur-module-2', isLocked: false },
      ]);
    });

    it('curriculum check: an empty breadcrumb at the top, an error for a wrong parent', async () => {
      expect((await learner.client.post(learner.curriculumCheck('demo-programme'), {})).json()).toEqual({ breadcrumb: [] });
      expect((await learner.client.post(learner.curriculumCheck('demo-link'), { parentId: 'demo-curriculum' })).json()).toEqual({
        breadcrumb: [],
        error: { message: 'This item is not part of the curriculum.', route: 'app.private.catalogue.index' },
      });
      expect((await learner.client.post(learner.curriculumCheck('demo-link'), { parentId: 7 })).statusCode).toBe(400);
    });
  });

  describe('rating', () => {
    it('saves a 1–5 rating on an attempted item and answers the mean to 2 decimals and the count', async () => {
      expect((await learner.client.post(learner.rating(), { EntryId: 'demo-completed', Rating: 4 })).json()).toEqual({ Mean: 4, Count: 1 });
      const approver = await signedIn(lms, 'approver');
      const instructor = await signedIn(lms, 'instructor');
      for (const user of [approver, instructor]) {
        await lms.db
          .insertInto('catalogue_completions')
          .values({ user_id: user.userId, scope: SCOPE, item_id: 'demo-completed', completion: 'Attempted', started_on: new Date(), completed_on: null })
          .execute();
      }
      expect((await approver.client.post(approver.rating(), { EntryId: 'demo-completed', Rating: 5 })).json()).toEqual({ Mean: 4.5, Count: 2 });
      expect((await instructor.client.post(instructor.rating(), { EntryId: 'demo-completed', Rating: 5 })).json()).toEqual({ Mean: 4.67, Count: 3 });
      // Rating again replaces the user's own rating.
      expect((await learner.client.post(learner.rating(), { EntryId: 'demo-completed', Rating: 2 })).json()).toEqual({ Mean: 4, Count: 3 });
      expect((await learner.client.get(learner.item('demo-completed'))).json()).toMatchObject({ rating: 2, RatingMean: 4, RatingCount: 3 });
    });

    it('refuses NotAttempted items, ratings outside 1–5, another username, and ratings when disabled', async () => {
      const refused = await learner.client.post(learner.rating(), { EntryId: 'demo-dementia', Rating: 4 });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().ErrorCode).toBe('NotAttempted');
      expect((await learner.client.post(learner.rating(), { EntryId: 'demo-completed', Rating: 6 })).statusCode).toBe(400);
      expect((await learner.client.post(learner.rating(), { EntryId: 'demo-completed', Rating: 0 })).statusCode).toBe(400);
      expect((await learner.client.post(`${API}/reach/${SCOPE}/api/v3/users/approver/entryrating`, { EntryId: 'demo-completed', Rating: 4 })).statusCode).toBe(403);
      expect((await learner.client.post(learner.rating(), { EntryId: 'nope', Rating: 4 })).statusCode).toBe(404);
      await lms.db
        .updateTable('settings')
        .set({ json: JSON.stringify({ enableRatings: false }) })
        .where('scope', '=', SCOPE)
        .execute();
      const disabled = await learner.client.post(learner.rating(), { EntryId: 'demo-completed', Rating: 4 });
      expect(disabled.statusCode).toBe(403);
      expect(disabled.json().ErrorCode).toBe('RatingsDisabled');
    });
  });
});
