import { databases } from '../../helpers/db';
import { useLms } from '../../helpers/lms';
import { API, del, SCOPE, signedIn } from '../reach/catalogue/helpers';

/** An instructor acts only for the attendees of sessions they run, and only on that session's event. */
describe.each(databases())('instructor completion for attendees only on $name', (database) => {
  const lms = useLms(database);

  const statusUrl = (ownerId: string, itemId: string, actingAs: string) => `${API}/reach/${SCOPE}/api/v4/users/${ownerId}/content/${itemId}/status?actingAs=${actingAs}`;
  const completionOf = async (userId: string, itemId: string) =>
    (await lms.db.selectFrom('catalogue_completions').select('completion').where('user_id', '=', userId).where('item_id', '=', itemId).executeTakeFirst())?.completion ??
    'NotAttempted';

  it('an attendee’s other items are not the instructor’s: demo-pdf is refused, the session’s event passes the check', async () => {
    const instructor = await signedIn(lms, 'instructor');
    const learner = await signedIn(lms, 'learner');
    const before = await completionOf(learner.userId, 'demo-pdf');
    const refused = await instructor.client.post(statusUrl(learner.userId, 'demo-pdf', instructor.userId), { Completion: 'Completed' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, ErrorCode: 'NotAnAttendee' });
    expect(await completionOf(learner.userId, 'demo-pdf')).toBe(before);
    // The event of the session learner attends: the relationship holds, and the event rule answers (attendance decides it).
    const event = await instructor.client.post(statusUrl(learner.userId, 'demo-event', instructor.userId), { Completion: 'Attended' });
    expect(event.statusCode).toBe(409);
    expect(event.json()).toMatchObject({ ErrorCode: 'CompletionNotAllowed' });
  });

  it('adding a user to a session grants no right over their other items (the attack as written)', async () => {
    const instructor = await signedIn(lms, 'instructor');
    const teamleader = await signedIn(lms, 'teamleader');
    const added = await instructor.client.post(`${API}/instructors/SetEnrollment`, {
      instructor_id: instructor.userId,
      session_id: 'demo-instructor-upcoming-2',
      user_id: teamleader.userId,
    });
    expect(added.statusCode).toBe(200);
    const before = await completionOf(teamleader.userId, 'demo-fire-safety');
    const set = await instructor.client.post(statusUrl(teamleader.userId, 'demo-fire-safety', instructor.userId), { Completion: 'Passed' });
    expect(set.statusCode).toBe(403);
    expect(set.json()).toMatchObject({ success: false, ErrorCode: 'NotAnAttendee' });
    const cleared = await del(instructor.client, statusUrl(teamleader.userId, 'demo-fire-safety', instructor.userId));
    expect(cleared.statusCode).toBe(403);
    expect(await completionOf(teamleader.userId, 'demo-fire-safety')).toBe(before);
  });

  it('a registration that is not enrolled (an invitation) does not make an attendee', async () => {
    const instructor = await signedIn(lms, 'instructor');
    const reviewer = await signedIn(lms, 'reviewer');
    await lms.db
      .insertInto('session_enrolments')
      .values({ user_id: reviewer.userId, scope: SCOPE, session_id: 'demo-session-calendar', enrolment: 'PendingUserApproval', status: null, reason: null })
      .execute();
    expect((await reviewer.client.post(reviewer.enrolment('demo-pdf'), { status: 'Enrolled' })).statusCode).toBe(200);
    const response = await instructor.client.post(statusUrl(reviewer.userId, 'demo-pdf', instructor.userId), { Completion: 'Completed' });
    expect(response.statusCode).toBe(403);
    expect(await completionOf(reviewer.userId, 'demo-pdf')).toBe('NotAttempted');
  });
});
