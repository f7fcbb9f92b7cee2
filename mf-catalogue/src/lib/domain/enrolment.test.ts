import { canEnrol, isPendingApproval, mapEnrolResult } from './enrolment';

describe('mapEnrolResult (spec 2 §4)', () => {
  it.each([
    ['Unenrolled', 'NotEnrolled'],
    ['EnrollmentPendingApproverApproval', 'PendingAdminApproval'],
    ['EnrollmentPendingSecondLevelApproval', 'PendingSecondLevelApproval'],
    ['EnrollmentPendingUserApproval', 'PendingUserApproval'],
  ])('maps %s to %s', (result, enrolment) => {
    expect(mapEnrolResult(result)).toBe(enrolment);
  });

  it.each(['Enrolled', 'NoAvailableSeats', 'EnrolmentDeadlinePassed', 'SomethingNew'])('takes any other value (%s) as is', (result) => {
    expect(mapEnrolResult(result)).toBe(result);
  });
});

describe('canEnrol', () => {
  it('allows enrolling only on NotEnrolled items', () => {
    expect(canEnrol('NotEnrolled')).toBe(true);
    for (const enrolment of ['Enrolled', 'PendingAdminApproval', 'PendingSecondLevelApproval', 'PendingUserApproval', undefined]) {
      expect(canEnrol(enrolment)).toBe(false);
    }
  });
});

describe('isPendingApproval', () => {
  it('is admin or second-level approval, not an invitation', () => {
    expect(isPendingApproval('PendingAdminApproval')).toBe(true);
    expect(isPendingApproval('PendingSecondLevelApproval')).toBe(true);
    expect(isPendingApproval('PendingUserApproval')).toBe(false);
    expect(isPendingApproval('Enrolled')).toBe(false);
  });
});
