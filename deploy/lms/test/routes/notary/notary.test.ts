import { databases } from '../../helpers/db';
import { type TestClient, useLms } from '../../helpers/lms';

const NOTARY = '/_api/notary';
const COURSE = 'demo-approval-course';
const SESSION = 'demo-session-approval';

describe.each(databases())('approvals (/notary) and enrolment requests on $name', (database) => {
  const lms = useLms(database);
  let learner: TestClient;
  let approver: TestClient;
  let pat: TestClient;
  let learnerId: string;
  let approverId: string;
  let patId: string;

  beforeAll(async () => {
    learner = lms.client();
    approver = lms.client();
    pat = lms.client();
    learnerId = await learner.signIn('learner');
    approverId = await approver.signIn('approver');
    patId = await pat.signIn('pat.lee2');
  });

  const read = async (body: Record<string, unknown> = {}) => (await approver.post(`${NOTARY}/ReadApprovals`, { params: { ref: approverId, scope: 'demo' }, ...body })).json();
  const enrolment = async (userId: string, itemId: string) =>
    (await lms.db.selectFrom('catalogue_enrolments').select(['enrolment', 'reason']).where('user_id', '=', userId).where('item_id', '=', itemId).executeTakeFirst()) ?? null;

  it("lists the demo's pending enrolment and the orphaned completion request", async () => {
    const { items, total, pending } = await read();
    expect(total).toBeGreaterThanOrEqual(2);
    expect(pending).toBeGreaterThanOrEqual(2);
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          content_ref: COURSE,
          title: 'Advanced communication skills',
          type: 'Enrollment',
          content_type: 'Course',
          status: 'Pending',
          user_display_name: 'Alex Morgan',
          user_ref: learnerId,
        }),
        expect.objectContaining({ content_ref: 'demo-retired-course', title: null, type: 'Scorm', status: 'Pending', approval_type: 'completion' }),
      ]),
    );
  });

  it('refuses another approver ref (403), another tenant (404), and the orphaned item with CatalogueItemNotFound', async () => {
    expect((await learner.post(`${NOTARY}/ReadApprovals`, { params: { ref: approverId, scope: 'demo' } })).statusCode).toBe(403);
    expect((await approver.post(`${NOTARY}/ReadApprovals`, { params: { ref: approverId, scope: 'other' } })).statusCode).toBe(404);
    const orphan = (await read()).items.find((i: { content_ref: string }) => i.content_ref === 'demo-retired-course');
    const accepted = await approver.post(`${NOTARY}/AcceptApproval`, { params: { ref: approverId, scope: 'demo' }, approval: { key: orphan.key } });
    expect(accepted.statusCode).toBe(404);
    expect(accepted.json()).toMatchObject({ ErrorCode: 'CatalogueItemNotFound' });
  });

  it('files a request when an enrolment waits for approval; accepting enrols with the comment in the journal', async () => {
    const enrol = await pat.post(`/_api/reach/demo/api/v4/users/${patId}/content/${COURSE}/enrollment`, { status: 'Enrolled' });
    expect(enrol.json()).toEqual({ status: 'EnrollmentPendingApproverApproval' });
    const before = await read({ status: 'Pending' });
    const item = before.items.find((i: { user_ref: string }) => i.user_ref === patId);
    expect(item).toMatchObject({ title: 'Advanced communication skills', type: 'Enrollment', approval_type: 'enrolment' });
    const accepted = await approver.post(`${NOTARY}/AcceptApproval`, {
      params: { ref: approverId, scope: 'demo' },
      approval: { key: item.key },
      comment: { value: 'Enjoy the course' },
    });
    expect(accepted.json()).toMatchObject({ success: true, item: { status: 'Approved' } });
    expect(await enrolment(patId, COURSE)).toEqual({ enrolment: 'Enrolled', reason: null });
    expect((await read({ status: 'Pending' })).total).toBe(before.total - 1);
    const comments = (await approver.post(`${NOTARY}/ReadComments`, { params: { ref: item.key, scope: 'demo' } })).json().comments;
    expect(comments).toMatchObject([{ value: 'Enjoy the course', commenter_ref: approverId, commenter_name: 'Priya Shah' }]);
    expect((await learner.post(`${NOTARY}/ReadComments`, { params: { ref: item.key, scope: 'demo' } })).statusCode).toBe(404);
  });

  it('rejecting a session enrolment needs a comment and leaves the learner not enrolled with the reason', async () => {
    const enrol = await pat.post(`/_api/reach/demo/api/v4/users/${patId}/sessions/${SESSION}/enrollment`, { status: 'Enrolled' });
    expect(enrol.json()).toEqual({ status: 'EnrollmentPendingApproverApproval' });
    const item = (await read({ status: 'Pending' })).items.find((i: { user_ref: string; content_ref: string }) => i.user_ref === patId && i.content_ref === SESSION);
    expect(item).toMatchObject({ content_type: 'Session', title: 'Coaching skills for managers: Coaching skills, day one', type: 'Enrollment' });
    expect(item.session_enrolment_deadline).toEqual(expect.any(String));
    const bare = await approver.post(`${NOTARY}/RejectApproval`, { params: { ref: approverId, scope: 'demo' }, approval: { key: item.key } });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ ErrorCode: 'CommentRequired' });
    const rejected = await approver.post(`${NOTARY}/RejectApproval`, {
      params: { ref: approverId, scope: 'demo' },
      approval: { key: item.key },
      comment: { value: 'No budget this quarter' },
    });
    expect(rejected.json()).toMatchObject({ item: { status: 'Rejected' } });
    const registration = await lms.db
      .selectFrom('session_enrolments')
      .select(['enrolment', 'reason'])
      .where('user_id', '=', patId)
      .where('session_id', '=', SESSION)
      .executeTakeFirst();
    expect(registration).toEqual({ enrolment: 'NotEnrolled', reason: 'No budget this quarter' });
  });

  it('withdrawing a waiting enrolment cancels its request; deciding it then answers 409 InvalidState', async () => {
    await pat.post(`/_api/reach/demo/api/v4/users/${patId}/sessions/${SESSION}/enrollment`, { status: 'Enrolled' });
    const item = (await read({ status: 'Pending' })).items.find((i: { user_ref: string; content_ref: string }) => i.user_ref === patId && i.content_ref === SESSION);
    await pat.post(`/_api/reach/demo/api/v4/users/${patId}/sessions/${SESSION}/enrollment`, { status: 'Unenrolled', reason: 'Changed my mind' });
    const after = await approver.post(`${NOTARY}/AcceptApproval`, { params: { ref: approverId, scope: 'demo' }, approval: { key: item.key } });
    expect(after.statusCode).toBe(409);
    expect((await read({ status: 'Cancelled' })).items.map((i: { key: string }) => i.key)).toContain(item.key);
  });

  it("answers UserCatalogueItemNotFound when the learner's enrolment no longer waits", async () => {
    const added = await learner.post('/_api/stamp/approvals/addRequest', {
      scope: 'demo',
      actorId: learnerId,
      approverId,
      objectId: 'demo-gdpr',
      objectType: 'Course',
      approvalType: 'enrolment',
    });
    const key = added.json().request.reference;
    const accepted = await approver.post(`${NOTARY}/AcceptApproval`, { params: { ref: approverId, scope: 'demo' }, approval: { key } });
    expect(accepted.statusCode).toBe(404);
    expect(accepted.json()).toMatchObject({ ErrorCode: 'UserCatalogueItemNotFound' });
  });
});
