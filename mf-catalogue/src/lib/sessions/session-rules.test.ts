import { deadlinePassed, hasRun, isEnrolledInSession, isPast, sessionActions, sessionNotice } from './session-rules';
import { NOW, days, makeSession } from './test-sessions';

const none = { enrolment: null, invite: false, attendance: false };

describe('session timing', () => {
  it('has run once it has started, is past once it has ended', () => {
    const running = makeSession({ Id: 's', StartDate: days(-0.1), EndDate: days(0.1) });
    expect(hasRun(running, NOW)).toBe(true);
    expect(isPast(running, NOW)).toBe(false);
    expect(hasRun(makeSession({ Id: 's' }), NOW)).toBe(false);
    expect(isPast(makeSession({ Id: 's', StartDate: days(-2), EndDate: days(-1) }), NOW)).toBe(true);
  });

  it('a deadline passes only when set and before now', () => {
    expect(deadlinePassed(null, NOW)).toBe(false);
    expect(deadlinePassed(undefined, NOW)).toBe(false);
    expect(deadlinePassed(days(-1), NOW)).toBe(true);
    expect(deadlinePassed(days(1), NOW)).toBe(false);
  });

  it('counts attended and not attended as enrolled', () => {
    expect(isEnrolledInSession({ Enrolment: 'Enrolled', Status: null })).toBe(true);
    expect(isEnrolledInSession({ Enrolment: 'NotEnrolled', Status: 'Attended' })).toBe(true);
    expect(isEnrolledInSession({ Enrolment: 'PendingAdminApproval', Status: null })).toBe(false);
  });
});

describe('sessionActions (spec 2 §4)', () => {
  it('offers enrol when not enrolled and the enrolment deadline has not passed', () => {
    expect(sessionActions(makeSession({ Id: 's', EnrolmentDeadline: days(1) }), NOW)).toEqual({ ...none, enrolment: 'enrol' });
    expect(sessionActions(makeSession({ Id: 's' }), NOW).enrolment).toBe('enrol');
  });

  it('hides enrol after the enrolment deadline', () => {
    expect(sessionActions(makeSession({ Id: 's', EnrolmentDeadline: days(-1) }), NOW)).toEqual(none);
  });

  it('offers cancel when enrolled and the cancellation deadline has not passed, not after it', () => {
    expect(sessionActions(makeSession({ Id: 's', Enrolment: 'Enrolled', CancellationDeadline: days(2) }), NOW).enrolment).toBe('cancel');
    expect(sessionActions(makeSession({ Id: 's', Enrolment: 'Enrolled', CancellationDeadline: days(-1) }), NOW)).toEqual(none);
  });

  it.each(['PendingAdminApproval', 'PendingSecondLevelApproval'] as const)('offers cancel while %s, whatever the deadlines', (enrolment) => {
    const session = makeSession({ Id: 's', Enrolment: enrolment, EnrolmentDeadline: days(-1), CancellationDeadline: days(-1) });
    expect(sessionActions(session, NOW).enrolment).toBe('cancel');
  });

  it('shows neither enrol nor cancel once the session has run', () => {
    const started = { StartDate: days(-1), EndDate: days(1) };
    expect(sessionActions(makeSession({ Id: 's', ...started }), NOW).enrolment).toBeNull();
    expect(sessionActions(makeSession({ Id: 's', ...started, Enrolment: 'Enrolled' }), NOW).enrolment).toBeNull();
  });

  it('shows neither for RequiredWithoutSelfEnrolment', () => {
    expect(sessionActions(makeSession({ Id: 's', EnrolmentMode: 'RequiredWithoutSelfEnrolment' }), NOW)).toEqual(none);
    expect(sessionActions(makeSession({ Id: 's', EnrolmentMode: 'RequiredWithoutSelfEnrolment', Enrolment: 'Enrolled' }), NOW)).toEqual(none);
  });

  it('shows the invitation, not enrol or cancel, when PendingUserApproval and not yet run', () => {
    expect(sessionActions(makeSession({ Id: 's', Enrolment: 'PendingUserApproval' }), NOW)).toEqual({ ...none, invite: true });
    expect(sessionActions(makeSession({ Id: 's', Enrolment: 'PendingUserApproval', StartDate: days(-1) }), NOW)).toEqual(none);
  });

  it('shows the attended choice when enrolled, run and manual', () => {
    const ran = { StartDate: days(-2), EndDate: days(-1), Enrolment: 'Enrolled' as const };
    expect(sessionActions(makeSession({ Id: 's', ...ran }), NOW)).toEqual({ ...none, attendance: true });
    expect(sessionActions(makeSession({ Id: 's', ...ran, CompletionMode: 'Auto' }), NOW).attendance).toBe(false);
    expect(sessionActions(makeSession({ Id: 's', ...ran, Enrolment: 'NotEnrolled' }), NOW).attendance).toBe(false);
    expect(sessionActions(makeSession({ Id: 's', Enrolment: 'Enrolled' }), NOW).attendance).toBe(false);
  });

  it('enrol needs a seat left: a full session offers no Enrol (its notice says it is full)', () => {
    expect(sessionActions(makeSession({ Id: 's', AvailableSeats: 0 }), NOW).enrolment).toBeNull();
    expect(sessionActions(makeSession({ Id: 's', AvailableSeats: 1 }), NOW).enrolment).toBe('enrol');
    expect(sessionNotice(makeSession({ Id: 's', AvailableSeats: 0 }), NOW)).toBe('NoSeatsAvailable');
  });
});

describe('sessionNotice', () => {
  it('says why a coming session cannot be enrolled in or cancelled', () => {
    expect(sessionNotice(makeSession({ Id: 's', EnrolmentDeadline: days(-1) }), NOW)).toBe('EnrolmentDeadlinePassed');
    expect(sessionNotice(makeSession({ Id: 's', AvailableSeats: 0 }), NOW)).toBe('NoSeatsAvailable');
    expect(sessionNotice(makeSession({ Id: 's', Enrolment: 'Enrolled', CancellationDeadline: days(-1) }), NOW)).toBe('CancellationDeadlinePassed');
    expect(sessionNotice(makeSession({ Id: 's' }), NOW)).toBeNull();
    expect(sessionNotice(makeSession({ Id: 's', EnrolmentDeadline: days(-3), StartDate: days(-1) }), NOW)).toBeNull();
  });
});
