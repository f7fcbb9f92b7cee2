import { ApiError } from '@portal/api-client';
import { delegationFailure, delegationFormProblems, draftFromDelegation, EMPTY_DRAFT, isApprover, periodInstant, resolvedDelegate } from './delegation-rules';

describe('isApprover', () => {
  it("is a user whose roles include 'Approver'", () => {
    expect(isApprover({ roles: ['Approver'] })).toBe(true);
    expect(isApprover({ roles: ['TeamLeader'] })).toBe(false);
    expect(isApprover(null)).toBe(false);
  });
});

describe('periodInstant', () => {
  it('is the date at the hours and minutes in local time, hours and minutes defaulting to 0', () => {
    expect(EMPTY_DRAFT).toMatchObject({ fromHours: '0', fromMinutes: '0', untilHours: '0', untilMinutes: '0' });
    expect(periodInstant('2026-03-01', '0', '0')).toBe(new Date(2026, 2, 1, 0, 0).toISOString());
    expect(periodInstant('2026-03-01', '14', '30')).toBe(new Date(2026, 2, 1, 14, 30).toISOString());
    expect(periodInstant('2026-03-01', '', '')).toBe(new Date(2026, 2, 1).toISOString());
  });

  it('is null for no date (no limit) or an impossible one', () => {
    expect(periodInstant('', '9', '0')).toBeNull();
    expect(periodInstant('2026-02-30', '0', '0')).toBeNull();
  });
});

describe('delegationFormProblems (spec 1 §5)', () => {
  const draft = { ...EMPTY_DRAFT, delegate: 'learner', fromDate: '2026-03-01', untilDate: '2026-03-08' };

  it('accepts a delegate with a period, an open period, or one side open', () => {
    expect(delegationFormProblems(draft)).toEqual({});
    expect(delegationFormProblems({ ...draft, fromDate: '', untilDate: '' })).toEqual({});
    expect(delegationFormProblems({ ...draft, untilDate: '' })).toEqual({});
  });

  it('needs a delegate', () => {
    expect(delegationFormProblems({ ...draft, delegate: ' ' })).toEqual({ delegate: 'access.delegation.delegateRequired' });
  });

  it('the until date must be after the from date, hours and minutes included', () => {
    expect(delegationFormProblems({ ...draft, untilDate: '2026-02-28' })).toEqual({ untilDate: 'access.delegation.untilBeforeFrom' });
    expect(delegationFormProblems({ ...draft, untilDate: '2026-03-01' })).toEqual({ untilDate: 'access.delegation.untilBeforeFrom' });
    expect(delegationFormProblems({ ...draft, untilDate: '2026-03-01', untilHours: '9' })).toEqual({});
    expect(delegationFormProblems({ ...draft, untilDate: '2026-03-01', fromHours: '9', untilHours: '9', untilMinutes: '0' })).toEqual({
      untilDate: 'access.delegation.untilBeforeFrom',
    });
  });
});

describe('resolvedDelegate (spec 1 §8)', () => {
  it('exactly one other user', () => {
    expect(resolvedDelegate({ success: true, userId: 'u2' }, 'u1')).toEqual({ ok: true, delegateeId: 'u2' });
  });

  it('not the current user', () => {
    expect(resolvedDelegate({ success: true, userId: 'u1' }, 'u1')).toEqual({ ok: false, problem: 'access.delegation.self' });
  });

  it('UserNotFound, DuplicateUsersFound, anything else', () => {
    expect(resolvedDelegate({ success: false, ErrorCode: 'UserNotFound' }, 'u1')).toEqual({ ok: false, problem: 'access.delegation.userNotFound' });
    expect(resolvedDelegate({ success: false, ErrorCode: 'DuplicateUsersFound' }, 'u1')).toEqual({ ok: false, problem: 'access.delegation.duplicateUsers' });
    expect(resolvedDelegate({ success: false, ErrorCode: 'NotFound' }, 'u1')).toEqual({ ok: false, problem: 'access.delegation.unknown' });
    expect(resolvedDelegate({ success: true }, 'u1')).toEqual({ ok: false, problem: 'access.delegation.unknown' });
  });
});

describe('delegationFailure', () => {
  it("maps the LMS's codes, else the unknown error", () => {
    const failure = (code?: string) => delegationFailure(new ApiError({ status: 400, code, message: 'x' }));
    expect(failure('DelegateIsApprover')).toBe('access.delegation.self');
    expect(failure('DelegateNotFound')).toBe('access.delegation.userNotFound');
    expect(failure('InvalidPeriod')).toBe('access.delegation.untilBeforeFrom');
    expect(failure('Boom')).toBe('access.delegation.unknown');
    expect(delegationFailure(new Error('bug'))).toBe('access.delegation.unknown');
  });
});

describe('draftFromDelegation', () => {
  it('splits the stored instants back into local date, hours and minutes', () => {
    const startAt = new Date(2026, 2, 1, 9, 5).toISOString();
    expect(draftFromDelegation({ reference: 'r1', scope: 'demo', approverId: 'u1', delegateeId: 'u2', delegateeName: 'Alex Morgan', startAt, endAt: null })).toEqual({
      delegate: 'Alex Morgan',
      fromDate: '2026-03-01',
      fromHours: '9',
      fromMinutes: '5',
      untilDate: '',
      untilHours: '0',
      untilMinutes: '0',
    });
  });
});
