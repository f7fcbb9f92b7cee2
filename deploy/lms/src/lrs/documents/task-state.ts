import {
  EMPTY_SUBMISSION_STATE,
  isTaskReadOnly,
  needsMarkInProgress,
  submissionChangeRefusal,
  TASK_SUBMISSION_STATE_ID,
  TaskSubmissionStateSchema,
  type TaskSubmissionState,
} from '@portal/contracts/tasks';
import type { Database } from '../../db';
import { LmsError, parseInput } from '../../lib/errors';
import { findItem } from '../../repositories/catalogue';
import { addJournalEntry, itemByActivity, setTaskCompletion, taskState } from '../../repositories/tasks';
import { findUserById } from '../../repositories/users';

/*
 * A task's submission state is an activity state document (stateId TASK_SUBMISSION_STATE_ID, the
 * attempt as registration) that the task's rules govern (spec 2 §4), whoever stores it: only its owner
 * writes it (with their own token from xapi/config), never while the task is read-only for them, only on
 * the current attempt, and only as a draft replaced or one submission appended with the draft cleared.
 * A write to a task not started or rejected marks it in progress first; an appended submission goes
 * into the task's journal. It is never deleted through the store: the approver reads its submissions.
 */

export const isTaskSubmissionState = (kind: string, documentId: string): boolean => kind === 'state' && documentId === TASK_SUBMISSION_STATE_ID;

export interface TaskStateWrite {
  scope: string;
  /** The owner: the user the document's agent names, who is also the caller. */
  userId: string;
  activityId: string;
  /** '' for none. */
  registration: string;
  /** The state as stored (undefined for none). */
  previous: unknown;
  /** The state the write leaves (after a merge, for a POST). */
  next: unknown;
}

/** Checks the write against the task's rules and records what it means for the task; the state to store is answered. */
export async function applyTaskRules(db: Database, write: TaskStateWrite): Promise<TaskSubmissionState> {
  const next = parseInput(TaskSubmissionStateSchema, write.next);
  const found = await itemByActivity(db, write.scope, write.activityId);
  const item = found?.type === 'Task' ? await findItem(db, write.scope, found.id) : undefined;
  if (!item) throw new LmsError(404, 'ItemNotFound', 'activityId: not a task');
  const user = await findUserById(db, write.userId);
  if (!user) throw new LmsError(404, 'ItemNotFound', 'activityId: not a task');
  const itemKey = { scope: write.scope, userId: user.id, itemId: item.id };
  const state = await taskState(db, itemKey, item);
  if (isTaskReadOnly({ ...state, viewedByApprover: false })) throw new LmsError(409, 'TaskReadOnly');
  if (!state.attemptId || write.registration !== state.attemptId.toLowerCase()) throw new LmsError(409, 'AttemptNotCurrent', 'registration: the task’s current attempt');
  const previous = (write.previous as TaskSubmissionState | undefined) ?? EMPTY_SUBMISSION_STATE;
  const refusal = submissionChangeRefusal(previous, next);
  if (refusal) throw new LmsError(409, refusal);
  if (needsMarkInProgress(state.status)) {
    await setTaskCompletion(db, itemKey, 'Attempted');
    await addJournalEntry(db, itemKey, { kind: 'status-change', attemptId: state.attemptId, toName: 'Attempted', actorId: user.id, actorName: user.display_name });
  }
  const appended = next.submissions.length > previous.submissions.length ? next.submissions.at(-1) : undefined;
  if (appended) {
    // Dated by the server: the submission's own timestamp is the browser's.
    await addJournalEntry(db, itemKey, {
      kind: 'submission-statement',
      attemptId: state.attemptId,
      value: appended.text,
      actorId: user.id,
      actorName: user.display_name,
    });
  }
  return next;
}
