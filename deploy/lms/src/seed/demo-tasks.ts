import { APPROVAL_STATE } from '@portal/contracts/approvals';
import { TASK_SUBMISSION_STATE_ID, taskTopic, type TaskSubmissionState } from '@portal/contracts/tasks';
import { dossierArea } from '@portal/contracts/external-learning';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Database } from '../db';
import { saveStoredFile } from '../repositories/files';
import { json } from '../db/json';
import { addApprovalRequest, approverOf, setRequestState } from '../repositories/approvals';
import { addComment } from '../repositories/comments';
import { setEnrolment } from '../repositories/catalogue-user';
import { addJournalEntry, currentAttempt, saveTaskSettings, setTaskCompletion, writeState } from '../repositories/tasks';

/*
 * Demo data of tasks. learner has:
 * - 'Reflective account: a learning event' awaiting submission (enrolled, not started);
 * - 'Observed practice: medicines round' submitted and pending approval, with a request for approver;
 * - 'Hand hygiene audit' rejected by approver, with the approver's comment (in the task's journal and
 *   on its comment topic), ready for a new submission;
 * - 'Case study: a safe discharge' enrolled and untouched: the tasks e2e's own, which it drives through
 *   draft, submission, rejection and back (nothing else uses it, so it runs on any demo database).
 */

/** The e2e's task: no other test or demo story touches it. */
export const DEMO_E2E_TASK = { id: 'demo-task-e2e', name: 'Case study: a safe discharge' } as const;

const REFLECTION = {
  longDescription:
    '<p>Choose one event from the last three months: an incident, a conversation or a piece of feedback.</p><ul><li>What happened?</li><li>What did you learn?</li><li>What will you do differently?</li></ul>',
  submissionStatement: 'Write your reflective account (about a page). Attach any supporting evidence.',
};

const HOUR = 3_600_000;
const AUDIT_REJECTION = 'Please add the compliance figure for each of the five moments and the actions you agreed with the ward manager.';

/** Idempotent: runs on a new demo tenant and on one seeded before tasks existed (its tasks once). */
export async function seedDemoTasks(db: Database, scope: string, now = new Date()): Promise<void> {
  const seeded = await db.selectFrom('task_settings').select('item_id').where('scope', '=', scope).where('item_id', '=', 'demo-task-reflection').executeTakeFirst();
  if (seeded) return;
  const learner = await db.selectFrom('users').selectAll().where('scope', '=', scope).where('username', '=', 'learner').executeTakeFirst();
  const template = await db.selectFrom('catalogue_items').selectAll().where('scope', '=', scope).where('id', '=', 'demo-task-reflection').executeTakeFirst();
  if (!learner || !template) return;
  const approverId = await approverOf(db, learner);

  await saveTaskSettings(db, scope, 'demo-task-reflection', REFLECTION);
  await seedSupportingFile(db, scope, learner.id);
  await saveTaskSettings(db, scope, 'demo-task-observation', {
    longDescription: '<p>Ask a registered nurse to observe you during a medicines round and to sign the observation form.</p>',
    submissionStatement: 'Describe the round and attach the signed observation form.',
  });
  await saveTaskSettings(db, scope, 'demo-task-audit', {
    longDescription: '<p>Audit hand hygiene on your ward for one shift using the five moments.</p>',
    submissionStatement: 'Summarise your findings: compliance per moment and what you will change.',
  });
  await saveTaskSettings(db, scope, DEMO_E2E_TASK.id, {
    longDescription: '<p>Follow one patient from admission to discharge and describe how the discharge was planned.</p>',
    submissionStatement: 'Write up the case (who was involved, what went well, what could be better).',
  });

  // The e2e's task: a copy of the reflective account's definition under its own id and name.
  await db
    .insertInto('catalogue_items')
    .values({
      scope,
      id: DEMO_E2E_TASK.id,
      type: 'Task',
      name: DEMO_E2E_TASK.name,
      definition: json({ ...template.definition, Description: '<p>A case study of a patient’s discharge from your ward.</p>', AllowAttempts: true, MaxAttempts: null }),
      created_on: now,
      modified_on: now,
    })
    .onConflict((oc) => oc.columns(['scope', 'id']).doNothing())
    .execute();
  await db
    .updateTable('catalogue_items')
    .set({ definition: json({ ...(await definitionOf(db, scope, 'demo-task-audit')), AllowAttempts: true, MaxAttempts: 3 }) })
    .where('scope', '=', scope)
    .where('id', '=', 'demo-task-audit')
    .execute();

  const key = (itemId: string) => ({ scope, userId: learner.id, itemId });
  const actor = { actorId: learner.id, actorName: learner.display_name };
  for (const itemId of ['demo-task-observation', 'demo-task-audit', DEMO_E2E_TASK.id]) await setEnrolment(db, key(itemId), 'Enrolled');

  // Submitted and pending approval.
  const observation = key('demo-task-observation');
  const observationAttempt = await currentAttempt(db, observation);
  const submittedAt = new Date(now.getTime() - 26 * HOUR);
  await setTaskCompletion(db, observation, 'Attempted', new Date(now.getTime() - 48 * HOUR));
  await addJournalEntry(db, observation, { kind: 'status-change', attemptId: observationAttempt, toName: 'Attempted', ...actor, at: new Date(now.getTime() - 48 * HOUR) });
  const observationText = 'Observed by Sam Okafor (RN) on the morning round: 14 patients, two controlled drugs checks, one omitted dose escalated.';
  await writeSubmission(db, observation, observationAttempt, {
    submissions: [{ text: observationText, timestamp: submittedAt.toISOString() }],
    draft: '',
    lastModified: submittedAt.toISOString(),
  });
  await addJournalEntry(db, observation, { kind: 'submission-statement', attemptId: observationAttempt, value: observationText, ...actor, at: submittedAt });
  if (approverId) {
    await addApprovalRequest(db, { scope, actorId: learner.id, approverId, objectId: 'demo-task-observation', objectType: 'task', approvalType: 'completion' });
    await setTaskCompletion(db, observation, 'PendingApproval', submittedAt);
    await addJournalEntry(db, observation, { kind: 'status-change', attemptId: observationAttempt, toName: 'PendingApproval', ...actor, at: submittedAt });
  }

  // Rejected with the approver's comment (the approvals core writes the comment to the task's topic).
  const audit = key('demo-task-audit');
  const auditAttempt = await currentAttempt(db, audit);
  const auditAt = new Date(now.getTime() - 5 * 24 * HOUR);
  await setTaskCompletion(db, audit, 'Attempted', auditAt);
  const auditText = 'Hand hygiene was good overall.';
  await writeSubmission(db, audit, auditAttempt, { submissions: [{ text: auditText, timestamp: auditAt.toISOString() }], draft: '', lastModified: auditAt.toISOString() });
  await addJournalEntry(db, audit, { kind: 'submission-statement', attemptId: auditAttempt, value: auditText, ...actor, at: auditAt });
  if (approverId) {
    const request = await addApprovalRequest(db, { scope, actorId: learner.id, approverId, objectId: 'demo-task-audit', objectType: 'task', approvalType: 'completion' });
    // The decision as decideApprovalRequest makes it, written out: the seed may run inside the tenant's
    // transaction, where the approvals core cannot open its own.
    const rejectedAt = new Date(auditAt.getTime() + 20 * HOUR);
    await setRequestState(db, request, APPROVAL_STATE.rejected, approverId, AUDIT_REJECTION, rejectedAt);
    await addComment(db, {
      scope,
      topicRef: taskTopic('demo-task-audit', learner.id, 'Hand hygiene audit').topicRef,
      topicLabel: 'Hand hygiene audit',
      topicData: 'task',
      value: AUDIT_REJECTION,
      commenterId: approverId,
    });
    await setTaskCompletion(db, audit, 'Rejected', rejectedAt);
    const approver = await db.selectFrom('users').select('display_name').where('id', '=', approverId).executeTakeFirst();
    await addJournalEntry(db, audit, {
      kind: 'approval',
      attemptId: auditAttempt,
      toName: 'Rejected',
      value: AUDIT_REJECTION,
      actorId: approverId,
      actorName: approver?.display_name ?? '',
      at: rejectedAt,
    });
  } else {
    await setTaskCompletion(db, audit, 'Rejected', auditAt);
  }
}

async function definitionOf(db: Database, scope: string, id: string): Promise<Record<string, unknown>> {
  const row = await db.selectFrom('catalogue_items').select('definition').where('scope', '=', scope).where('id', '=', id).executeTakeFirstOrThrow();
  return row.definition as unknown as Record<string, unknown>;
}

async function writeSubmission(db: Database, key: { scope: string; userId: string; itemId: string }, attemptId: string, state: TaskSubmissionState): Promise<void> {
  await writeState(
    db,
    { scope: key.scope, userId: key.userId, activityId: key.itemId, stateId: TASK_SUBMISSION_STATE_ID, registration: attemptId },
    state,
    new Date(state.lastModified ?? Date.now()),
  );
}

/** The reflective account's supporting file (spec 2 §3 supportingFiles): a one-page guide in the task's own area. */
async function seedSupportingFile(db: Database, scope: string, fallbackOwnerId: string): Promise<void> {
  const author = await db.selectFrom('users').select('id').where('scope', '=', scope).where('username', '=', 'admin').executeTakeFirst();
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  const lines = [
    'Reflective writing guide',
    '',
    '1. Describe what happened: who, where, when.',
    '2. Say how you felt and what you thought at the time.',
    '3. What went well, and what could have gone better?',
    '4. What did you learn, and what will you do differently?',
  ];
  lines.forEach((line, i) => page.drawText(line, { x: 56, y: 780 - i * 24, size: i === 0 ? 20 : 12, font }));
  await saveStoredFile(db, {
    scope,
    area: dossierArea('demo-task-reflection', '.attachments'),
    ownerId: author?.id ?? fallbackOwnerId,
    name: 'Reflective writing guide.pdf',
    contentType: 'application/pdf',
    uploader: 'Learning team',
    data: await pdf.save(),
  });
}
