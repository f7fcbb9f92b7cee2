import type { EnrolmentMode } from '@portal/contracts/catalogue';
import { APPROVAL_STATE } from '@portal/contracts/approvals';
import { isTaskAttachmentType, isTaskReadOnly, needsMarkInProgress, taskActions, type TaskAction, type TaskItem } from '@portal/contracts/tasks';

/** What the task page shows and offers to who is looking (spec 2 §4). */
export interface TaskView {
  mode: 'authoring' | 'approving';
  readOnly: boolean;
  actions: TaskAction[];
  /** The owner's completion request is pending. */
  hasOpenRequest: boolean;
  /** Spec 2 §4 premiumChecks: the purchase is being checked, is missing, or nothing needs buying. */
  premium: PremiumState;
}

export type PremiumState = 'checking' | 'unpaid' | 'open';

/** What the owner may still do while a premium task is checked or not bought: enrol, cancel a request. */
const WITHOUT_PURCHASE: readonly TaskAction[] = ['enrol', 'cancel'];

/** Enrolment modes whose learners enrol themselves (the others are assigned). */
const SELF_ENROLMENT: readonly EnrolmentMode[] = ['Optional', 'OptionalWithApproval', 'RequiredWithApproval'];

/**
 * The page's mode, read-only state and actions for `viewerId` (the task's owner, or the approver of
 * its request). A premium task is used only once bought (spec 2 §6): until then its owner reads it.
 */
export function taskView(task: TaskItem, viewerId: string, premium: PremiumState = 'open'): TaskView {
  const viewedByApprover = task.owner.id !== viewerId;
  const hasOpenRequest = task.approvalRequest?.state === APPROVAL_STATE.pending;
  const facts = { status: task.status, enrolmentMode: task.enrolmentMode, enrolmentStatus: task.enrolmentStatus, viewedByApprover };
  const actions = taskActions({
    ...facts,
    approvalRequired: task.approvalRequired,
    allowAttempts: task.allowAttempts,
    canSelfEnrol: SELF_ENROLMENT.includes(task.enrolmentMode),
    hasOpenRequest,
  });
  const usable = viewedByApprover || premium === 'open';
  return {
    mode: viewedByApprover ? 'approving' : 'authoring',
    readOnly: isTaskReadOnly(facts) || !usable,
    actions: usable ? actions : actions.filter((action) => WITHOUT_PURCHASE.includes(action)),
    hasOpenRequest,
    premium: viewedByApprover ? 'open' : premium,
  };
}

/**
 * Spec 2 §4 / §8: an approver looking at a task whose request is missing goes to the catalogue.
 * `notReadable`: the LMS answered 404 (it lets an approver read only a task with a request of theirs).
 */
export function approverRequestMissing(approving: boolean, task: TaskItem | undefined, notReadable: boolean): boolean {
  if (!approving) return false;
  return notReadable || (task !== undefined && !task.approvalRequest);
}

export type UploadDecision = { kind: 'ignore' } | { kind: 'unsupported' } | { kind: 'upload'; markInProgress: boolean };

/**
 * Spec 2 §4–§5: an upload is ignored while the form is read-only; a file of another type is refused
 * (unsupported); otherwise it goes up, a task not started or rejected being marked in progress first.
 */
export function uploadDecision(fileName: string, view: Pick<TaskView, 'readOnly'>, task: Pick<TaskItem, 'status'>): UploadDecision {
  if (view.readOnly) return { kind: 'ignore' };
  if (!isTaskAttachmentType(fileName)) return { kind: 'unsupported' };
  return { kind: 'upload', markInProgress: needsMarkInProgress(task.status) };
}
