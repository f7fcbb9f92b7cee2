import type { NotaryItem } from '@portal/contracts/approvals';
import { approvalOpen, displayType, effectiveStatusFilter, isOrphanFailure, toApprovalRow, visibleApprovals } from './approval-item';

const item = (extra: Partial<NotaryItem> = {}): NotaryItem => ({
  content_ref: 'c1',
  content_type: 'Course',
  date: '2026-01-01T00:00:00.000Z',
  key: 'k1',
  ref: 'c1:u1',
  status: 'Pending',
  title: 'Advanced communication skills',
  type: 'Enrollment',
  user_display_name: 'Alex Morgan',
  user_ref: 'u1',
  user_name: 'learner',
  user_email: 'learner@demo.example',
  session_enrolment_deadline: null,
  object_type: 'Course',
  approval_type: 'enrolment',
  ...extra,
});

describe('display type (spec 3 §3)', () => {
  it("shows content type 'Web link' as 'Link' and 'Session' as 'Event'", () => {
    expect(displayType({ type: 'Enrollment', content_type: 'Web link' })).toBe('Link');
    expect(displayType({ type: 'Task', content_type: 'Web link' })).toBe('Link');
    expect(displayType({ type: 'Enrollment', content_type: 'Session' })).toBe('Event');
  });

  it("shows the type, except type 'Enrollment' shows the content type", () => {
    expect(displayType({ type: 'Task', content_type: 'Task' })).toBe('Task');
    expect(displayType({ type: 'ExternalLearning', content_type: 'Course' })).toBe('ExternalLearning');
    expect(displayType({ type: 'Enrollment', content_type: 'Course' })).toBe('Course');
  });
});

describe('orphan rules (spec 3 §3)', () => {
  it('keeps a complete item as it is, not orphaned', () => {
    expect(toApprovalRow(item())).toMatchObject({
      title: 'Advanced communication skills',
      user_display_name: 'Alex Morgan',
      user_name: 'learner',
      isOrphaned: false,
      displayType: 'Course',
    });
  });

  it("turns a missing title into 'Unknown' and marks the item orphaned", () => {
    expect(toApprovalRow(item({ title: null }))).toMatchObject({ title: 'Unknown', isOrphaned: true });
    expect(toApprovalRow(item({ title: '' }))).toMatchObject({ title: 'Unknown', isOrphaned: true });
  });

  it("sets display name and user name to 'Unknown' when the user name is missing, and marks it orphaned", () => {
    expect(toApprovalRow(item({ user_name: null }))).toMatchObject({ user_display_name: 'Unknown', user_name: 'Unknown', isOrphaned: true });
  });
});

describe('the list (spec 3 §2)', () => {
  it('hides items whose status is Attempted', () => {
    expect(visibleApprovals([item({ key: 'a' }), item({ key: 'b', status: 'Attempted' }), item({ key: 'c', status: 'Approved' })]).map((i) => i.key)).toEqual(['a', 'c']);
  });

  it('filters Pending when a Pending request is present, unless the user chose a filter', () => {
    expect(effectiveStatusFilter(undefined, 2)).toBe('Pending');
    expect(effectiveStatusFilter(undefined, 0)).toBe('All');
    expect(effectiveStatusFilter(undefined, undefined)).toBe('All');
    expect(effectiveStatusFilter('Approved', 2)).toBe('Approved');
  });

  it('reads a 404 with CatalogueItemNotFound or UserCatalogueItemNotFound as orphaned, nothing else', () => {
    expect(isOrphanFailure(404, 'CatalogueItemNotFound')).toBe(true);
    expect(isOrphanFailure(404, 'UserCatalogueItemNotFound')).toBe(true);
    expect(isOrphanFailure(404, 'NotFound')).toBe(false);
    expect(isOrphanFailure(400, 'CatalogueItemNotFound')).toBe(false);
  });
});

describe('opening an item (spec 3 §2)', () => {
  it("routes completion requests to the task's or the external activity's approval page", () => {
    const task = toApprovalRow(item({ approval_type: 'completion', object_type: 'task', type: 'Task', content_ref: 't 1', user_ref: 'u1' }));
    expect(approvalOpen(task)).toEqual({ kind: 'page', href: '/catalogue/task/t%201/approval/u1/Information' });
    const ela = toApprovalRow(item({ approval_type: 'completion', object_type: 'ELA', type: 'ExternalLearning', content_ref: 'e1' }));
    expect(approvalOpen(ela)).toEqual({ kind: 'page', href: '/external-activities/item/e1/approval' });
  });

  it('opens the approval dialog for enrolment requests and orphaned completions; nothing once decided', () => {
    expect(approvalOpen(toApprovalRow(item()))).toEqual({ kind: 'dialog' });
    expect(approvalOpen(toApprovalRow(item({ approval_type: 'completion', object_type: 'task', title: null })))).toEqual({ kind: 'dialog' });
    expect(approvalOpen(toApprovalRow(item({ status: 'Approved' })))).toEqual({ kind: 'none' });
  });
});
