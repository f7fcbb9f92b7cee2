import { APPROVAL_STATE, stampPaths } from '@portal/contracts/approvals';
import { cataloguePaths } from '@portal/contracts/catalogue';
import { dossierPaths } from '@portal/contracts/external-learning';
import {
  EMPTY_SUBMISSION_STATE,
  TASK_SUBMISSION_STATE_ID,
  agentParam,
  recordStorePaths,
  saveDraft,
  submitText,
  taskFileArea,
  taskPaths,
  type TaskItem,
  type TaskSubmissionState,
} from '@portal/contracts/tasks';
import { dueDays } from '../../../../src/domain/tasks';
import { DEMO_E2E_TASK } from '../../../../src/seed/demo-tasks';
import { databases } from '../../../helpers/db';
import { lrsAgent, lrsHeaders, userLrsAuth } from '../../../helpers/lrs';
import { type TestClient, type TestLms, useLms } from '../../../helpers/lms';
import { API, SCOPE, del } from './helpers';

/** A multipart body with one file and the uploader's name (the file store's upload). */
function multipart(filename: string, data: Buffer): { body: Buffer; headers: Record<string, string> } {
  const boundary = '----task-test-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="uploader"\r\n\r\nAlex Morgan\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A signed-in user and the task calls of one owner's task. */
async function person(lms: TestLms, username: string) {
  const client = lms.client();
  const userId = await client.signIn(username);
  // The record store takes the user's token from xapi/config (the Authorization header), not the session.
  return { client, userId, username, lrs: { authorization: await userLrsAuth(lms, userId), agent: lrsAgent(lms, userId) } };
}
type Person = Awaited<ReturnType<typeof person>>;

function taskCalls(caller: Person, ownerId: string, id: string) {
  const p = taskPaths;
  return {
    get: () => caller.client.get(API + p.item(SCOPE, ownerId, id, caller.userId)),
    item: async () => (await caller.client.get(API + p.item(SCOPE, ownerId, id, caller.userId))).json<TaskItem>(),
    status: (status: string) => caller.client.post(API + p.status(SCOPE, ownerId, id, caller.userId), { status }),
    journal: () => caller.client.get(API + p.journal(SCOPE, ownerId, id, caller.userId)),
    submissions: () => caller.client.get(API + p.submissions(SCOPE, ownerId, id, caller.userId)),
    attach: (body: unknown) => caller.client.post(API + p.attachments(SCOPE, ownerId, id, caller.userId), body),
    detach: (attachmentId: string) => del(caller.client, API + p.attachment(SCOPE, ownerId, id, attachmentId, caller.userId)),
    newAttempt: () => caller.client.post(API + cataloguePaths.newAttempt(SCOPE, ownerId, id, 'web-orbit-demo'), {}),
  };
}

/** The record store's submission state of the caller's task attempt. */
function stateCalls(caller: Person, activityId: string) {
  const query = (registration: string | null) => ({
    activityId,
    agent: agentParam(caller.lrs.agent),
    stateId: TASK_SUBMISSION_STATE_ID,
    registration,
  });
  return {
    read: (registration: string | null) => caller.client.get(API + recordStorePaths.state(query(registration)), { headers: lrsHeaders(caller.lrs.authorization) }),
    write: (registration: string | null, state: TaskSubmissionState) =>
      caller.client.put(API + recordStorePaths.state(query(registration)), state, { headers: lrsHeaders(caller.lrs.authorization) }),
  };
}

const NOW = () => new Date();

describe('due days (spec 2 §9: rounded from the day difference)', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('counts days remaining while due, days overdue after, rounded', () => {
    expect(dueDays(new Date('2026-03-13T23:00:00Z'), now)).toEqual({ dueDateDaysRemaining: 3, dueDateDaysOverDue: null });
    expect(dueDays(new Date('2026-03-10T13:00:00Z'), now)).toEqual({ dueDateDaysRemaining: 0, dueDateDaysOverDue: null });
    expect(dueDays(new Date('2026-03-07T06:00:00Z'), now)).toEqual({ dueDateDaysRemaining: null, dueDateDaysOverDue: 3 });
    expect(dueDays(null, now)).toEqual({ dueDateDaysRemaining: null, dueDateDaysOverDue: null });
  });
});

describe.each(databases())('task calls on $name', (database) => {
  const lms = useLms(database);
  let learner: Person;
  let approver: Person;
  let reviewer: Person;

  beforeAll(async () => {
    learner = await person(lms, 'learner');
    approver = await person(lms, 'approver');
    reviewer = await person(lms, 'reviewer');
  });

  it('answers the task form model to its owner: the demo’s task awaiting submission', async () => {
    const task = await taskCalls(learner, learner.userId, 'demo-task-reflection').item();
    expect(task).toMatchObject({
      id: 'demo-task-reflection',
      name: 'Reflective account: a learning event',
      type: 'Task',
      status: 'NotAttempted',
      enrolmentStatus: 'Enrolled',
      approvalRequired: true,
      attemptReference: null,
      owner: { id: learner.userId, username: 'learner' },
      userAttachments: [],
      externalReference: `demo-task-reflection:${learner.userId}`,
      submissionStatement: expect.stringContaining('reflective account'),
      dueDateDaysRemaining: expect.any(Number),
    });
  });

  it('answers the task’s supporting files (its own content files) to whoever reads it, to download; nobody uploads to them', async () => {
    const task = await taskCalls(learner, learner.userId, 'demo-task-reflection').item();
    expect(task.supportingFiles).toEqual([
      { name: 'Reflective writing guide.pdf', url: expect.stringMatching(/^\/dossier\/files\/demo\/content\/demo-task-reflection\/\.attachments\/[\w-]+$/) },
    ]);
    const file = await learner.client.get(API + task.supportingFiles[0]!.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Another learner of the tenant reads them too; another tenant's user does not.
    expect((await reviewer.client.get(API + task.supportingFiles[0]!.url)).statusCode).toBe(200);
    const { body, headers } = multipart('mine.pdf', Buffer.from('%PDF-1.4 mine'));
    expect((await learner.client.post(API + dossierPaths.upload(SCOPE, 'demo-task-reflection/.attachments'), body, { headers })).statusCode).toBe(404);
  });

  it('seeds a task pending approval with a request for approver, and a rejected one with the approver’s comment', async () => {
    const pending = await taskCalls(learner, learner.userId, 'demo-task-observation').item();
    expect(pending).toMatchObject({
      status: 'PendingApproval',
      approvalRequest: { state: APPROVAL_STATE.pending, approverId: approver.userId, context: { approvalType: 'completion' } },
    });
    const rejected = taskCalls(learner, learner.userId, 'demo-task-audit');
    expect(await rejected.item()).toMatchObject({ status: 'Rejected', allowAttempts: true, approvalRequest: { state: APPROVAL_STATE.rejected } });
    const journal = (await rejected.journal()).json().entries;
    expect(journal[0]).toMatchObject({ kind: 'approval', toName: 'Rejected', actor: 'Priya Shah', value: expect.stringContaining('five moments') });
  });

  describe('who may read a task (others get 404)', () => {
    it('the approver of the owner’s request reads the task, its journal and its submissions', async () => {
      const asApprover = taskCalls(approver, learner.userId, 'demo-task-observation');
      expect((await asApprover.get()).statusCode).toBe(200);
      expect((await asApprover.journal()).statusCode).toBe(200);
      expect((await asApprover.submissions()).json().submissions).toHaveLength(1);
    });

    it('nobody else: a user without a request on it, an approver of another task, another tenant’s path', async () => {
      expect((await taskCalls(reviewer, learner.userId, 'demo-task-observation').get()).statusCode).toBe(404);
      expect((await taskCalls(approver, learner.userId, 'demo-task-reflection').get()).statusCode).toBe(404);
      expect((await taskCalls(approver, learner.userId, 'demo-task-reflection').submissions()).statusCode).toBe(404);
      expect((await taskCalls(learner, 'no-such-user', 'demo-task-observation').get()).statusCode).toBe(404);
      expect((await taskCalls(learner, learner.userId, 'demo-link').get()).statusCode).toBe(404);
      expect((await learner.client.get(`${API}${taskPaths.item('big', learner.userId, 'demo-task-reflection', learner.userId)}`)).statusCode).toBeGreaterThanOrEqual(403);
      // actingAs must be the caller.
      expect((await learner.client.get(API + taskPaths.item(SCOPE, learner.userId, 'demo-task-reflection', approver.userId))).statusCode).toBe(403);
    });

    it('the approver may not change the owner’s task', async () => {
      const asApprover = taskCalls(approver, learner.userId, 'demo-task-observation');
      expect((await asApprover.status('cancel')).statusCode).toBe(403);
      expect((await asApprover.attach({ type: 'ELAReference', body: 'x', name: 'x' })).statusCode).toBe(403);
    });
  });

  it('drafts, submits for approval, is rejected with a required comment, and starts again (the e2e’s story)', async () => {
    const task = taskCalls(learner, learner.userId, DEMO_E2E_TASK.id);
    const state = stateCalls(learner, DEMO_E2E_TASK.id);
    // Nothing submitted yet: no approval request.
    expect((await task.status('PendingApproval')).json()).toMatchObject({ ErrorCode: 'NothingSubmitted' });
    // Mark in progress: the first attempt starts; its state is empty (ResourceNotFound).
    const started = await task.status('Attempted');
    expect(started.json()).toEqual({ status: 'Attempted', attemptReference: expect.any(String) });
    const attempt = started.json().attemptReference as string;
    const missing = await state.read(attempt);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ ErrorCode: 'ResourceNotFound' });

    // The form model says the new attempt has no submission state yet (the page then reads none: no 404 to log).
    expect((await task.item()).hasSubmissionState).toBe(false);
    // A draft replaces the draft; reading it back gives it.
    const first = saveDraft(EMPTY_SUBMISSION_STATE, 'First thoughts', NOW());
    expect((await state.write(attempt, first)).statusCode).toBe(204);
    expect((await task.item()).hasSubmissionState).toBe(true);
    const second = saveDraft(first, 'Better thoughts', NOW());
    expect((await state.write(attempt, second)).statusCode).toBe(204);
    expect((await state.read(attempt)).json()).toEqual(second);
    // Only on the current attempt, and only a draft change or one appended submission.
    expect((await state.write('0b7c2d1e-0000-4000-8000-000000000000', first)).json()).toMatchObject({ ErrorCode: 'AttemptNotCurrent' });
    const submitted = submitText(second, 'My case study', NOW());
    expect((await state.write(attempt, { ...submitted, draft: 'kept' })).json()).toMatchObject({ ErrorCode: 'DraftNotCleared' });
    expect((await state.write(attempt, submitted)).statusCode).toBe(204);
    expect((await state.write(attempt, { ...submitted, submissions: [{ text: 'rewritten', timestamp: NOW().toISOString() }] })).json()).toMatchObject({
      ErrorCode: 'SubmissionsChanged',
    });
    // Approval is required: no direct completion.
    expect((await task.status('Completed')).json()).toMatchObject({ ErrorCode: 'ApprovalRequired' });

    // Submit for approval: the request goes to learner's approver; the task is read-only for its owner.
    expect((await task.status('PendingApproval')).json()).toMatchObject({ status: 'PendingApproval' });
    const pending = await task.item();
    expect(pending.approvalRequest).toMatchObject({ state: APPROVAL_STATE.pending, approverId: approver.userId });
    expect((await state.write(attempt, saveDraft(submitted, 'more', NOW()))).json()).toMatchObject({ ErrorCode: 'TaskReadOnly' });
    const reference = pending.approvalRequest!.reference;

    // The learner cannot approve their own request; a rejection needs a comment.
    const ownAccept = await learner.client.post(API + stampPaths.acceptRequest, { actorId: learner.userId, reference });
    expect(ownAccept.statusCode).toBe(403);
    const noComment = await approver.client.post(API + stampPaths.rejectRequest, { actorId: learner.userId, reference, comment: ' ' });
    expect(noComment.statusCode).toBe(400);
    expect((await task.item()).status).toBe('PendingApproval');
    const rejected = await approver.client.post(API + stampPaths.rejectRequest, { actorId: learner.userId, reference, comment: 'Say who was involved in planning the discharge.' });
    expect(rejected.statusCode).toBe(200);

    // Rejected, with the comment in the journal; the approver still reads it (read-only for them).
    expect(await task.item()).toMatchObject({ status: 'Rejected', approvalRequest: { state: APPROVAL_STATE.rejected } });
    const entries = (await task.journal()).json().entries;
    expect(entries.map((e: { kind: string }) => e.kind)).toEqual(['approval', 'status-change', 'submission-statement', 'status-change']);
    expect(entries[0]).toMatchObject({ toName: 'Rejected', value: 'Say who was involved in planning the discharge.', actor: 'Priya Shah' });
    expect(entries[2]).toMatchObject({ value: 'My case study', actor: 'Alex Morgan' });
    expect((await taskCalls(approver, learner.userId, DEMO_E2E_TASK.id).get()).statusCode).toBe(200);

    // The owner writes again: a draft on the rejected task puts it back in progress.
    expect((await state.write(attempt, saveDraft(submitted, 'Next version', NOW()))).statusCode).toBe(204);
    expect((await task.item()).status).toBe('Attempted');
  });

  it('cancels a pending request (back in progress), and an approved task is complete and read-only', async () => {
    // learner's pending observation: cancel, then submit again and have it approved.
    const task = taskCalls(learner, learner.userId, 'demo-task-observation');
    expect((await task.status('cancel')).json()).toMatchObject({ status: 'Attempted' });
    expect((await task.status('cancel')).json()).toMatchObject({ ErrorCode: 'NotPendingApproval' });
    expect((await task.status('PendingApproval')).json()).toMatchObject({ status: 'PendingApproval' });
    const { reference } = (await task.item()).approvalRequest!;
    expect((await approver.client.post(API + stampPaths.acceptRequest, { actorId: learner.userId, reference })).statusCode).toBe(200);
    const done = await task.item();
    expect(done).toMatchObject({ status: 'Completed', approvalRequest: { state: APPROVAL_STATE.approved } });
    expect((await task.status('Attempted')).json()).toMatchObject({ ErrorCode: 'TaskReadOnly' });
    const state = stateCalls(learner, 'demo-task-observation');
    const current = (await state.read(done.attemptReference)).json();
    expect((await state.write(done.attemptReference, saveDraft(current, 'late', NOW()))).json()).toMatchObject({ ErrorCode: 'TaskReadOnly' });
  });

  describe('attachments', () => {
    const upload = (caller: Person, area: string, name: string, data = Buffer.from('%PDF-1.4 test')) => {
      const { body, headers } = multipart(name, data);
      return caller.client.post(API + dossierPaths.upload(SCOPE, area), body, { headers });
    };

    it('records a file uploaded to the task’s area, marking the task in progress, and removes it with its file', async () => {
      const task = taskCalls(learner, learner.userId, 'demo-task-reflection');
      const before = await task.item();
      expect(before.status).toBe('NotAttempted');
      const stored = await upload(learner, taskFileArea(before.externalReference), 'evidence.pdf');
      expect(stored.statusCode).toBe(200);
      const file = stored.json().file;
      const attached = await task.attach({ type: 'file', body: file.path, name: 'evidence.pdf' });
      expect(attached.statusCode).toBe(200);
      const after = await task.item();
      expect(after.status).toBe('Attempted');
      expect(after.userAttachments).toEqual([expect.objectContaining({ id: attached.json().id, name: 'evidence.pdf', type: 'file', body: file.path })]);
      expect((await task.journal()).json().entries.map((e: { kind: string }) => e.kind)).toEqual(['file-upload', 'status-change']);

      expect((await task.detach(attached.json().id)).statusCode).toBe(200);
      expect((await task.item()).userAttachments).toEqual([]);
      expect((await learner.client.get(API + dossierPaths.file(SCOPE, file.path))).statusCode).toBe(404);
      expect((await task.detach(attached.json().id)).statusCode).toBe(404);
    });

    it('refuses a wrong file type (415) on the server, and a file that is not in the task’s area (404)', async () => {
      const task = taskCalls(learner, learner.userId, 'demo-task-reflection');
      const { externalReference } = await task.item();
      expect((await upload(learner, taskFileArea(externalReference), 'run.exe')).statusCode).toBe(415);
      expect((await task.attach({ type: 'file', body: `${externalReference}/task-file-attachments/x`, name: 'run.exe' })).statusCode).toBe(415);
      // A file of another task's area is not this task's.
      const elsewhere = (await upload(learner, taskFileArea(`demo-task-audit:${learner.userId}`), 'notes.pdf')).json().file;
      expect((await task.attach({ type: 'file', body: elsewhere.path, name: 'notes.pdf' })).json()).toMatchObject({ ErrorCode: 'FileNotFound' });
      expect((await task.attach({ type: 'file', body: `${externalReference}/task-file-attachments/missing`, name: 'a.pdf' })).statusCode).toBe(404);
    });

    it('refuses changes while the task is read-only (pending approval)', async () => {
      const task = taskCalls(learner, learner.userId, DEMO_E2E_TASK.id);
      const state = stateCalls(learner, DEMO_E2E_TASK.id);
      const current = await task.item();
      const text = (await state.read(current.attemptReference)).json();
      await state.write(current.attemptReference, submitText(text, 'v2', NOW()));
      expect((await task.status('PendingApproval')).statusCode).toBe(200);
      const refused = await upload(learner, taskFileArea(current.externalReference), 'late.pdf');
      expect(refused.statusCode).toBe(404);
      expect((await task.attach({ type: 'ELAReference', body: 'whatever', name: 'x' })).json()).toMatchObject({ ErrorCode: 'TaskReadOnly' });
      // Its approver reads the area's files.
      expect((await approver.client.get(API + dossierPaths.list(SCOPE, taskFileArea(current.externalReference), learner.userId))).statusCode).toBe(200);
    });
  });

  it('starts a new attempt of a rejected task (an empty submission) up to its maximum, then MaxAllowedAttemptsExceeded', async () => {
    const task = taskCalls(learner, learner.userId, 'demo-task-audit');
    const before = await task.item();
    const triggered = await task.newAttempt();
    expect(triggered.json()).toMatchObject({ status: 'Success', attemptId: expect.any(String) });
    const after = await task.item();
    expect(after.status).toBe('Attempted');
    expect(after.attemptReference).not.toBe(before.attemptReference);
    expect((await stateCalls(learner, 'demo-task-audit').read(after.attemptReference)).statusCode).toBe(404);
    expect((await task.newAttempt()).json()).toMatchObject({ status: 'Success' });
    expect((await task.newAttempt()).json()).toMatchObject({ status: 'MaxAllowedAttemptsExceeded' });
  });

  it('refuses an unknown status and a body without one (400)', async () => {
    const task = taskCalls(learner, learner.userId, 'demo-task-reflection');
    expect((await task.status('Completed!')).statusCode).toBe(400);
    const client: TestClient = learner.client;
    expect((await client.post(API + taskPaths.status(SCOPE, learner.userId, 'demo-task-reflection', learner.userId), {})).statusCode).toBe(400);
  });

  describe('submitting sends the text and the status change in one call: both happen, or neither', () => {
    const submit = (caller: Person, id: string, status: string, submission?: string) =>
      caller.client.post(API + taskPaths.status(SCOPE, caller.userId, id, caller.userId), submission === undefined ? { status } : { status, submission });

    it('refused for want of an approver: no submission, the draft kept, the status unchanged, no journal entry', async () => {
      // reviewer has no approver.
      const id = 'demo-task-reflection';
      expect((await reviewer.client.post(API + cataloguePaths.enrolment(SCOPE, reviewer.userId, id), { status: 'Enrolled' })).statusCode).toBe(200);
      const task = taskCalls(reviewer, reviewer.userId, id);
      const state = stateCalls(reviewer, id);

      // Not started: the refusal leaves it not started (marking it in progress is undone too).
      const first = await submit(reviewer, id, 'PendingApproval', 'My account of the event');
      expect(first.statusCode).toBe(409);
      expect(first.json()).toMatchObject({ ErrorCode: 'NoApprover' });
      expect(await task.item()).toMatchObject({ status: 'NotAttempted', attemptReference: null });

      // In progress with a draft: the draft and the status stay as they were.
      const attempt = (await task.status('Attempted')).json().attemptReference as string;
      const draft = saveDraft(EMPTY_SUBMISSION_STATE, 'My draft', NOW());
      expect((await state.write(attempt, draft)).statusCode).toBe(204);
      const refused = await submit(reviewer, id, 'PendingApproval', 'My account of the event');
      expect(refused.json()).toMatchObject({ ErrorCode: 'NoApprover' });
      expect((await state.read(attempt)).json()).toEqual(draft);
      expect((await task.item()).status).toBe('Attempted');
      expect((await task.journal()).json().entries.map((e: { kind: string }) => e.kind)).toEqual(['status-change']);
    });

    it('with an approver: the text is appended, the draft cleared and the request filed together; the text is checked', async () => {
      const id = 'demo-task-reflection';
      const task = taskCalls(learner, learner.userId, id);
      expect((await submit(learner, id, 'PendingApproval', ' ')).statusCode).toBe(400);
      expect((await submit(learner, id, 'cancel', 'text')).statusCode).toBe(400);
      const answer = await submit(learner, id, 'PendingApproval', 'What I learnt');
      expect(answer.json()).toEqual({ status: 'PendingApproval', attemptReference: expect.any(String) });
      const after = await task.item();
      expect(after).toMatchObject({ status: 'PendingApproval', approvalRequest: { state: APPROVAL_STATE.pending, approverId: approver.userId } });
      const saved = (await stateCalls(learner, id).read(after.attemptReference)).json() as TaskSubmissionState;
      expect(saved).toMatchObject({ draft: '', submissions: [{ text: 'What I learnt' }] });
      const kinds = (await task.journal()).json().entries.map((e: { kind: string }) => e.kind);
      expect(kinds).toEqual(expect.arrayContaining(['submission-statement', 'status-change']));
      expect((await task.status('cancel')).statusCode).toBe(200);
    });
  });
});
