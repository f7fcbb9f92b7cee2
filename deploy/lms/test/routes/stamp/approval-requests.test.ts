import { registerApprovalObject } from '../../../src/domain/approvals';
import { databases } from '../../helpers/db';
import { useLms, useSignedIn } from '../../helpers/lms';

const STAMP = '/_api/stamp/approvals';

// An object type of this test's own: every object exists (the slices register 'task' and 'ELA').
registerApprovalObject('stamp-test', { describe: async (_db, _scope, objectId) => ({ title: objectId, contentType: 'Test' }) });

describe.each(databases())('approval requests (/stamp/approvals) on $name', (database) => {
  const lms = useLms(database);
  const { learner, approver, other } = useSignedIn(lms, { learner: 'learner', approver: 'approver', other: 'teamleader' });

  const add = (objectId: string, client = learner, body: Record<string, unknown> = {}) =>
    client.post(`${STAMP}/addRequest`, { scope: 'demo', actorId: learner.userId, approverId: approver.userId, objectId, objectType: 'stamp-test', ...body });

  it("files a request for the learner's own approver only", async () => {
    const added = await add('ela-1');
    expect(added.statusCode).toBe(200);
    expect(added.json().request).toMatchObject({
      actor: 'Alex Morgan',
      actorId: learner.userId,
      approverId: approver.userId,
      objectId: 'ela-1',
      objectType: 'stamp-test',
      state: 1,
      context: { approvalType: 'completion' },
    });
    expect((await add('ela-1b', learner, { approverId: learner.userId })).json()).toMatchObject({ ErrorCode: 'NotYourApprover' });
    expect((await add('ela-1c', approver)).statusCode).toBe(403);
    expect((await add('ela-1d', learner, { scope: 'other' })).statusCode).toBe(404);
  });

  it('refuses the learner approving their own request (403) and rejecting without a comment (400)', async () => {
    const { reference } = (await add('ela-2')).json().request;
    const own = await learner.post(`${STAMP}/acceptRequest`, { scope: 'demo', actorId: learner.userId, reference });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ ErrorCode: 'NotApprover' });
    const bare = await approver.post(`${STAMP}/rejectRequest`, { scope: 'demo', actorId: learner.userId, reference });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ ErrorCode: 'CommentRequired' });
    const rejected = await approver.post(`${STAMP}/rejectRequest`, { scope: 'demo', actorId: learner.userId, reference, comment: 'Add the certificate' });
    expect(rejected.json().request.state).toBe(3);
    const journal = (await learner.post(`${STAMP}/readJournal`, { scope: 'demo', reference })).json().journal;
    expect(journal.map((e: { to: string; comment?: string; actor: string }) => [e.to, e.comment, e.actor])).toEqual([
      ['1', undefined, 'Alex Morgan'],
      ['3', 'Add the certificate', 'Priya Shah'],
    ]);
    expect((await learner.post(`${STAMP}/resetRequest`, { scope: 'demo', actorId: learner.userId, reference })).json().request.state).toBe(1);
    expect((await approver.post(`${STAMP}/acceptRequest`, { scope: 'demo', actorId: learner.userId, reference })).json().request.state).toBe(2);
  });

  it("never shows another user's or another tenant's request (404)", async () => {
    const { reference } = (await add('ela-3')).json().request;
    expect((await other.post(`${STAMP}/readJournal`, { scope: 'demo', reference })).statusCode).toBe(404);
    expect((await other.post(`${STAMP}/acceptRequest`, { scope: 'demo', actorId: learner.userId, reference })).statusCode).toBe(404);
    expect((await learner.post(`${STAMP}/readJournal`, { scope: 'other', reference })).statusCode).toBe(404);
    expect((await other.post(`${STAMP}/listRequestsForObject`, { scope: 'demo', ObjectId: 'ela-3' })).json()).toEqual({ success: true, requests: [] });
    expect((await other.post(`${STAMP}/listRequestsForApprover`, { scope: 'demo', ApproverId: approver.userId })).statusCode).toBe(403);
    expect((await other.post(`${STAMP}/removeRequest`, { scope: 'demo', reference })).statusCode).toBe(404);
  });

  it('lists by approver, actor and object, and lets the actor cancel and remove', async () => {
    const { reference } = (await add('ela-4')).json().request;
    const forApprover = (await approver.post(`${STAMP}/listRequestsForApprover`, { scope: 'demo', ApproverId: approver.userId })).json().requests;
    expect(forApprover.map((r: { reference: string }) => r.reference)).toContain(reference);
    expect((await approver.post(`${STAMP}/listRequestsForActor`, { scope: 'demo', ActorId: learner.userId })).json().requests.length).toBeGreaterThan(0);
    expect((await learner.post(`${STAMP}/listRequestsForObject`, { scope: 'demo', ObjectId: 'ela-4', ActorId: learner.userId })).json().requests).toHaveLength(1);
    expect((await approver.post(`${STAMP}/cancelRequest`, { scope: 'demo', actorId: learner.userId, reference })).statusCode).toBe(403);
    expect((await learner.post(`${STAMP}/cancelRequest`, { scope: 'demo', actorId: learner.userId, reference })).json().request.state).toBe(4);
    expect((await learner.post(`${STAMP}/removeRequest`, { scope: 'demo', reference })).json()).toEqual({ success: true });
    expect((await learner.post(`${STAMP}/readJournal`, { scope: 'demo', reference })).statusCode).toBe(404);
  });

  it('the delegation calls stay', async () => {
    expect((await approver.post(`${STAMP}/listDelegatesForApprover`, { scope: 'demo', approverId: approver.userId })).json()).toMatchObject({ success: true });
  });
});
