import { APPROVER, OWNER, makeTask } from './test-task';
import { approverRequestMissing, taskView, uploadDecision } from './task-view';

const request = (state: number) => ({ reference: 'r1', actor: 'Alex Morgan', actorId: OWNER, approverId: APPROVER, state, datestamp: '2026-03-01T00:00:00.000Z' });

describe('taskView (spec 2 §4)', () => {
  it('the owner of a task in progress may save, submit for approval and upload', () => {
    expect(taskView(makeTask({ status: 'Attempted' }), OWNER)).toEqual({
      mode: 'authoring',
      readOnly: false,
      actions: ['save', 'submitForApproval', 'upload'],
      hasOpenRequest: false,
      premium: 'open',
    });
  });

  it('premiumChecks: while the purchase is checked, and when unpaid, the owner only reads (enrolment stays)', () => {
    for (const premium of ['checking', 'unpaid'] as const) {
      expect(taskView(makeTask({ status: 'Attempted' }), OWNER, premium)).toMatchObject({ readOnly: true, actions: [], premium });
      expect(taskView(makeTask({ enrolmentStatus: 'NotEnrolled' }), OWNER, premium)).toMatchObject({ actions: ['enrol'] });
    }
  });

  it('a task not enrolled is read-only and offers enrolment when the learner may enrol', () => {
    expect(taskView(makeTask({ enrolmentStatus: 'NotEnrolled' }), OWNER)).toMatchObject({ readOnly: true, actions: ['enrol'] });
    expect(taskView(makeTask({ enrolmentStatus: 'NotEnrolled', enrolmentMode: 'RequiredWithoutSelfEnrolment' }), OWNER)).toMatchObject({ readOnly: true, actions: [] });
  });

  it('pending approval: read-only with cancel for the owner; approve and reject for the approver', () => {
    const pending = makeTask({ status: 'PendingApproval', approvalRequest: request(1) });
    expect(taskView(pending, OWNER)).toMatchObject({ mode: 'authoring', readOnly: true, actions: ['cancel'], hasOpenRequest: true });
    expect(taskView(pending, APPROVER)).toMatchObject({ mode: 'approving', readOnly: false, actions: ['approve', 'reject'] });
  });

  it('the approver sees a decided task read-only; the owner may start a new attempt when allowed', () => {
    const rejected = makeTask({ status: 'Rejected', approvalRequest: request(3), allowAttempts: true });
    expect(taskView(rejected, APPROVER)).toMatchObject({ readOnly: true, actions: [] });
    expect(taskView(makeTask({ status: 'Completed', allowAttempts: true, approvalRequest: request(2) }), OWNER)).toMatchObject({ readOnly: true, actions: ['newAttempt'] });
  });
});

describe('approverRequestMissing (spec 2 §8)', () => {
  it('sends an approver to the catalogue when the task cannot be read or has no request', () => {
    expect(approverRequestMissing(true, undefined, true)).toBe(true);
    expect(approverRequestMissing(true, makeTask(), false)).toBe(true);
    expect(approverRequestMissing(true, makeTask({ approvalRequest: request(1) }), false)).toBe(false);
    expect(approverRequestMissing(true, undefined, false)).toBe(false);
    expect(approverRequestMissing(false, undefined, true)).toBe(false);
  });
});

describe('uploadDecision (spec 2 §4–§5)', () => {
  it('ignores uploads while read-only', () => {
    expect(uploadDecision('a.pdf', { readOnly: true }, { status: 'Attempted' })).toEqual({ kind: 'ignore' });
  });

  it('refuses other file types', () => {
    expect(uploadDecision('a.exe', { readOnly: false }, { status: 'Attempted' })).toEqual({ kind: 'unsupported' });
  });

  it('marks a task not started or rejected in progress first', () => {
    expect(uploadDecision('a.pdf', { readOnly: false }, { status: 'NotAttempted' })).toEqual({ kind: 'upload', markInProgress: true });
    expect(uploadDecision('a.PNG', { readOnly: false }, { status: 'Rejected' })).toEqual({ kind: 'upload', markInProgress: true });
    expect(uploadDecision('a.docx', { readOnly: false }, { status: 'Attempted' })).toEqual({ kind: 'upload', markInProgress: false });
  });
});
