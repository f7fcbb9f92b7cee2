import { COMPLETION_VALUES } from '@portal/contracts/catalogue';
import { countsAsComplete, deriveStatus, isComplete, isDoneStatus, itemStatus } from './status';
import { makeItem } from './test-fixtures';

describe('deriveStatus (spec 2 §4)', () => {
  it('gives PendingAdminApproval for admin or second-level pending enrolment, whatever the completion', () => {
    expect(deriveStatus(makeItem({ Id: 'a', Enrolment: 'PendingAdminApproval', Completion: 'Completed' }))).toBe('PendingAdminApproval');
    expect(deriveStatus(makeItem({ Id: 'a', Enrolment: 'PendingSecondLevelApproval', Completion: 'Attempted' }))).toBe('PendingAdminApproval');
  });

  it('gives NotEnrolled for a NotEnrolled enrolment', () => {
    expect(deriveStatus(makeItem({ Id: 'a', Enrolment: 'NotEnrolled', Completion: 'Completed' }))).toBe('NotEnrolled');
  });

  it('shows Attempted as Incomplete', () => {
    const item = makeItem({ Id: 'a', Completion: 'Attempted' });
    expect(itemStatus(item)).toBe('Attempted');
    expect(deriveStatus(item)).toBe('Incomplete');
  });

  it('shows a Completed event as Attended, and a Completed course as Completed', () => {
    expect(deriveStatus(makeItem({ Id: 'e', type: 'Event', Type: 'event', Completion: 'Completed' }))).toBe('Attended');
    expect(deriveStatus(makeItem({ Id: 'c', type: 'Course', Type: 'scorm', Completion: 'Completed' }))).toBe('Completed');
  });

  it('otherwise gives the completion value, an invitation included', () => {
    for (const completion of ['NotAttempted', 'Passed', 'Failed', 'Attended', 'NotAttended', 'PendingApproval', 'Rejected'] as const) {
      expect(deriveStatus(makeItem({ Id: 'a', Completion: completion }))).toBe(completion);
    }
    expect(deriveStatus(makeItem({ Id: 'a', Enrolment: 'PendingUserApproval', Completion: 'NotAttempted' }))).toBe('NotAttempted');
  });
});

describe('isComplete', () => {
  it('is true only for Completed', () => {
    expect(COMPLETION_VALUES.filter(isComplete)).toEqual(['Completed']);
  });
});

describe('countsAsComplete', () => {
  it('counts Completed, Passed and Failed', () => {
    expect(COMPLETION_VALUES.filter((c) => countsAsComplete(c))).toEqual(['Completed', 'Passed', 'Failed']);
  });

  it('with a MustPass entry and a pass mark counts only Passed', () => {
    expect(COMPLETION_VALUES.filter((c) => countsAsComplete(c, { mustPass: true, passMark: 80 }))).toEqual(['Passed']);
  });

  it('needs both MustPass and a pass mark to be strict', () => {
    expect(countsAsComplete('Failed', { mustPass: true, passMark: null })).toBe(true);
    expect(countsAsComplete('Failed', { mustPass: false, passMark: 80 })).toBe(true);
    expect(countsAsComplete('Failed', { mustPass: true, passMark: 0 })).toBe(false);
  });
});

describe('isDoneStatus (status filter notComplete, spec 2 §5)', () => {
  it('is Completed, Passed and Attended', () => {
    expect(['Completed', 'Passed', 'Attended', 'Failed', 'Incomplete', 'NotEnrolled'].filter(isDoneStatus)).toEqual(['Completed', 'Passed', 'Attended']);
  });
});
