import type { Completion, Enrolment } from '@portal/contracts/catalogue';
import { APPROVAL_STATE } from '@portal/contracts/approvals';
import { dossierArea, dossierPaths, parseDossierPath } from '@portal/contracts/external-learning';
import {
  isTaskAttachmentType,
  isTaskReadOnly,
  needsMarkInProgress,
  parseTaskExternalReference,
  type TaskAttachment,
  type TaskAttachmentRequestSchema,
  taskExternalReference,
  type TaskItem,
  taskNeedsEnrolment,
  taskStatusRefusal,
  type TaskStatusRequestSchema,
  type TaskStatusResponse,
} from '@portal/contracts/tasks';
import type * as v from 'valibot';
import type { Database } from '../db';
import type { UserRow } from '../db/schema';
import { LmsError, refusals } from '../lib/errors';
import { addApprovalRequest, approverOf, type ApprovalRequestRow, requestsForObject } from '../repositories/approvals';
import { bumpUserStamp, findItem } from '../repositories/catalogue';
import type { ItemKey } from '../repositories/catalogue-progress';
import { latestAttempt, setEnrolment, userItemState } from '../repositories/catalogue-user';
import { requirePaid } from '../repositories/commerce';
import { hasExternalLearning } from '../repositories/external-learning';
import { deleteStoredFile, type FileAreaContext, findStoredFile, listAreaFiles, registerFileArea } from '../repositories/files';
import {
  addAttachment,
  addJournalEntry,
  appendSubmission,
  currentAttempt,
  deleteAttachment,
  findAttachment,
  listAttachments,
  readSubmissionState,
  setTaskCompletion,
  taskActivityId,
  taskSettings,
  taskState,
  type TaskState,
} from '../repositories/tasks';
import { findUserById } from '../repositories/users';
import { decideApprovalRequest, mayDecide, registerApprovalObject } from './approvals';
import type { ItemRecord } from './catalogue/definition';

/*
 * Tasks (spec 2 §3, §4, §5, §9): the task form model, its status changes (in progress,
 * submitted for approval, completed, cancelled), its attachments while it is not read-only, and what
 * an approver's decision makes of it. Who may use a task's calls (its owner, the approver of the
 * owner's request) is the route's (routes/reach/catalogue/task-access.ts); these take what it resolved.
 */

/** What the task calls refuse, with their statuses (routes/README.md, reach). */
export const TASK_REFUSALS = {
  NotPendingApproval: 409,
  NoApprover: 409,
  TaskReadOnly: 409,
  FileNotFound: 404,
  ItemNotFound: 404,
  AttachmentNotFound: 404,
  UnsupportedFileType: 415,
} as const;
const refuse = refusals(TASK_REFUSALS);

/** The owner, the task and the key of the task's calls, as the route resolved them. */
export interface TaskContext {
  owner: UserRow;
  item: ItemRecord;
  key: ItemKey;
  /** The owner's latest completion request on the task, if any. */
  request: ApprovalRequestRow | undefined;
}

/** The owner's latest completion request on the task. */
export async function latestTaskRequest(db: Database, scope: string, itemId: string, ownerId: string): Promise<ApprovalRequestRow | undefined> {
  return (await requestsForObject(db, scope, itemId, ownerId)).find((request) => request.objectType === 'task' && request.approvalType === 'completion');
}

const DAY = 86_400_000;

/** Spec 2 §9: due days rounded from the day difference; remaining when due in the future, overdue after. */
export function dueDays(dueDate: Date | null, now: Date): { dueDateDaysRemaining: number | null; dueDateDaysOverDue: number | null } {
  if (!dueDate) return { dueDateDaysRemaining: null, dueDateDaysOverDue: null };
  const days = Math.round((dueDate.getTime() - now.getTime()) / DAY);
  return days >= 0 ? { dueDateDaysRemaining: days, dueDateDaysOverDue: null } : { dueDateDaysRemaining: null, dueDateDaysOverDue: -days };
}

/** The task form model (spec 2 §3) of the access's owner. */
export async function taskItem(db: Database, { owner, item, key, request }: TaskContext): Promise<TaskItem> {
  const [state, settings, attempt] = await Promise.all([userItemState(db, owner.id, item.id), taskSettings(db, key.scope, item.id), latestAttempt(db, owner.id, item.id)]);
  const attemptId = attempt?.id ?? null;
  const submissionState = attemptId ? await readSubmissionState(db, { ...key, activityId: taskActivityId(item) }, attemptId) : undefined;
  const definition = item.definition;
  const due = state.enrolment?.dueDate ?? (definition.DueDate ? new Date(definition.DueDate) : null);
  return {
    id: item.id,
    name: item.name,
    description: definition.Description ?? '',
    longDescription: settings.longDescription ?? '',
    dueDate: due ? due.toISOString() : null,
    ...dueDays(due, new Date()),
    thumbnailUrl: definition.ThumbnailUrl ?? null,
    type: 'Task',
    score: null,
    status: (state.completion?.completion ?? 'NotAttempted') as Completion,
    externalReference: taskExternalReference(item.id, owner.id),
    completionMode: definition.CompletionMode ?? 'Manual',
    supportingFiles: (await listAreaFiles(db, key.scope, dossierArea(item.id, '.attachments'))).map((file) => ({ name: file.name, url: dossierPaths.file(key.scope, file.path) })),
    enrolmentStatus: (state.enrolment?.enrolment ?? 'NotEnrolled') as Enrolment,
    enrolmentMode: definition.EnrolmentMode,
    activityId: taskActivityId(item),
    submissionStatement: settings.submissionStatement ?? '',
    extensions: definition.Extensions ?? {},
    durationExtension: definition.durationExtension ?? null,
    costExtension: definition.costExtension ?? null,
    attemptReference: attemptId,
    hasSubmissionState: submissionState !== undefined,
    owner: { id: owner.id, username: owner.username, displayName: owner.display_name },
    userAttachments: await listAttachments(db, key, attemptId),
    approvalRequired: settings.approvalRequired,
    allowAttempts: definition.AllowAttempts ?? false,
    maxAttempts: definition.MaxAttempts ?? null,
    approvalRequest: request
      ? {
          reference: request.reference,
          actor: request.actor,
          actorId: request.actorId,
          approverId: request.approverId,
          state: request.state,
          datestamp: request.datestamp,
          object: { externalReference: taskExternalReference(item.id, owner.id) },
          context: { approvalType: request.approvalType },
        }
      : null,
  };
}

/** Something is submitted on the current attempt: a submission in its state, or an attachment. */
async function hasSubmitted(db: Database, key: ItemKey, item: ItemRecord, attemptId: string | null): Promise<boolean> {
  if (!attemptId) return false;
  const [state, attachments] = await Promise.all([readSubmissionState(db, { ...key, activityId: taskActivityId(item) }, attemptId), listAttachments(db, key, attemptId)]);
  return (state?.submissions.length ?? 0) > 0 || attachments.length > 0;
}

/** Required items without approval are enrolled on first use (spec 2 §4 step 5), tasks included. */
async function enrolSilently(db: Database, key: ItemKey, state: TaskState): Promise<TaskState> {
  if (taskNeedsEnrolment(state.enrolmentMode) || state.enrolmentStatus === 'Enrolled') return state;
  await setEnrolment(db, key, 'Enrolled');
  await bumpUserStamp(db, key.userId);
  return { ...state, enrolmentStatus: 'Enrolled' };
}

/** Marks the task in progress on its current attempt when it is not started or rejected (spec 2 §4); answers the attempt. */
export async function markInProgress(db: Database, key: ItemKey, state: TaskState, actor: UserRow): Promise<string> {
  const attemptId = state.attemptId ?? (await currentAttempt(db, key));
  if (needsMarkInProgress(state.status)) {
    await setTaskCompletion(db, key, 'Attempted');
    await addJournalEntry(db, key, { kind: 'status-change', attemptId, toName: 'Attempted', actorId: actor.id, actorName: actor.display_name });
  }
  return attemptId;
}

/**
 * A status change by the task's owner: in progress ('Attempted'), submitted for approval
 * ('PendingApproval': files the completion request with their approver), completed when no approval
 * is needed ('Completed'), or the pending request cancelled ('cancel': back in progress). 409 with the
 * reason when the task's state does not allow it. A `submission` text with PendingApproval or
 * Completed is appended in the same transaction, so a refusal (no approver) leaves the submissions and
 * the draft as they were.
 */
export async function changeTaskStatus(db: Database, task: TaskContext, input: v.InferOutput<typeof TaskStatusRequestSchema>): Promise<TaskStatusResponse> {
  const { owner, item, key } = task;
  const { status: change, submission } = input;
  if (change === 'cancel') {
    const pending = task.request?.state === APPROVAL_STATE.pending ? task.request : undefined;
    if (!pending) throw refuse('NotPendingApproval');
    await decideApprovalRequest(db, { scope: key.scope, reference: pending.reference, action: 'cancel', byUserId: owner.id });
    const after = await taskState(db, key, item);
    return { status: after.status, attemptReference: after.attemptId };
  }
  await requirePaid(db, key.scope, owner.id, item);
  return db.transaction().execute(async (trx) => {
    const state = await enrolSilently(trx, key, await taskState(trx, key, item));
    const submitted = submission !== undefined || (await hasSubmitted(trx, key, item, state.attemptId));
    const refusal = taskStatusRefusal(change, { ...state, submitted });
    if (refusal) throw new LmsError(409, refusal);
    const attemptId = await markInProgress(trx, key, state, owner);
    // The text and the status change go together: a refusal below undoes both.
    if (submission !== undefined) await appendSubmission(trx, { ...key, activityId: taskActivityId(item) }, attemptId, submission, { id: owner.id, name: owner.display_name });
    if (change === 'PendingApproval') {
      const approverId = await approverOf(trx, owner);
      if (!approverId) throw refuse('NoApprover', 'there is no approver to ask');
      await addApprovalRequest(trx, { scope: key.scope, actorId: owner.id, approverId, objectId: item.id, objectType: 'task', approvalType: 'completion' });
    }
    if (change === 'PendingApproval' || change === 'Completed') {
      await setTaskCompletion(trx, key, change);
      await addJournalEntry(trx, key, { kind: 'status-change', attemptId, toName: change, actorId: owner.id, actorName: owner.display_name });
    }
    return { status: change === 'Attempted' ? 'Attempted' : change, attemptReference: attemptId };
  });
}

/** 409 TaskReadOnly when the owner may not change the task now (spec 2 §4: uploads are ignored when read-only). */
async function writableState(db: Database, { key, item }: Pick<TaskContext, 'key' | 'item'>) {
  const state = await taskState(db, key, item);
  if (isTaskReadOnly({ ...state, viewedByApprover: false })) throw refuse('TaskReadOnly');
  return state;
}

/** The task and owner of a task file area's key, when the task exists in the tenant. */
async function taskOfArea(db: Database, context: FileAreaContext) {
  const named = parseTaskExternalReference(context.key);
  if (!named || named.ownerId !== context.ownerId) return undefined;
  const item = await findItem(db, context.scope, named.itemId);
  return item?.type === 'Task' ? { item, key: { scope: context.scope, userId: named.ownerId, itemId: item.id } } : undefined;
}

/**
 * The file areas of tasks. The task area ('{itemId}:{ownerId}/task-file-attachments'): the owner
 * writes while the task is not read-only; the approver of the owner's request on the task reads them.
 * A task's own content files ('{itemId}/.attachments': its supporting files, spec 2 §3) are put there
 * by its author, not through the portal; every user of the tenant reads those of a task in its catalogue.
 */
export function registerTaskFileAreas(): void {
  registerFileArea('task-file-attachments', {
    async writable(trx: Database, context: FileAreaContext) {
      const task = await taskOfArea(trx, context);
      if (!task) return false;
      return !isTaskReadOnly({ ...(await taskState(trx, task.key, task.item)), viewedByApprover: false });
    },
    async readableByOthers(trx: Database, context: FileAreaContext) {
      const task = await taskOfArea(trx, context);
      const request = task && (await latestTaskRequest(trx, context.scope, task.item.id, context.ownerId));
      return Boolean(request && (await mayDecide(trx, request, context.userId)));
    },
  });
  registerFileArea('.attachments', {
    async writable() {
      return false;
    },
    async readableByOthers(trx, context) {
      return (await findItem(trx, context.scope, context.key))?.type === 'Task';
    },
  });
}

/** The server's own check of an attachment's file type (spec 2 §5): 415 as the file store answers. */
export function assertAttachmentType(body: unknown): void {
  const { type, name } = (body ?? {}) as { type?: unknown; name?: unknown };
  if (type === 'file' && typeof name === 'string' && !isTaskAttachmentType(name)) throw refuse('UnsupportedFileType', 'name: file type not supported');
}

/**
 * Records a file the owner uploaded to the task's area of the file store (body: its path) or a
 * reference to one of their external learning items (body: its id), while the task is not read-only;
 * an upload to a task not started or rejected marks it in progress first.
 */
export async function addTaskAttachment(db: Database, task: TaskContext, input: v.InferOutput<typeof TaskAttachmentRequestSchema>): Promise<TaskAttachment> {
  const { owner, item, key } = task;
  return db.transaction().execute(async (trx) => {
    const state = await writableState(trx, task);
    let name = input.name;
    if (input.type === 'file') {
      const path = parseDossierPath(input.body);
      const file =
        path?.fileId && path.kind === 'task-file-attachments' && path.key === taskExternalReference(item.id, owner.id)
          ? await findStoredFile(trx, key.scope, path.area, path.fileId)
          : undefined;
      if (!file || file.ownerId !== owner.id) throw refuse('FileNotFound', 'body: no such file of yours in the task’s area');
      name = file.name;
    } else if (!(await hasExternalLearning(trx, key.scope, owner.id, input.body))) {
      throw refuse('ItemNotFound', 'body: no such external learning item of yours');
    }
    const attemptId = await markInProgress(trx, key, state, owner);
    const attachment = await addAttachment(trx, key, attemptId, { type: input.type, name, body: input.body });
    await addJournalEntry(trx, key, { kind: 'file-upload', attemptId, toName: name, actorId: owner.id, actorName: owner.display_name });
    return attachment;
  });
}

/** Removes an attachment (and its file) while the task is not read-only. */
export async function removeTaskAttachment(db: Database, task: TaskContext, attachmentId: string): Promise<void> {
  const { owner, key } = task;
  await db.transaction().execute(async (trx) => {
    const state = await writableState(trx, task);
    const attachment = await findAttachment(trx, key, attachmentId);
    if (!attachment) throw refuse('AttachmentNotFound');
    await deleteAttachment(trx, attachment.id);
    const path = attachment.type === 'file' ? parseDossierPath(attachment.body) : undefined;
    if (path?.fileId) await deleteStoredFile(trx, key.scope, path.area, path.fileId);
    await addJournalEntry(trx, key, { kind: 'audit', attemptId: state.attemptId, toName: attachment.name, value: 'removed', actorId: owner.id, actorName: owner.display_name });
  });
}

/** What a decision on a task's completion request makes of the task (spec 2 §4). */
const DECISION_STATUS: Partial<Record<number, Completion>> = {
  [APPROVAL_STATE.approved]: 'Completed',
  [APPROVAL_STATE.rejected]: 'Rejected',
  [APPROVAL_STATE.cancelled]: 'Attempted',
  [APPROVAL_STATE.pending]: 'PendingApproval',
};

/**
 * Registers 'task' with the approvals core: described by the catalogue item's name; approved sets the
 * task Completed, rejected Rejected, cancelled back to Attempted (in progress), reset PendingApproval,
 * each with an 'approval' entry in the task's journal carrying the decision's comment.
 */
export function registerTaskApprovals(): void {
  registerApprovalObject('task', {
    async describe(db, scope, objectId) {
      const item = await findItem(db, scope, objectId);
      return item && item.type === 'Task' ? { title: item.name, contentType: 'Task' } : undefined;
    },
    async decided(db, request, newState, comment) {
      const status = DECISION_STATUS[newState];
      if (!status) return;
      const key = { scope: request.scope, userId: request.actorId, itemId: request.objectId };
      const attempt = await latestAttempt(db, request.actorId, request.objectId);
      await setTaskCompletion(db, key, status);
      const byActor = newState === APPROVAL_STATE.cancelled || newState === APPROVAL_STATE.pending;
      const who = byActor ? { id: request.actorId, name: request.actor } : { id: request.approverId, name: (await findUserById(db, request.approverId))?.display_name ?? '' };
      await addJournalEntry(db, key, { kind: 'approval', attemptId: attempt?.id ?? null, toName: status, value: comment ?? null, actorId: who.id, actorName: who.name });
    },
  });
}
