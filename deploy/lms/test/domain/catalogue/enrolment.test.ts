import {
  availableSeats,
  deadlinePassed,
  decideAcceptInvitation,
  decideItemCancel,
  decideItemEnrol,
  decideRejectInvitation,
  decideSessionCancel,
  decideSessionEnrol,
  sessionHasRun,
  sessionStatusRefusal,
} from '../../../src/domain/catalogue/enrolment';

const now = new Date('2026-03-10T12:00:00Z');
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);
const session = (extra: Partial<Parameters<typeof decideSessionEnrol>[0]['session']> = {}) => ({
  startDate: days(10),
  enrolmentDeadline: days(5),
  cancellationDeadline: days(8),
  enrolmentMode: 'Optional' as const,
  ...extra,
});

describe('item enrolment', () => {
  it('enrols from NotEnrolled; approval modes wait for the approver', () => {
    expect(decideItemEnrol('Optional', 'NotEnrolled')).toEqual({ result: 'Enrolled', enrolment: 'Enrolled' });
    expect(decideItemEnrol('RequiredWithNoApproval', 'NotEnrolled')).toEqual({ result: 'Enrolled', enrolment: 'Enrolled' });
    expect(decideItemEnrol('OptionalWithApproval', 'NotEnrolled')).toEqual({ result: 'EnrollmentPendingApproverApproval', enrolment: 'PendingAdminApproval' });
    expect(decideItemEnrol('RequiredWithApproval', 'NotEnrolled')).toEqual({ result: 'EnrollmentPendingApproverApproval', enrolment: 'PendingAdminApproval' });
  });

  it.each(['Enrolled', 'PendingAdminApproval', 'PendingSecondLevelApproval', 'PendingUserApproval'] as const)('refuses enrolling when already %s', (current) => {
    expect(decideItemEnrol('Optional', current)).toEqual({ result: 'NotAllowed' });
  });

  it('never enrols or cancels in RequiredWithoutSelfEnrolment', () => {
    expect(decideItemEnrol('RequiredWithoutSelfEnrolment', 'NotEnrolled')).toEqual({ result: 'NotAllowed' });
    expect(decideItemCancel('RequiredWithoutSelfEnrolment', 'Enrolled')).toEqual({ result: 'NotAllowed' });
  });

  it('cancels an enrolment or a pending request, nothing else', () => {
    expect(decideItemCancel('Optional', 'Enrolled')).toEqual({ result: 'Unenrolled', enrolment: 'NotEnrolled' });
    expect(decideItemCancel('OptionalWithApproval', 'PendingAdminApproval')).toEqual({ result: 'Unenrolled', enrolment: 'NotEnrolled' });
    expect(decideItemCancel('Optional', 'NotEnrolled')).toEqual({ result: 'NotAllowed' });
    expect(decideItemCancel('Optional', 'PendingUserApproval')).toEqual({ result: 'NotAllowed' });
  });
});

describe('deadlines and seats', () => {
  it('a deadline passes once the moment is behind us; none never passes', () => {
    expect(deadlinePassed(days(-1), now)).toBe(true);
    expect(deadlinePassed(now, now)).toBe(false);
    expect(deadlinePassed(days(1), now)).toBe(false);
    expect(deadlinePassed(null, now)).toBe(false);
  });

  it('seats left never go below 0', () => {
    expect(availableSeats(3, 3)).toBe(0);
    expect(availableSeats(3, 5)).toBe(0);
    expect(availableSeats(12, 1)).toBe(11);
  });

  it('a session has run once it has started', () => {
    expect(sessionHasRun({ startDate: days(-1) }, now)).toBe(true);
    expect(sessionHasRun({ startDate: now }, now)).toBe(true);
    expect(sessionHasRun({ startDate: days(1) }, now)).toBe(false);
  });
});

describe('session enrolment', () => {
  it('enrols with a seat before the deadline', () => {
    expect(decideSessionEnrol({ session: session(), current: 'NotEnrolled', availableSeats: 4, now })).toEqual({ result: 'Enrolled', enrolment: 'Enrolled' });
  });

  it('refuses after the enrolment deadline with EnrolmentDeadlinePassed, even with seats', () => {
    expect(decideSessionEnrol({ session: session({ enrolmentDeadline: days(-1) }), current: 'NotEnrolled', availableSeats: 4, now })).toEqual({
      result: 'EnrolmentDeadlinePassed',
    });
  });

  it('refuses without a seat with NoAvailableSeats', () => {
    expect(decideSessionEnrol({ session: session(), current: 'NotEnrolled', availableSeats: 0, now })).toEqual({ result: 'NoAvailableSeats' });
  });

  it('refuses a session that has run, RequiredWithoutSelfEnrolment and a user not NotEnrolled', () => {
    expect(decideSessionEnrol({ session: session({ startDate: days(-1) }), current: 'NotEnrolled', availableSeats: 4, now }).result).toBe('NotAllowed');
    expect(decideSessionEnrol({ session: session({ enrolmentMode: 'RequiredWithoutSelfEnrolment' }), current: 'NotEnrolled', availableSeats: 4, now }).result).toBe('NotAllowed');
    expect(decideSessionEnrol({ session: session(), current: 'PendingUserApproval', availableSeats: 4, now }).result).toBe('NotAllowed');
  });

  it('asks the approver under OptionalWithApproval', () => {
    expect(decideSessionEnrol({ session: session({ enrolmentMode: 'OptionalWithApproval' }), current: 'NotEnrolled', availableSeats: 4, now })).toEqual({
      result: 'EnrollmentPendingApproverApproval',
      enrolment: 'PendingAdminApproval',
    });
  });

  it('cancels before the cancellation deadline and refuses after it', () => {
    expect(decideSessionCancel({ session: session(), current: 'Enrolled', now })).toEqual({ result: 'Unenrolled', enrolment: 'NotEnrolled' });
    expect(decideSessionCancel({ session: session({ cancellationDeadline: days(-1) }), current: 'Enrolled', now })).toEqual({ result: 'CancellationDeadlinePassed' });
  });

  it('lets a pending request be withdrawn after the cancellation deadline, until the session runs', () => {
    expect(decideSessionCancel({ session: session({ cancellationDeadline: days(-1) }), current: 'PendingAdminApproval', now }).result).toBe('Unenrolled');
    expect(decideSessionCancel({ session: session({ startDate: days(-1) }), current: 'PendingAdminApproval', now }).result).toBe('NotAllowed');
  });
});

describe('invitations', () => {
  it('accepting needs a seat', () => {
    expect(decideAcceptInvitation({ session: session(), current: 'PendingUserApproval', availableSeats: 1, now })).toEqual({ result: 'Enrolled', enrolment: 'Enrolled' });
    expect(decideAcceptInvitation({ session: session(), current: 'PendingUserApproval', availableSeats: 0, now })).toEqual({ result: 'NoAvailableSeats' });
    expect(decideAcceptInvitation({ session: session(), current: 'NotEnrolled', availableSeats: 1, now })).toEqual({ result: 'NotAllowed' });
  });

  it('rejecting deletes only an invitation', () => {
    expect(decideRejectInvitation('PendingUserApproval')).toEqual({ result: 'Unenrolled', enrolment: 'NotEnrolled' });
    expect(decideRejectInvitation('Enrolled')).toEqual({ result: 'NotAllowed' });
  });
});

describe('attendance', () => {
  const run = { startDate: days(-2), completionMode: 'Manual' as const };
  it('needs a manual, enrolled, already-run session', () => {
    expect(sessionStatusRefusal({ session: run, current: 'Enrolled', now })).toBeNull();
    expect(sessionStatusRefusal({ session: run, current: 'NotEnrolled', now })).toBe('NotEnrolled');
    expect(sessionStatusRefusal({ session: { ...run, completionMode: 'Auto' }, current: 'Enrolled', now })).toBe('NotManual');
    expect(sessionStatusRefusal({ session: { ...run, startDate: days(2) }, current: 'Enrolled', now })).toBe('SessionNotRun');
  });
});
