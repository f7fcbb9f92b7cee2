import { databases } from '../../helpers/db';
import { useLms } from '../../helpers/lms';
import { API, del, SCOPE, signedIn } from '../reach/catalogue/helpers';

/** Issue 10 finding 15: an instructor sets completion only for the attendees of sessions they run. */
describe.each(databases())('instructor completion for attendees only on $name', (database) => {
  const lms = useLms(database);

  const statusUrl = (ownerId: string, itemId: string, actingAs: string) => `${API}/reach/${SCOPE}/api/v4/users/${ownerId}/content/${itemId}/status?actingAs=${actingAs}`;
  const completionOf = async (userId: string, itemId: string) =>
    (await lms.db.selectFrom('catalogue_completions').select('completion').where('user_id', '=', userId).where('item_id', '=', itemId).executeTakeFirst())?.completion ??
    'NotAttempted';

  it('sets completion for a learner who attends a session the instructor runs', async () => {
    const instructor = await signedIn(lms, 'instructor');
    const learner = await signedIn(lms, 'learner');
    const response = await instructor.client.post(statusUrl(learner.userId, 'demo-pdf', instructor.userId), { Completion: 'Completed' });
    expect(response.json()).toEqual({ Completion: 'Completed' });
    expect(await completionOf(learner.userId, 'demo-pdf')).toBe('Completed');
  });

  it('refuses another learner of the tenant, for setting and for clearing, and changes nothing', async () => {
    const instructor = await signedIn(lms, 'instructor');
    const teamleader = await signedIn(lms, 'teamleader');
    // Enrolled in the item, so only the attendee rule can refuse.
    expect((await teamleader.client.post(teamleader.enrolment('demo-pdf'), { status: 'Enrolled' })).json()).toMatchObject({ status: expect.any(String) });
    const before = await completionOf(teamleader.userId, 'demo-pdf');

    const set = await instructor.client.post(statusUrl(teamleader.userId, 'demo-pdf', instructor.userId), { Completion: 'Passed' });
    expect(set.statusCode).toBe(403);
    expect(set.json()).toMatchObject({ success: false, ErrorCode: 'NotAnAttendee' });
    const cleared = await del(instructor.client, statusUrl(teamleader.userId, 'demo-pdf', instructor.userId));
    expect(cleared.statusCode).toBe(403);
    expect(await completionOf(teamleader.userId, 'demo-pdf')).toBe(before);

    // Once they attend one of the instructor's sessions, the instructor may.
    await lms.db
      .insertInto('session_enrolments')
      .values({ user_id: teamleader.userId, scope: SCOPE, session_id: 'demo-session-past', enrolment: 'Enrolled', status: null, reason: null })
      .execute();
    expect((await instructor.client.post(statusUrl(teamleader.userId, 'demo-pdf', instructor.userId), { Completion: 'Passed' })).json()).toEqual({ Completion: 'Passed' });
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
