import type { Completion, Enrolment } from '@portal/contracts/catalogue';
import { APPROVAL_STATE } from '@portal/contracts/approvals';
import {
  EMPTY_SUBMISSION_STATE,
  TaskStatusRequestSchema,
  needsMarkInProgress,
  taskExternalReference,
  taskNeedsEnrolment,
  taskStatusRefusal,
  type TaskItem,
  type TaskStatusResponse,
} from '@portal/contracts/tasks';
import { dossierArea, dossierPaths } from '@portal/contracts/external-learning';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db';
import type { UserRow } from '../../../db/schema';
import type { ItemRecord } from '../../../domain/catalogue/definition';
import { LmsError, parseInput } from '../../../lib/errors';
import { addApprovalRequest, approverOf, decideApprovalRequest } from '../../../repositories/approvals';
import { bumpUserStamp } from '../../../repositories/catalogue';
import { listAreaFiles } from '../../../repositories/files';
import { requirePaid } from '../../../repositories/commerce';
import type { ItemKey } from '../../../repositories/catalogue-progress';
import { latestAttempt, setEnrolment, userItemState } from '../../../repositories/catalogue-user';
import {
  addJournalEntry,
  appendSubmission,
  currentAttempt,
  listAttachments,
  readSubmissionState,
  readTaskJournal,
  registerTaskApprovals,
  setTaskCompletion,
  taskActivityId,
  taskSettings,
  taskState,
  type TaskState,
} from '../../../repositories/tasks';
import { ownerTaskAccess, taskAccess, type TaskAccess } from './task-access';

type Params = { scope: string; userId: string; id: string };
type Query = { actingAs?: string; attempt?: string };

const DAY = 86_400_000;

/** Spec 2 §9: due days rounded from the day difference; remaining when due in the future, overdue after. */
export function dueDays(dueDate: Date | null, now: Date): { dueDateDaysRemaining: number | null; dueDateDaysOverDue: number | null } {
  if (!dueDate) return { dueDateDaysRemaining: null, dueDateDaysOverDue: null };
  const days = Math.round((dueDate.getTime() - now.getTime()) / DAY);
  return days >= 0 ? { dueDateDaysRemaining: days, dueDateDaysOverDue: null } : { dueDateDaysRemaining: null, dueDateDaysOverDue: -days };
}

/** The task form model (spec 2 §3) of the access's owner. */
async function taskItem(db: Database, { owner, item, key, request }: TaskAccess): Promise<TaskItem> {
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
 * The task calls of issue 14 under /reach/{scope}/api/v4/users/{owner}/content/{id}: the task form
 * model, its status changes, its journal and (for its approver) its submissions. Spec 2 leaves
 * these paths unnamed; they sit beside the item's own calls.
 */
const taskRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;
  const guard = { preHandler: fastify.requireSession };
  const task = '/api/v4/users/:userId/content/:id/task';

  // Approvals (spec 2 §4): a task's completion request is decided by its approver; the decision sets the task.
  registerTaskApprovals();

  /** GET …/task?actingAs= : the task form model for its owner, or for the approver of the owner's request. */
  fastify.get<{ Params: Params; Querystring: Query }>(task, guard, async (request): Promise<TaskItem> => {
    const access = await taskAccess(request, request.params.userId, request.params.id, request.query.actingAs);
    return taskItem(db, access);
  });

  /** GET …/task/journal?actingAs= : the task's audit entries, newest first (the page merges its comments in). */
  fastify.get<{ Params: Params; Querystring: Query }>(`${task}/journal`, guard, async (request) => {
    const { key } = await taskAccess(request, request.params.userId, request.params.id, request.query.actingAs);
    return { entries: await readTaskJournal(db, key) };
  });

  /** GET …/task/submissions?actingAs=&attempt= : an attempt's submission state (current by default); empty when none. */
  fastify.get<{ Params: Params; Querystring: Query }>(`${task}/submissions`, guard, async (request) => {
    const { key, item } = await taskAccess(request, request.params.userId, request.params.id, request.query.actingAs);
    const attemptId = request.query.attempt || ((await latestAttempt(db, key.userId, key.itemId))?.id ?? null);
    return (await readSubmissionState(db, { ...key, activityId: taskActivityId(item) }, attemptId)) ?? EMPTY_SUBMISSION_STATE;
  });

  /**
   * POST …/task/status?actingAs= {status}: the owner marks the task in progress ('Attempted'),
   * submits it for approval ('PendingApproval': files the completion request with their approver),
   * completes it when no approval is needed ('Completed'), or cancels the pending request ('cancel':
   * back in progress). 409 with the reason when the task's state does not allow it. A `submission`
   * text with PendingApproval or Completed is appended in the same transaction, so a refusal (no
   * approver) leaves the submissions and the draft as they were.
   */
  fastify.post<{ Params: Params; Querystring: Query }>(`${task}/status`, guard, async (request): Promise<TaskStatusResponse> => {
    const { status: change, submission } = parseInput(TaskStatusRequestSchema, request.body);
    const access = await ownerTaskAccess(request, request.params.userId, request.params.id, request.query.actingAs);
    const { owner, item, key } = access;
    if (change === 'cancel') {
      const pending = access.request?.state === APPROVAL_STATE.pending ? access.request : undefined;
      if (!pending) throw new LmsError(409, 'NotPendingApproval');
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
        if (!approverId) throw new LmsError(409, 'NoApprover', 'there is no approver to ask');
        await addApprovalRequest(trx, { scope: key.scope, actorId: owner.id, approverId, objectId: item.id, objectType: 'task', approvalType: 'completion' });
      }
      if (change === 'PendingApproval' || change === 'Completed') {
        await setTaskCompletion(trx, key, change);
        await addJournalEntry(trx, key, { kind: 'status-change', attemptId, toName: change, actorId: owner.id, actorName: owner.display_name });
      }
      return { status: change === 'Attempted' ? 'Attempted' : change, attemptReference: attemptId };
    });
  });
};

export default taskRoutes;
