import { databases } from '../../../helpers/db';
import { useLms } from '../../../helpers/lms';
import { API, days, del, SCOPE, type SignedIn, signedIn } from './helpers';

describe.each(databases())('event sessions on $name', (database) => {
  const lms = useLms(database);
  let learner: SignedIn;

  beforeAll(async () => {
    learner = await signedIn(lms);
  });

  const seatsOf = async (user: SignedIn, sessionId: string) =>
    ((await user.client.get(user.item('demo-event'))).json().Sessions as { Id: string; AvailableSeats: number; Enrolment: string; Status: string | null }[]).find(
      (s) => s.Id === sessionId,
    )!;

  it('enrols in an open session (a seat is taken) and cancels with a reason (the seat comes back)', async () => {
    expect((await seatsOf(learner, 'demo-session-open')).AvailableSeats).toBe(11);
    expect((await learner.client.post(learner.sessionEnrolment('demo-session-open'), { status: 'Enrolled' })).json()).toEqual({ status: 'Enrolled' });
    expect(await seatsOf(learner, 'demo-session-open')).toMatchObject({ AvailableSeats: 10, Enrolment: 'Enrolled', Status: 'Attending' });
    expect((await learner.client.post(learner.sessionEnrolment('demo-session-open'), { status: 'Enrolled' })).json()).toEqual({ status: 'NotAllowed' });
    const noReason = await learner.client.post(learner.sessionEnrolment('demo-session-open'), { status: 'Unenrolled' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ ErrorCode: 'ValidationFailed', Message: expect.stringMatching(/^reason: /) });
    expect((await learner.client.post(learner.sessionEnrolment('demo-session-open'), { status: 'Unenrolled', reason: 'Clashes with a shift' })).json()).toEqual({
      status: 'Unenrolled',
    });
    expect(await seatsOf(learner, 'demo-session-open')).toMatchObject({ AvailableSeats: 11, Enrolment: 'NotEnrolled' });
  });

  it('refuses a session past its enrolment deadline, a full one, and one that has run', async () => {
    expect((await learner.client.post(learner.sessionEnrolment('demo-session-closed'), { status: 'Enrolled' })).json()).toEqual({ status: 'EnrolmentDeadlinePassed' });
    expect((await learner.client.post(learner.sessionEnrolment('demo-session-full'), { status: 'Enrolled' })).json()).toEqual({ status: 'NoAvailableSeats' });
    const approver = await signedIn(lms, 'approver');
    expect((await approver.client.post(approver.sessionEnrolment('demo-session-past'), { status: 'Unenrolled', reason: 'x' })).json()).toEqual({ status: 'NotAllowed' });
    expect((await learner.client.post(learner.sessionEnrolment('nope'), { status: 'Enrolled' })).statusCode).toBe(404);
    const rows = await lms.db
      .selectFrom('session_enrolments')
      .select('session_id')
      .where('user_id', '=', learner.userId)
      .where('session_id', 'in', ['demo-session-closed', 'demo-session-full'])
      .execute();
    expect(rows).toEqual([]);
  });

  it('refuses a cancellation after the cancellation deadline', async () => {
    await lms.db
      .updateTable('catalogue_sessions')
      .set({ cancellation_deadline: days(-1) })
      .where('scope', '=', SCOPE)
      .where('id', '=', 'demo-session-calendar')
      .execute();
    expect((await learner.client.post(learner.sessionEnrolment('demo-session-calendar'), { status: 'Unenrolled', reason: 'Too late' })).json()).toEqual({
      status: 'CancellationDeadlinePassed',
    });
    expect((await seatsOf(learner, 'demo-session-calendar')).Enrolment).toBe('Enrolled');
  });

  it('asks the approver for a session under OptionalWithApproval', async () => {
    const url = `${API}/reach/${SCOPE}/api/v4/users/${learner.userId}/sessions/demo-session-approval/enrollment`;
    expect((await learner.client.post(url, { status: 'Enrolled' })).json()).toEqual({ status: 'EnrollmentPendingApproverApproval' });
    const row = await lms.db
      .selectFrom('session_enrolments')
      .select('enrolment')
      .where('user_id', '=', learner.userId)
      .where('session_id', '=', 'demo-session-approval')
      .executeTakeFirstOrThrow();
    expect(row.enrolment).toBe('PendingAdminApproval');
  });

  it('accepting an invitation needs a seat; rejecting needs a reason and deletes it', async () => {
    await lms.db.updateTable('catalogue_sessions').set({ seats: 0 }).where('scope', '=', SCOPE).where('id', '=', 'demo-session-invite').execute();
    expect((await learner.client.post(learner.registration('demo-session-invite'), {})).json()).toEqual({ status: 'NoAvailableSeats' });
    expect((await del(learner.client, learner.registration('demo-session-invite'), { reason: '' })).statusCode).toBe(400);
    expect((await del(learner.client, learner.registration('demo-session-invite'), { reason: 'On leave that week' })).json()).toEqual({ status: 'Unenrolled' });
    const rows = await lms.db.selectFrom('session_enrolments').select('enrolment').where('user_id', '=', learner.userId).where('session_id', '=', 'demo-session-invite').execute();
    expect(rows).toEqual([]);
    expect((await del(learner.client, learner.registration('demo-session-invite'), { reason: 'again' })).json()).toEqual({ status: 'NotAllowed' });
  });

  it('accepting an invitation with a seat enrols', async () => {
    const approver = await signedIn(lms, 'approver');
    await lms.db.updateTable('catalogue_sessions').set({ seats: 5 }).where('scope', '=', SCOPE).where('id', '=', 'demo-session-invite').execute();
    await lms.db
      .insertInto('session_enrolments')
      .values({ user_id: approver.userId, scope: SCOPE, session_id: 'demo-session-invite', enrolment: 'PendingUserApproval', status: null, reason: null })
      .execute();
    expect((await approver.client.post(approver.registration('demo-session-invite'), {})).json()).toEqual({ status: 'Enrolled' });
    expect((await approver.client.post(approver.registration('demo-session-invite'), {})).json()).toEqual({ status: 'NotAllowed' });
    expect((await approver.client.get(approver.item('demo-event-invite'))).json()).toMatchObject({
      Enrolment: 'Enrolled',
      Sessions: [{ Id: 'demo-session-invite', Enrolment: 'Enrolled', AvailableSeats: 4 }],
    });
  });

  it('marks attended or not attended only for a manual, enrolled, already-run session; the event follows', async () => {
    expect((await learner.client.post(learner.sessionStatus('demo-session-past'), { status: 'NotAttended' })).json()).toEqual({ status: 'NotAttended' });
    expect((await seatsOf(learner, 'demo-session-past')).Status).toBe('NotAttended');
    expect((await learner.client.get(learner.item('demo-event'))).json().Completion).toBe('NotAttended');
    expect((await learner.client.post(learner.sessionStatus('demo-session-past'), { status: 'Attended' })).json()).toEqual({ status: 'Attended' });
    expect((await learner.client.get(learner.item('demo-event'))).json().Completion).toBe('Completed');
    expect((await del(learner.client, learner.sessionStatus('demo-session-past'))).json()).toEqual({ status: 'Attending' });

    const notRun = await learner.client.post(learner.sessionStatus('demo-session-calendar'), { status: 'Attended' });
    expect(notRun.statusCode).toBe(409);
    expect(notRun.json().ErrorCode).toBe('SessionNotRun');
    const instructor = await signedIn(lms, 'instructor');
    expect((await instructor.client.post(instructor.sessionStatus('demo-session-past'), { status: 'Attended' })).json().ErrorCode).toBe('NotEnrolled');
    expect((await learner.client.post(learner.sessionStatus('demo-session-past'), { status: 'Attending' })).statusCode).toBe(400);
    await lms.db.updateTable('catalogue_sessions').set({ completion_mode: 'Auto' }).where('scope', '=', SCOPE).where('id', '=', 'demo-session-past').execute();
    expect((await learner.client.post(learner.sessionStatus('demo-session-past'), { status: 'Attended' })).json().ErrorCode).toBe('NotManual');
  });

  it('serves an iCalendar file of a session', async () => {
    const response = await learner.client.get(learner.ics('demo-event', 'demo-session-open'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="demo-session-open.ics"');
    const lines = response.body.split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'BEGIN:VEVENT',
        'UID:demo-session-open@demo.learner-portal',
        'LOCATION:Education Centre\\, Room 2',
        'END:VEVENT',
        'END:VCALENDAR',
      ]),
    );
    const start = lines.find((l) => l.startsWith('DTSTART:'))!;
    expect(start).toMatch(/^DTSTART:\d{8}T090000Z$/);
    expect((await learner.client.get(learner.ics('demo-event-invite', 'demo-session-open'))).statusCode).toBe(404);
    expect((await learner.client.get(`${API}/reach/${SCOPE}/api/v3/users/approver/events/demo-event/sessions/demo-session-open/ics`)).statusCode).toBe(403);
  });

  it('needs the session user in the path', async () => {
    const approver = await signedIn(lms, 'approver');
    expect((await approver.client.post(learner.sessionEnrolment('demo-session-open'), { status: 'Enrolled' })).statusCode).toBe(403);
    expect((await lms.client().post(learner.sessionEnrolment('demo-session-open'), { status: 'Enrolled' })).statusCode).toBe(401);
  });
});
