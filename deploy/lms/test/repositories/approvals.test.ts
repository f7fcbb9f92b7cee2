import { APPROVAL_STATE } from '@portal/contracts/approvals';
import type { Database, DatabaseHandle } from '../../src/db';
import { decideApprovalRequest, registerApprovalObject } from '../../src/domain/approvals';
import { addApprovalRequest, approverOf, findApprovalRequest, readJournal, requestsForApprover, requestsForObject } from '../../src/repositories/approvals';
import { listComments } from '../../src/repositories/comments';
import { databases } from '../helpers/db';

describe.each(databases())('approvals repository on $name', (database) => {
  let handle: DatabaseHandle;
  let db: Database;
  const users: Record<string, string> = {};
  const decided: Array<{ objectId: string; state: number; comment?: string }> = [];
  const gone = new Set<string>();

  beforeAll(async () => {
    handle = await database.open();
    db = handle.db;
    for (const row of await db.selectFrom('users').select(['id', 'username']).where('scope', '=', 'demo').execute()) users[row.username] = row.id;
    registerApprovalObject('repo-test', {
      describe: async (_db, _scope, objectId) => (gone.has(objectId) ? undefined : { title: `Item ${objectId}`, contentType: 'Repo test' }),
      decided: async (_db, request, state, comment) => {
        decided.push({ objectId: request.objectId, state, ...(comment ? { comment } : {}) });
      },
    });
    registerApprovalObject('task', { describe: async (_db, _scope, objectId) => ({ title: `Task ${objectId}`, contentType: 'Task' }) });
  }, 30_000);
  afterAll(() => handle.close());

  const add = (objectId: string, objectType = 'repo-test') => addApprovalRequest(db, { scope: 'demo', actorId: users.learner!, approverId: users.approver!, objectId, objectType });

  it("resolves learner's approver from the profile's username, and none for a user without one", async () => {
    const learner = await db.selectFrom('users').selectAll().where('id', '=', users.learner!).executeTakeFirstOrThrow();
    expect(await approverOf(db, learner)).toBe(users.approver);
    expect(await approverOf(db, { ...learner, profile: { approver: users.teamleader! } })).toBe(users.teamleader);
    expect(await approverOf(db, { ...learner, profile: { approverObj: { ref: users.reviewer } } as never })).toBe(users.reviewer);
    expect(await approverOf(db, { ...learner, profile: { approver: 'nobody-here' } })).toBeUndefined();
    expect(await approverOf(db, { ...learner, scope: 'elsewhere' })).toBeUndefined();
  });

  it('adds a pending request and resets the same one when asked again', async () => {
    const first = await add('o1');
    expect(first).toMatchObject({
      actor: 'Alex Morgan',
      actorId: users.learner,
      approverId: users.approver,
      objectId: 'o1',
      objectType: 'repo-test',
      state: APPROVAL_STATE.pending,
      context: { approvalType: 'completion' },
    });
    await decideApprovalRequest(db, { scope: 'demo', reference: first.reference, action: 'reject', byUserId: users.approver!, comment: 'More detail' });
    const again = await add('o1');
    expect(again.reference).toBe(first.reference);
    expect(again.state).toBe(APPROVAL_STATE.pending);
    expect(await requestsForObject(db, 'demo', 'o1')).toHaveLength(1);
    expect((await readJournal(db, 'demo', first.reference)).map((e) => [e.from, e.to, e.comment])).toEqual([
      [null, '1', undefined],
      ['1', '3', 'More detail'],
      ['3', '1', undefined],
    ]);
    expect(decided).toContainEqual({ objectId: 'o1', state: APPROVAL_STATE.rejected, comment: 'More detail' });
  });

  it('lets only the approver accept, never the actor; rejecting needs a comment; another tenant finds nothing', async () => {
    const request = await add('o2');
    await expect(decideApprovalRequest(db, { scope: 'demo', reference: request.reference, action: 'accept', byUserId: users.learner! })).rejects.toMatchObject({ statusCode: 403 });
    await expect(decideApprovalRequest(db, { scope: 'demo', reference: request.reference, action: 'accept', byUserId: users.teamleader! })).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(decideApprovalRequest(db, { scope: 'demo', reference: request.reference, action: 'reject', byUserId: users.approver!, comment: ' ' })).rejects.toMatchObject({
      statusCode: 400,
      errorCode: 'CommentRequired',
    });
    await expect(decideApprovalRequest(db, { scope: 'other', reference: request.reference, action: 'accept', byUserId: users.approver! })).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(await findApprovalRequest(db, 'other', request.reference)).toBeUndefined();
    const accepted = await decideApprovalRequest(db, { scope: 'demo', reference: request.reference, action: 'accept', byUserId: users.approver! });
    expect(accepted.state).toBe(APPROVAL_STATE.approved);
    await expect(decideApprovalRequest(db, { scope: 'demo', reference: request.reference, action: 'reject', byUserId: users.approver!, comment: 'late' })).rejects.toMatchObject({
      statusCode: 409,
    });
  });

  it('lets only the actor cancel or reset', async () => {
    const request = await add('o3');
    await expect(decideApprovalRequest(db, { scope: 'demo', reference: request.reference, action: 'cancel', byUserId: users.approver! })).rejects.toMatchObject({
      statusCode: 403,
    });
    expect((await decideApprovalRequest(db, { scope: 'demo', reference: request.reference, action: 'cancel', byUserId: users.learner! })).state).toBe(APPROVAL_STATE.cancelled);
    expect((await decideApprovalRequest(db, { scope: 'demo', reference: request.reference, action: 'reset', byUserId: users.learner! })).state).toBe(APPROVAL_STATE.pending);
  });

  it('answers CatalogueItemNotFound when accepting a request whose object is gone, and changes nothing', async () => {
    const request = await add('o4');
    gone.add('o4');
    await expect(decideApprovalRequest(db, { scope: 'demo', reference: request.reference, action: 'accept', byUserId: users.approver! })).rejects.toMatchObject({
      statusCode: 404,
      errorCode: 'CatalogueItemNotFound',
    });
    expect((await findApprovalRequest(db, 'demo', request.reference))?.state).toBe(APPROVAL_STATE.pending);
  });

  it("lets an active delegate decide and lists the approver's requests for them", async () => {
    const request = await add('o5');
    await db
      .insertInto('delegations')
      .values({ reference: 'd-repo', scope: 'demo', approver_id: users.approver!, delegatee_id: users.teamleader!, start_at: null, end_at: null })
      .execute();
    expect((await requestsForApprover(db, 'demo', users.teamleader!)).map((r) => r.reference)).toContain(request.reference);
    expect((await decideApprovalRequest(db, { scope: 'demo', reference: request.reference, action: 'accept', byUserId: users.teamleader! })).state).toBe(APPROVAL_STATE.approved);
    await db.deleteFrom('delegations').where('reference', '=', 'd-repo').execute();
  });

  it("posts a task rejection's comment to the task's topic, where its owner reads it", async () => {
    const request = await add('t1', 'task');
    await decideApprovalRequest(db, { scope: 'demo', reference: request.reference, action: 'reject', byUserId: users.approver!, comment: 'Please add a reflection' });
    const thread = await listComments(db, 'demo', `t1:${users.learner}`);
    expect(thread).toMatchObject([{ value: 'Please add a reflection', topic_label: 'Task t1', topic_data: 'task', commenter_name: 'Priya Shah' }]);
  });
});
