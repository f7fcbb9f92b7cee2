import { randomUUID } from 'node:crypto';
import type { Completion, Enrolment, EnrolmentMode } from '@portal/contracts/catalogue';
import type { TaskAttachment, TaskJournalEntry, TaskJournalKind, TaskSubmissionState } from '@portal/contracts/tasks';
import { EMPTY_SUBMISSION_STATE, TASK_SUBMISSION_STATE_ID, submitText } from '@portal/contracts/tasks';
import { sql } from 'kysely';
import type { Database } from '../db';
import { readUserJson, writeUserJson } from '../lrs/documents/store';
import type { ItemRecord } from '../domain/catalogue/definition';
import { replaceCompletion, type ItemKey } from './catalogue-progress';
import { createAttempt, latestAttempt, userItemState } from './catalogue-user';

/* Tasks: their settings, attachments and audit journal, and the record store's documents. */

export interface TaskSettings {
  approvalRequired: boolean;
  longDescription: string | null;
  submissionStatement: string | null;
}

const DEFAULT_SETTINGS: TaskSettings = { approvalRequired: true, longDescription: null, submissionStatement: null };

/** A task's settings; a task without a row asks for approval and has no long description. */
export async function taskSettings(db: Database, scope: string, itemId: string): Promise<TaskSettings> {
  const row = await db.selectFrom('task_settings').selectAll().where('scope', '=', scope).where('item_id', '=', itemId).executeTakeFirst();
  return row ? { approvalRequired: row.approval_required, longDescription: row.long_description, submissionStatement: row.submission_statement } : DEFAULT_SETTINGS;
}

export async function saveTaskSettings(db: Database, scope: string, itemId: string, settings: Partial<TaskSettings>): Promise<void> {
  const values = {
    approval_required: settings.approvalRequired ?? true,
    long_description: settings.longDescription ?? null,
    submission_statement: settings.submissionStatement ?? null,
  };
  await db
    .insertInto('task_settings')
    .values({ scope, item_id: itemId, ...values })
    .onConflict((oc) => oc.columns(['scope', 'item_id']).doUpdateSet(values))
    .execute();
}

/** The task's activity id in the record store: its ActivityId, else its id. */
export const taskActivityId = (item: Pick<ItemRecord, 'id' | 'definition'>): string => item.definition.ActivityId || item.id;

/** The item a record store activity is about: the one with that ActivityId, else that Id. */
export async function itemByActivity(db: Database, scope: string, activityId: string): Promise<{ id: string; type: string } | undefined> {
  return db
    .selectFrom('catalogue_items')
    .select(['id', 'type'])
    .where('scope', '=', scope)
    .where((eb) => eb.or([eb(sql<string>`definition ->> 'ActivityId'`, '=', activityId), eb('id', '=', activityId)]))
    .orderBy('id')
    .executeTakeFirst();
}

/** The current attempt's id, starting the first attempt when there is none. */
export async function currentAttempt(db: Database, key: ItemKey): Promise<string> {
  return (await latestAttempt(db, key.userId, key.itemId))?.id ?? (await createAttempt(db, key, null)).id;
}

/** Sets the task's completion (and recomputes the curricula holding it). */
export async function setTaskCompletion(db: Database, key: ItemKey, completion: Completion, now = new Date()): Promise<void> {
  await replaceCompletion(db, key, completion, now);
}

// Attachments ----------------------------------------------------------------------------------

type AttachmentRow = { id: string; body: string; name: string; type: string; created_at: Date | string };
const toAttachment = (row: AttachmentRow): TaskAttachment => ({
  id: row.id,
  body: row.body,
  name: row.name,
  type: row.type as TaskAttachment['type'],
  timestamp: new Date(row.created_at).toISOString(),
});

/** The user's attachments on the task's attempt (all of them when the task has no attempt yet), oldest first. */
export async function listAttachments(db: Database, key: ItemKey, attemptId: string | null): Promise<TaskAttachment[]> {
  let query = db
    .selectFrom('task_attachments')
    .select(['id', 'body', 'name', 'type', 'created_at'])
    .where('scope', '=', key.scope)
    .where('user_id', '=', key.userId)
    .where('item_id', '=', key.itemId);
  if (attemptId) query = query.where((eb) => eb.or([eb('attempt_id', '=', attemptId), eb('attempt_id', 'is', null)]));
  return (await query.orderBy('created_at').orderBy('id').execute()).map(toAttachment);
}

export async function addAttachment(db: Database, key: ItemKey, attemptId: string | null, input: { type: string; name: string; body: string }): Promise<TaskAttachment> {
  const id = randomUUID();
  const row = await db
    .insertInto('task_attachments')
    .values({ id, scope: key.scope, user_id: key.userId, item_id: key.itemId, attempt_id: attemptId, type: input.type, name: input.name, body: input.body })
    .returning(['id', 'body', 'name', 'type', 'created_at'])
    .executeTakeFirstOrThrow();
  return toAttachment(row);
}

export async function findAttachment(db: Database, key: ItemKey, id: string): Promise<TaskAttachment | undefined> {
  const row = await db
    .selectFrom('task_attachments')
    .select(['id', 'body', 'name', 'type', 'created_at'])
    .where('id', '=', id)
    .where('scope', '=', key.scope)
    .where('user_id', '=', key.userId)
    .where('item_id', '=', key.itemId)
    .executeTakeFirst();
  return row ? toAttachment(row) : undefined;
}

export async function deleteAttachment(db: Database, id: string): Promise<void> {
  await db.deleteFrom('task_attachments').where('id', '=', id).execute();
}

// Journal --------------------------------------------------------------------------------------

export interface JournalInput {
  kind: Exclude<TaskJournalKind, 'comment'>;
  attemptId?: string | null;
  toName?: string | null;
  value?: string | null;
  actorId: string | null;
  actorName: string;
  at?: Date;
}

export async function addJournalEntry(db: Database, key: ItemKey, entry: JournalInput): Promise<void> {
  await db
    .insertInto('task_journal')
    .values({
      id: randomUUID(),
      scope: key.scope,
      user_id: key.userId,
      item_id: key.itemId,
      attempt_id: entry.attemptId ?? null,
      kind: entry.kind,
      to_name: entry.toName ?? null,
      value: entry.value ?? null,
      actor_id: entry.actorId,
      actor_name: entry.actorName,
      ...(entry.at ? { datestamp: entry.at } : {}),
    })
    .execute();
}

/** The task's audit entries for its owner, newest first. */
export async function readTaskJournal(db: Database, key: ItemKey): Promise<TaskJournalEntry[]> {
  const rows = await db
    .selectFrom('task_journal')
    .select(['id', 'kind', 'to_name', 'value', 'actor_name', 'datestamp'])
    .where('scope', '=', key.scope)
    .where('user_id', '=', key.userId)
    .where('item_id', '=', key.itemId)
    .orderBy('datestamp', 'desc')
    .orderBy('seq', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as TaskJournalKind,
    toName: row.to_name,
    actor: row.actor_name,
    datestamp: new Date(row.datestamp).toISOString(),
    value: row.value,
  }));
}

// The record store's documents -------------------------------------------------------------------

export interface StateKey {
  scope: string;
  userId: string;
  activityId: string;
  stateId: string;
  /** '' for none. */
  registration: string;
}

const stateDocument = (key: StateKey) => ({
  scope: key.scope,
  kind: 'state' as const,
  activityId: key.activityId,
  registration: key.registration,
  documentId: key.stateId,
  userId: key.userId,
});

/** The user's state document as JSON (lrs/documents keeps it), or undefined. */
export async function readState(db: Database, key: StateKey): Promise<{ content: unknown; updatedAt: Date } | undefined> {
  const found = await readUserJson(db, stateDocument(key));
  return found ? { content: found.content, updatedAt: found.updated } : undefined;
}

export async function writeState(db: Database, key: StateKey, content: unknown, now = new Date()): Promise<void> {
  await writeUserJson(db, stateDocument(key), content, now);
}

/** A task attempt's submission state, as the record store keeps it; undefined when none was written. */
export async function readSubmissionState(db: Database, key: ItemKey & { activityId: string }, attemptId: string | null): Promise<TaskSubmissionState | undefined> {
  const found = await readState(db, { scope: key.scope, userId: key.userId, activityId: key.activityId, stateId: TASK_SUBMISSION_STATE_ID, registration: attemptId ?? '' });
  return found?.content as TaskSubmissionState | undefined;
}

/**
 * Appends a submitted text to the attempt's submission state and clears its draft (spec 2 §4), with its
 * journal entry; the caller's transaction holds it together with the status change it comes with.
 */
export async function appendSubmission(
  db: Database,
  key: ItemKey & { activityId: string },
  attemptId: string,
  text: string,
  actor: { id: string; name: string },
  now = new Date(),
): Promise<void> {
  const previous = (await readSubmissionState(db, key, attemptId)) ?? EMPTY_SUBMISSION_STATE;
  const stateKey = { scope: key.scope, userId: key.userId, activityId: key.activityId, stateId: TASK_SUBMISSION_STATE_ID, registration: attemptId };
  await writeState(db, stateKey, submitText(previous, text, now), now);
  await addJournalEntry(db, key, { kind: 'submission-statement', attemptId, value: text, actorId: actor.id, actorName: actor.name });
}

const profileDocument = (scope: string, userId: string, profileId: string) => ({
  scope,
  kind: 'agent_profile' as const,
  activityId: '',
  registration: '',
  documentId: profileId,
  userId,
});

export async function readAgentProfile(db: Database, scope: string, userId: string, profileId: string): Promise<{ content: unknown; updatedAt: Date } | undefined> {
  const found = await readUserJson(db, profileDocument(scope, userId, profileId));
  return found ? { content: found.content, updatedAt: found.updated } : undefined;
}

// What the task rules need ------------------------------------------------------------------------

export interface TaskState {
  status: Completion;
  enrolmentStatus: Enrolment;
  enrolmentMode: EnrolmentMode;
  approvalRequired: boolean;
  /** The current attempt (the submission state's registration), null before the first. */
  attemptId: string | null;
}

/** The owner's state of the task, as the rules of @portal/contracts/tasks read it. */
export async function taskState(db: Database, key: ItemKey, item: ItemRecord): Promise<TaskState> {
  const [state, settings, attempt] = await Promise.all([
    userItemState(db, key.userId, key.itemId),
    taskSettings(db, key.scope, key.itemId),
    latestAttempt(db, key.userId, key.itemId),
  ]);
  return {
    status: (state.completion?.completion ?? 'NotAttempted') as Completion,
    enrolmentStatus: (state.enrolment?.enrolment ?? 'NotEnrolled') as Enrolment,
    enrolmentMode: item.definition.EnrolmentMode,
    approvalRequired: settings.approvalRequired,
    attemptId: attempt?.id ?? null,
  };
}
