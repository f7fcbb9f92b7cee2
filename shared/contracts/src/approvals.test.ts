import * as v from 'valibot';
import {
  APPROVAL_ACTION_STATE,
  APPROVAL_STATE,
  AddApprovalRequestSchema,
  ApprovalRequestSchema,
  approvalStateName,
  approvalStatusLabel,
  COMMENT_REQUIRED,
  RejectApprovalRequestSchema,
  stampActionPath,
  userApprovalsPath,
} from './approvals';

describe('approval states (spec 2 §3)', () => {
  it('indexes unknown 0, pending 1, approved 2, rejected 3, cancelled 4', () => {
    expect(APPROVAL_STATE).toEqual({ unknown: 0, pending: 1, approved: 2, rejected: 3, cancelled: 4 });
  });

  it('names an index, and capitalises it as the notary status', () => {
    expect([0, 1, 2, 3, 4].map(approvalStateName)).toEqual(['unknown', 'pending', 'approved', 'rejected', 'cancelled']);
    expect(approvalStateName(9)).toBe('unknown');
    expect(approvalStatusLabel(1)).toBe('Pending');
    expect(approvalStatusLabel(3)).toBe('Rejected');
  });

  it('leads reset to pending, accept to approved, reject to rejected, cancel to cancelled', () => {
    expect(APPROVAL_ACTION_STATE).toEqual({ reset: 1, accept: 2, reject: 3, cancel: 4 });
    expect(stampActionPath.reject).toBe('/stamp/approvals/rejectRequest');
  });
});

describe('approval payloads', () => {
  it('defaults the object type to ELA and the approval type to completion', () => {
    expect(v.parse(AddApprovalRequestSchema, { actorId: 'a', approverId: 'b', objectId: 'o' })).toEqual({
      actorId: 'a',
      approverId: 'b',
      objectId: 'o',
      objectType: 'ELA',
      approvalType: 'completion',
    });
  });

  it('requires a comment to reject', () => {
    const result = v.safeParse(RejectApprovalRequestSchema, { actorId: 'a', reference: 'r', comment: '  ' });
    expect(result.success).toBe(false);
    expect(result.issues?.[0].message).toBe(COMMENT_REQUIRED);
    expect(v.parse(RejectApprovalRequestSchema, { actorId: 'a', reference: 'r', comment: ' Not enough evidence ' }).comment).toBe('Not enough evidence');
  });

  it('reads a request with its approval type', () => {
    const request = {
      reference: 'r',
      actor: 'Alex Morgan',
      actorId: 'a',
      approverId: 'b',
      objectId: 'o',
      state: 1,
      datestamp: '2026-01-02T03:04:05.000Z',
      context: { approvalType: 'enrolment' },
    };
    expect(v.parse(ApprovalRequestSchema, request).objectType).toBe('ELA');
  });

  it('addresses the user approvals call', () => {
    expect(userApprovalsPath('demo', 'u 1')).toBe('/reach/demo/api/v4/users/u%201/approvals');
  });
});
