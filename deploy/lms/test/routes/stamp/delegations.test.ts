import { databases } from '../../helpers/db';
import { type TestClient, useLms } from '../../helpers/lms';
import { insertTenantWithUser } from '../../helpers/users';

const STAMP = '/_api/stamp/approvals';
const UNTIL_BEFORE_FROM = 'The until date must be after the from date';

describe.each(databases())('approval delegation on $name', (database) => {
  const lms = useLms(database);
  let approver: TestClient;
  let approverId: string;
  let learnerId: string;
  let teamleaderId: string;

  beforeAll(async () => {
    approver = lms.client();
    approverId = await approver.signIn('approver');
    const ids = await lms.db.selectFrom('users').select(['id', 'username']).where('username', 'in', ['learner', 'teamleader']).execute();
    learnerId = ids.find((u) => u.username === 'learner')!.id;
    teamleaderId = ids.find((u) => u.username === 'teamleader')!.id;
  });

  const list = async () => (await approver.post(`${STAMP}/listDelegatesForApprover`, { scope: 'demo', approverId })).json();

  it('adds, lists, updates and removes a delegation, persisted with a uuid reference and the delegate name', async () => {
    expect(await list()).toEqual({ success: true, delegates: [] });
    const added = await approver.post(`${STAMP}/addDelegate`, {
      scope: 'demo',
      approverId,
      delegateeId: learnerId,
      startAt: '2026-07-01T00:00:00.000Z',
      endAt: '2026-07-15T00:00:00.000Z',
    });
    expect(added.statusCode).toBe(200);
    const { reference } = added.json();
    expect(reference).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await list()).toEqual({
      success: true,
      delegates: [
        { reference, scope: 'demo', approverId, delegateeId: learnerId, delegateeName: 'Alex Morgan', startAt: '2026-07-01T00:00:00.000Z', endAt: '2026-07-15T00:00:00.000Z' },
      ],
    });

    const updated = await approver.post(`${STAMP}/updateDelegate`, {
      scope: 'demo',
      reference,
      approverId,
      delegateeId: teamleaderId,
      startAt: '2026-08-01T09:30:00.000Z',
      endAt: null,
    });
    expect(updated.json()).toEqual({ success: true, reference });
    expect((await list()).delegates).toEqual([
      { reference, scope: 'demo', approverId, delegateeId: teamleaderId, delegateeName: 'Grace Okafor', startAt: '2026-08-01T09:30:00.000Z', endAt: null },
    ]);

    expect((await approver.post(`${STAMP}/removeDelegate`, { scope: 'demo', reference })).json()).toEqual({ success: true });
    expect(await list()).toEqual({ success: true, delegates: [] });
    expect(await lms.db.selectFrom('delegations').selectAll().execute()).toEqual([]);
  });

  it('accepts open-ended periods (both dates optional)', async () => {
    const added = await approver.post(`${STAMP}/addDelegate`, { scope: 'demo', approverId, delegateeId: learnerId });
    expect(added.json().success).toBe(true);
    expect((await list()).delegates[0]).toMatchObject({ startAt: null, endAt: null });
    await approver.post(`${STAMP}/removeDelegate`, { scope: 'demo', reference: added.json().reference });
  });

  it('answers 400 DelegateIsApprover when the approver names themself', async () => {
    const response = await approver.post(`${STAMP}/addDelegate`, { scope: 'demo', approverId, delegateeId: approverId });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, ErrorCode: 'DelegateIsApprover' });
  });

  it('answers 400 InvalidPeriod when the until date is not after the from date', async () => {
    for (const endAt of ['2026-07-01T00:00:00.000Z', '2026-06-30T23:59:00.000Z']) {
      const response = await approver.post(`${STAMP}/addDelegate`, { scope: 'demo', approverId, delegateeId: learnerId, startAt: '2026-07-01T00:00:00.000Z', endAt });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, ErrorCode: 'InvalidPeriod', Message: UNTIL_BEFORE_FROM });
    }
  });

  it('answers 400 DelegateNotFound for an unknown user or one of another tenant', async () => {
    await insertTenantWithUser(lms.db, { scope: 'other', name: 'Other' }, { id: 'other-user', username: 'someone', display_name: 'Some One' });
    for (const delegateeId of ['no-such-user', 'other-user']) {
      const response = await approver.post(`${STAMP}/addDelegate`, { scope: 'demo', approverId, delegateeId });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, ErrorCode: 'DelegateNotFound' });
    }
  });

  it("answers 403 for another approver's delegations or another scope, 404 NotFound for a reference that is not theirs", async () => {
    const notOwn = await approver.post(`${STAMP}/listDelegatesForApprover`, { scope: 'demo', approverId: learnerId });
    expect(notOwn.statusCode).toBe(403);
    expect(notOwn.json()).toEqual({ success: false, ErrorCode: 'NotOwnDelegations' });
    expect((await approver.post(`${STAMP}/addDelegate`, { scope: 'other', approverId, delegateeId: learnerId })).json()).toEqual({ success: false, ErrorCode: 'ScopeMismatch' });

    const { reference } = (await approver.post(`${STAMP}/addDelegate`, { scope: 'demo', approverId, delegateeId: learnerId })).json();
    const learner = lms.client();
    await learner.signIn('learner');
    const removeOthers = await learner.post(`${STAMP}/removeDelegate`, { scope: 'demo', reference });
    expect(removeOthers.statusCode).toBe(404);
    expect(removeOthers.json()).toEqual({ success: false, ErrorCode: 'NotFound' });
    const updateOthers = await learner.post(`${STAMP}/updateDelegate`, { scope: 'demo', reference, approverId: learnerId, delegateeId: teamleaderId });
    expect(updateOthers.statusCode).toBe(404);
    expect((await list()).delegates.map((d: { reference: string }) => d.reference)).toEqual([reference]);
    await approver.post(`${STAMP}/removeDelegate`, { scope: 'demo', reference });
  });

  it('needs a session (401) and a valid body (400)', async () => {
    expect((await lms.client().post(`${STAMP}/listDelegatesForApprover`, { scope: 'demo', approverId })).statusCode).toBe(401);
    const bad = await approver.post(`${STAMP}/addDelegate`, { scope: 'demo', approverId, delegateeId: learnerId, startAt: 'next tuesday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, ErrorCode: 'ValidationFailed', Message: 'startAt: date format' });
  });
});
