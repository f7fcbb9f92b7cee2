import { databases } from '../../helpers/db';
import { useLms } from '../../helpers/lms';
import { insertTenantWithUser } from '../../helpers/users';
import { API, SCOPE, days, signedIn, userIdOf } from '../reach/catalogue/helpers';

const call = (name: string) => `${API}/instructors/${name}`;

/** The instructor area's calls (spec 3 §7) with the rules on the server. */
describe.each(databases())('instructors area on $name', (database) => {
  const lms = useLms(database);

  it('the server check answers true for the instructor and false for a learner', async () => {
    const instructor = await signedIn(lms, 'instructor');
    const learner = await signedIn(lms, 'learner');
    expect((await instructor.client.post(call('isInstructor'), { scope: SCOPE, userId: instructor.userId })).json()).toBe(true);
    expect((await learner.client.post(call('isInstructor'), { scope: SCOPE, userId: learner.userId })).json()).toBe(false);
  });

  it('a learner calling the instructor calls gets 403', async () => {
    const learner = await signedIn(lms, 'learner');
    for (const [name, body] of [
      ['ListSessionsForInstructor', {}],
      ['GetStatsForInstructor', {}],
      ['GetSession', { id: 'demo-session-past' }],
      ['ListUsers', { session_id: 'demo-session-past', query: 'lea' }],
      ['SetAttendance', { session_id: 'demo-session-past', attendees: [{ user_id: learner.userId, attended: true }] }],
      ['SetEnrollment', { instructor_id: learner.userId, session_id: 'demo-session-past', user_id: learner.userId }],
    ] as const) {
      const response = await learner.client.post(call(name), body);
      expect([name, response.statusCode]).toEqual([name, 403]);
    }
  });

  it('pages through upcoming sessions with the X-Page-* headers', async () => {
    const instructor = await signedIn(lms, 'instructor');
    // Seven sessions of the instructor ahead, so a page of 5 leaves a second page.
    const existing = (await instructor.client.post(call('ListSessionsForInstructor'), { tab: 'Upcoming' }, { headers: { 'X-Page-Size': '50' } })).json().total_sessions as number;
    const extra = Math.max(0, 7 - existing);
    for (let i = 0; i < extra; i++) {
      await lms.db
        .insertInto('catalogue_sessions')
        .values({
          scope: SCOPE,
          id: `t-upcoming-${i}`,
          event_id: 'demo-event',
          name: `Test session ${i}`,
          start_date: days(40 + i),
          end_date: days(40 + i),
          enrolment_deadline: null,
          cancellation_deadline: null,
          location: null,
          seats: 10,
          enrolment_mode: 'Open',
        })
        .execute();
      await lms.db
        .insertInto('catalogue_session_instructors')
        .values({ scope: SCOPE, session_id: `t-upcoming-${i}`, user_id: instructor.userId })
        .execute();
    }
    const total = existing + extra;

    const first = await instructor.client.post(call('ListSessionsForInstructor'), { tab: 'Upcoming' }, { headers: { 'X-Page-Sort-Ascending': 'true', 'X-Page-Size': '5' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-items-total']).toBe(String(total));
    const token = first.headers['x-page-token'] as string;
    expect(token).toBeTruthy();
    const page1 = first.json();
    expect(page1.sessions).toHaveLength(5);
    expect(page1).toMatchObject({ total_sessions: total, token });
    const starts = page1.sessions.map((s: { start_date: string }) => s.start_date);
    expect([...starts].sort()).toEqual(starts);

    const second = await instructor.client.post(call('ListSessionsForInstructor'), { tab: 'Upcoming' }, { headers: { 'X-Page-Size': '5', 'X-Page-Token': token } });
    expect(second.json().sessions).toHaveLength(total - 5);
    expect(second.headers['x-page-token']).toBeUndefined();
    const ids = [...page1.sessions, ...second.json().sessions].map((s: { id: string }) => s.id);
    expect(new Set(ids).size).toBe(total);

    const descending = (await instructor.client.post(call('ListSessionsForInstructor'), { tab: 'Upcoming' }, { headers: { 'X-Page-Sort-Ascending': 'false' } })).json();
    expect(descending.sessions[0].start_date >= descending.sessions[1].start_date).toBe(true);

    const bad = await instructor.client.post(call('ListSessionsForInstructor'), { tab: 'Upcoming' }, { headers: { 'X-Page-Token': 'forged' } });
    expect(bad.statusCode).toBe(400);
    expect((await instructor.client.post(call('ListSessionsForInstructor'), { tab: 'Tomorrow' })).json()).toMatchObject({
      ErrorCode: 'ValidationFailed',
      Message: expect.stringMatching(/^tab: /),
    });
  });

  it('historic sessions have ended; stats give three bars over 3 months', async () => {
    const instructor = await signedIn(lms, 'instructor');
    const historic = (await instructor.client.post(call('ListSessionsForInstructor'), { tab: 'Historic' })).json();
    expect(historic.sessions.length).toBeGreaterThan(0);
    for (const s of historic.sessions) expect(new Date(s.end_date).getTime()).toBeLessThan(Date.now());
    const stats = (await instructor.client.post(call('GetStatsForInstructor'), {})).json();
    expect(stats.bar_chart.map((b: { key: string }) => b.key)).toEqual(['sessions', 'attendees', 'attended']);
    expect(stats.bar_chart[0].value).toBeGreaterThan(0);
  });

  it('only an instructor of the session sees its register or changes it', async () => {
    const instructor = await signedIn(lms, 'instructor');
    // demo-session-open is not run by the instructor (they attend it).
    expect((await instructor.client.post(call('GetSession'), { id: 'demo-session-open' })).statusCode).toBe(403);
    expect((await instructor.client.post(call('SetAttendance'), { session_id: 'demo-session-open', attendees: [] })).statusCode).toBe(403);
    const learnerId = await userIdOf(lms, 'learner');
    expect((await instructor.client.post(call('SetEnrollment'), { instructor_id: instructor.userId, session_id: 'demo-session-open', user_id: learnerId })).statusCode).toBe(403);
    // Acting in another instructor's name is refused too.
    expect((await instructor.client.post(call('SetEnrollment'), { instructor_id: learnerId, session_id: 'demo-session-calendar', user_id: learnerId })).statusCode).toBe(403);
  });

  it('adds a user found by search, who starts not attended; marks attendance once the session has started; submitting stamps the date', async () => {
    const instructor = await signedIn(lms, 'instructor');
    // Started a week ago: its attendance can be submitted.
    const session = 'demo-session-past';
    const short = await instructor.client.post(call('ListUsers'), { session_id: session, query: 'te' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ ErrorCode: 'ValidationFailed', Message: 'query: at least 3 characters are required' });

    const found = (await instructor.client.post(call('ListUsers'), { session_id: session, query: 'teamlead' })).json().users;
    const teamleader = found.find((u: { id: string }) => u.id !== undefined);
    // The user name tells apart two users of the same name.
    expect(teamleader).toMatchObject({ attendee: false, username: 'teamleader', name: 'Grace Okafor' });

    const attendees = await instructor.client.post(call('SetEnrollment'), { instructor_id: instructor.userId, session_id: session, user_id: teamleader.id });
    expect(attendees.statusCode).toBe(200);
    expect(attendees.json()).toContainEqual(expect.objectContaining({ user_id: teamleader.id, username: 'teamleader', attended: false }));
    expect((await instructor.client.post(call('ListUsers'), { session_id: session, query: 'teamlead' })).json().users[0]).toMatchObject({ attendee: true });

    const before = (await instructor.client.post(call('GetSession'), { id: session })).json();
    expect(before.attendance_submitted_date).toBeNull();
    const marks = before.attendees.map((a: { user_id: string }) => ({ user_id: a.user_id, attended: a.user_id === teamleader.id }));
    const saved = (await instructor.client.post(call('SetAttendance'), { session_id: session, attendees: marks })).json();
    expect(saved.attendance_submitted_date).toEqual(expect.any(String));
    expect(saved.attendees.find((a: { user_id: string }) => a.user_id === teamleader.id)).toMatchObject({ attended: true });
    expect(saved.attendees.filter((a: { attended: boolean }) => a.attended)).toHaveLength(1);

    // Adding them again keeps their mark.
    await instructor.client.post(call('SetEnrollment'), { instructor_id: instructor.userId, session_id: session, user_id: teamleader.id });
    expect((await instructor.client.post(call('GetSession'), { id: session })).json().attendees.find((a: { user_id: string }) => a.user_id === teamleader.id)).toMatchObject({
      attended: true,
    });
  });

  it('refuses attendance for a session that has not started yet, and keeps its register unchanged', async () => {
    const instructor = await signedIn(lms, 'instructor');
    const session = 'demo-session-calendar';
    const before = (await instructor.client.post(call('GetSession'), { id: session })).json();
    expect(new Date(before.start_date).getTime()).toBeGreaterThan(Date.now());
    const marks = before.attendees.map((a: { user_id: string }) => ({ user_id: a.user_id, attended: true }));
    const refused = await instructor.client.post(call('SetAttendance'), { session_id: session, attendees: marks });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ ErrorCode: 'SessionNotStarted' });
    const after = (await instructor.client.post(call('GetSession'), { id: session })).json();
    expect(after.attendance_submitted_date).toBeNull();
    expect(after.attendees).toEqual(before.attendees);
  });

  it('two users of the same name are told apart by their user names in the search and the register', async () => {
    const instructor = await signedIn(lms, 'instructor');
    const found = (await instructor.client.post(call('ListUsers'), { session_id: 'demo-instructor-upcoming-1', query: 'Pat Lee' })).json().users;
    expect(found.map((u: { name: string; username: string }) => [u.name, u.username])).toEqual([
      ['Pat Lee', 'pat.lee'],
      ['Pat Lee', 'pat.lee2'],
    ]);
    const register = (await instructor.client.post(call('GetSession'), { id: 'demo-instructor-historic-1' })).json().attendees;
    expect(register.filter((a: { name: string }) => a.name === 'Pat Lee').map((a: { username: string }) => a.username)).toEqual(['pat.lee', 'pat.lee2']);
  });

  it('another tenant’s users are never listed nor added', async () => {
    const instructor = await signedIn(lms, 'instructor');
    const other = { id: 'other-learner', username: 'learner-elsewhere' };
    await insertTenantWithUser(lms.db, { scope: 'other', name: 'Other' }, { ...other, display_name: 'Learner Elsewhere', email: 'learner@elsewhere.example' });
    const users = (await instructor.client.post(call('ListUsers'), { session_id: 'demo-session-calendar', query: 'learner' })).json().users;
    expect(users.map((u: { id: string }) => u.id)).not.toContain(other.id);
    expect((await instructor.client.post(call('SetEnrollment'), { instructor_id: instructor.userId, session_id: 'demo-session-calendar', user_id: other.id })).statusCode).toBe(
      404,
    );
  });

  it('the e-mail-only setting makes the search an exact e-mail', async () => {
    const instructor = await signedIn(lms, 'instructor');
    await lms.db.insertInto('named_items').values({ scope: SCOPE, name: 'instructorsSearchEmailOnly', value: 'true' }).execute();
    const byName = await instructor.client.post(call('ListUsers'), { session_id: 'demo-session-calendar', query: 'learner' });
    expect(byName.json()).toMatchObject({ ErrorCode: 'ValidationFailed', Message: 'query: a valid e-mail address is required' });
    const mail = (
      await lms.db
        .selectFrom('users')
        .select('email')
        .where('id', '=', await userIdOf(lms, 'learner'))
        .executeTakeFirstOrThrow()
    ).email!;
    const users = (await instructor.client.post(call('ListUsers'), { session_id: 'demo-session-calendar', query: mail.toUpperCase(), property: 'mail' })).json().users;
    expect(users).toEqual([expect.objectContaining({ mail, attendee: true })]);
  });
});
