import { asAnswer, decideEnrolAnswer, localRefusal } from './enrol-result';
import { NOW, days, makeSession } from './test-sessions';

describe('asAnswer', () => {
  it('treats a 200 answer with NoAvailableSeats or EnrolmentDeadlinePassed as a 403 failure (spec 2 §8)', () => {
    expect(asAnswer('NoAvailableSeats')).toEqual({ ok: false, status: 403, result: 'NoAvailableSeats' });
    expect(asAnswer('EnrolmentDeadlinePassed')).toEqual({ ok: false, status: 403, result: 'EnrolmentDeadlinePassed' });
    expect(asAnswer('Enrolled')).toEqual({ ok: true, result: 'Enrolled' });
  });
});

describe('decideEnrolAnswer (spec 2 §8)', () => {
  it('Enrolled: success, enrolment Enrolled', () => {
    expect(decideEnrolAnswer('enrol', { ok: true, result: 'Enrolled' })).toEqual({
      ok: true,
      message: 'L10N.GLOBAL.MESSAGES.Enrol.Success',
      enrolment: 'Enrolled',
      noSeats: false,
    });
  });

  it('maps pending results with mapEnrolResult and says so by the result key', () => {
    expect(decideEnrolAnswer('enrol', { ok: true, result: 'EnrollmentPendingApproverApproval' })).toMatchObject({
      ok: true,
      enrolment: 'PendingAdminApproval',
      message: 'L10N.GLOBAL.MESSAGES.Enrol.EnrollmentPendingApproverApproval',
    });
    expect(decideEnrolAnswer('enrol', { ok: true, result: 'EnrollmentPendingSecondLevelApproval' })).toMatchObject({
      ok: true,
      enrolment: 'PendingSecondLevelApproval',
      message: 'L10N.GLOBAL.MESSAGES.Enrol.EnrollmentPendingSecondLevelApproval',
    });
  });

  it('cancel: Unenrolled maps to NotEnrolled', () => {
    expect(decideEnrolAnswer('cancel', { ok: true, result: 'Unenrolled' })).toEqual({
      ok: true,
      message: 'L10N.GLOBAL.MESSAGES.Enrol.Unenrolled',
      enrolment: 'NotEnrolled',
      noSeats: false,
    });
  });

  it('NoAvailableSeats gives Enrol.NoSeatsAvailable and sets the seats to 0, from a 200 or an error', () => {
    const expected = { ok: false, message: 'L10N.GLOBAL.MESSAGES.Enrol.NoSeatsAvailable', noSeats: true };
    expect(decideEnrolAnswer('enrol', asAnswer('NoAvailableSeats'))).toEqual(expected);
    expect(decideEnrolAnswer('enrol', { ok: false, status: 409, result: 'NoAvailableSeats' })).toEqual(expected);
    expect(decideEnrolAnswer('acceptInvite', asAnswer('NoAvailableSeats'))).toEqual(expected);
  });

  it('EnrolmentDeadlinePassed gives Enrol.EnrolmentDeadlinePassed', () => {
    expect(decideEnrolAnswer('enrol', asAnswer('EnrolmentDeadlinePassed'))).toEqual({
      ok: false,
      message: 'L10N.GLOBAL.MESSAGES.Enrol.EnrolmentDeadlinePassed',
      noSeats: false,
    });
  });

  it('CancellationDeadlinePassed gives the cancellation refusal', () => {
    expect(decideEnrolAnswer('cancel', { ok: false, status: 403, result: 'CancellationDeadlinePassed' }).message).toBe('L10N.GLOBAL.MESSAGES.Enrol.CancellationDeadlinePassed');
  });

  it('any other failure is the general failure of the action', () => {
    expect(decideEnrolAnswer('enrol', { ok: false, status: 500 })).toEqual({ ok: false, message: 'L10N.GLOBAL.MESSAGES.Enrol.Failure', noSeats: false });
    expect(decideEnrolAnswer('enrol', { ok: false, status: 403, result: 'NotAllowed' }).message).toBe('L10N.GLOBAL.MESSAGES.Enrol.Failure');
    expect(decideEnrolAnswer('enrol', { ok: true, result: 'NotAllowed' }).ok).toBe(false);
    expect(decideEnrolAnswer('enrol', { ok: true, result: 'Unenrolled' }).ok).toBe(false);
    expect(decideEnrolAnswer('cancel', { ok: true, result: 'Enrolled' }).ok).toBe(false);
    expect(decideEnrolAnswer('acceptInvite', { ok: false, status: 500 }).message).toBe('L10N.GLOBAL.MESSAGES.AcceptInvite.Failure');
  });

  it('accepting an invitation succeeds with AcceptInvite.Success', () => {
    expect(decideEnrolAnswer('acceptInvite', { ok: true, result: 'Enrolled' })).toMatchObject({
      ok: true,
      message: 'L10N.GLOBAL.MESSAGES.AcceptInvite.Success',
      enrolment: 'Enrolled',
    });
  });
});

describe('localRefusal (checks before calling)', () => {
  it('refuses to enrol after the enrolment deadline', () => {
    expect(localRefusal('enrol', makeSession({ Id: 's', EnrolmentDeadline: days(-1) }), NOW)?.message).toBe('L10N.GLOBAL.MESSAGES.Enrol.EnrolmentDeadlinePassed');
    expect(localRefusal('enrol', makeSession({ Id: 's', EnrolmentDeadline: days(1) }), NOW)).toBeNull();
  });

  it('refuses to cancel an enrolment after the cancellation deadline, not a pending request', () => {
    expect(localRefusal('cancel', makeSession({ Id: 's', Enrolment: 'Enrolled', CancellationDeadline: days(-1) }), NOW)?.message).toBe(
      'L10N.GLOBAL.MESSAGES.Enrol.CancellationDeadlinePassed',
    );
    expect(localRefusal('cancel', makeSession({ Id: 's', Enrolment: 'PendingAdminApproval', CancellationDeadline: days(-1) }), NOW)).toBeNull();
  });

  it('refuses an invitation with no seats, and in the calendar an enrolment with no seats', () => {
    expect(localRefusal('acceptInvite', makeSession({ Id: 's', Enrolment: 'PendingUserApproval', AvailableSeats: 0 }), NOW)).toMatchObject({
      message: 'L10N.GLOBAL.MESSAGES.Enrol.NoSeatsAvailable',
      noSeats: true,
    });
    expect(localRefusal('enrol', makeSession({ Id: 's', AvailableSeats: 0 }), NOW, { requireSeats: true })?.message).toBe('L10N.GLOBAL.MESSAGES.Enrol.NoSeatsAvailable');
    expect(localRefusal('enrol', makeSession({ Id: 's', AvailableSeats: 0 }), NOW)).toBeNull();
  });
});
