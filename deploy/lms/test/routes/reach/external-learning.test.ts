import { APPROVAL_STATE } from '@portal/contracts/approvals';
import { dossierPaths, elaAttachmentArea, externalLearningPaths } from '@portal/contracts/external-learning';
import { sql } from 'kysely';
import { json } from '../../../src/db/json';
import { decideApprovalRequest } from '../../../src/domain/approvals';
import { requestsForObject } from '../../../src/repositories/approvals';
import { listComments } from '../../../src/repositories/comments';
import { DEMO_ACTIVITY_TYPES, DEMO_REJECTION_COMMENT } from '../../../src/seed/demo-external-learning';
import { databases } from '../../helpers/db';
import { type TestClient, useLms } from '../../helpers/lms';

const API = '/_api';
const SCOPE = 'demo';
const P = externalLearningPaths;

function multipart(filename: string, data: Buffer): { body: Buffer; headers: Record<string, string> } {
  const boundary = '----ela-test-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const payload = (overrides: object = {}) => ({
  name: 'Tissue viability course',
  description: 'A day course at the county hospital.',
  keyLearning: 'Pressure ulcer grading.',
  typeId: 'ela-type-course',
  occurredOn: '2024-05-01',
  occurredAt: '10:15',
  completionStatusId: 'completed',
  score: 88,
  cpdPoints: 6,
  learningHours: 6.5,
  learningItemId: null,
  approvalStatusId: 'draft',
  ...overrides,
});

describe.each(databases())('external learning (reach v3) on $name', (database) => {
  const lms = useLms(database);
  let learner: TestClient;
  let approver: TestClient;
  let reviewer: TestClient;
  let learnerId: string;
  let approverId: string;

  beforeAll(async () => {
    learner = lms.client();
    approver = lms.client();
    reviewer = lms.client();
    learnerId = await learner.signIn('learner');
    approverId = await approver.signIn('approver');
    await reviewer.signIn('reviewer');
  });

  const create = async (overrides: object = {}) => {
    const response = await learner.post(API + P.create(SCOPE, learnerId), payload(overrides));
    expect(response.statusCode).toBe(200);
    return response.json().item;
  };
  const read = (client: TestClient, id: string, owner = learnerId) => client.get(API + P.item(SCOPE, owner, id));
  const upload = (client: TestClient, itemId: string, filename: string) => {
    // Bytes of the type the name says (uploads are judged by content): a PDF, or a ZIP for the Office formats.
    const data = /\.pdf$/i.test(filename) ? Buffer.from('%PDF-1.4 content') : Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);
    const { body, headers } = multipart(filename, data);
    return client.post(API + dossierPaths.upload(SCOPE, elaAttachmentArea(itemId)), body, { headers });
  };

  it('looks up the tenant’s activity types', async () => {
    expect((await learner.get(API + P.lookups(SCOPE))).json()).toEqual({ types: DEMO_ACTIVITY_TYPES });
  });

  it('lists the learner’s seeded items in each state, filtered, searched and paged; another user’s list is refused', async () => {
    const all = (await learner.get(API + P.list(SCOPE, learnerId))).json();
    expect(all.total).toBeGreaterThanOrEqual(4);
    const byId = Object.fromEntries(all.items.map((i: { id: string; approvalStatusId: string }) => [i.id, i]));
    expect(byId['ela-demo-draft']).toMatchObject({ approvalStatusId: 'draft', approval: null, typeName: 'Webinar', createdBy: { id: learnerId, name: 'Alex Morgan' } });
    expect(byId['ela-demo-pending']).toMatchObject({ approvalStatusId: 'pendingapproval', approval: { approverId, state: APPROVAL_STATE.pending, comment: null } });
    expect(byId['ela-demo-approved']).toMatchObject({ approvalStatusId: 'approved', approval: { state: APPROVAL_STATE.approved } });
    expect(byId['ela-demo-rejected']).toMatchObject({ approvalStatusId: 'rejected', approval: { state: APPROVAL_STATE.rejected, comment: DEMO_REJECTION_COMMENT } });

    const drafts = (await learner.get(API + P.list(SCOPE, learnerId, { approvalStatus: 'approved' }))).json();
    expect(drafts.items.map((i: { id: string }) => i.id)).toEqual(['ela-demo-approved']);
    const searched = (await learner.get(API + P.list(SCOPE, 'learner', { searchText: 'SEPSIS network' }))).json();
    expect(searched).toMatchObject({ total: 1, items: [{ id: 'ela-demo-pending' }] });
    expect((await learner.get(API + P.list(SCOPE, learnerId, { searchText: '100%' }))).json()).toEqual({ items: [], total: 0 });

    const first = (await learner.get(API + P.list(SCOPE, learnerId, { limit: 2 }))).json();
    const second = (await learner.get(API + P.list(SCOPE, learnerId, { limit: 2, offset: 2 }))).json();
    expect(first.items).toHaveLength(2);
    expect(first.total).toBe(all.total);
    expect([...first.items, ...second.items].map((i: { id: string }) => i.id)).toEqual(all.items.slice(0, 4).map((i: { id: string }) => i.id));

    expect((await learner.get(API + P.list(SCOPE, learnerId, { limit: 51 }))).statusCode).toBe(400);
    expect((await learner.get(`${API}${P.create(SCOPE, learnerId)}?approvalStatus=lost`)).statusCode).toBe(400);
    expect((await reviewer.get(API + P.list(SCOPE, learnerId))).statusCode).toBe(403);
    expect((await lms.client().get(API + P.list(SCOPE, learnerId))).statusCode).toBe(401);
  });

  it('creates a draft, refuses an invalid payload with its reason, an unknown type and an unknown learning item', async () => {
    const item = await create();
    expect(item).toMatchObject({
      name: 'Tissue viability course',
      typeId: 'ela-type-course',
      typeName: 'External course',
      occurredOn: '2024-05-01T10:15:00.000Z',
      occurredAt: '10:15',
      completionStatusId: 'completed',
      score: 88,
      cpdPoints: 6,
      learningHours: 6.5,
      approvalStatusId: 'draft',
      approval: null,
    });
    const invalid = await learner.post(API + P.create(SCOPE, learnerId), payload({ name: ' ', occurredAt: '10:10' }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().Message).toContain('name: required');
    expect((await learner.post(API + P.create(SCOPE, learnerId), payload({ typeId: 'nope' }))).json()).toMatchObject({
      ErrorCode: 'ValidationFailed',
      Message: 'typeId: unknown type',
    });
    expect((await learner.post(API + P.create(SCOPE, learnerId), payload({ learningItemId: 'nope' }))).json()).toMatchObject({ Message: 'learningItemId: unknown item' });
    expect((await learner.post(API + P.create(SCOPE, learnerId), payload({ approvalStatusId: 'approved' }))).statusCode).toBe(400);
    // Creating for someone else is refused.
    expect((await reviewer.post(API + P.create(SCOPE, learnerId), payload())).statusCode).toBe(403);
  });

  it('lets only the owner read a draft; the approver reads an item pending their approval, and no other', async () => {
    const item = await create();
    expect((await read(learner, item.id)).statusCode).toBe(200);
    expect((await read(approver, item.id)).statusCode).toBe(404);
    expect((await read(reviewer, item.id)).statusCode).toBe(404);
    expect((await read(approver, 'ela-demo-pending')).json()).toMatchObject({ id: 'ela-demo-pending', createdBy: { id: learnerId } });
    expect((await read(approver, 'ela-demo-pending', 'learner')).statusCode).toBe(200);
    expect((await read(reviewer, 'ela-demo-pending')).statusCode).toBe(404);
    // Decided: its approver still reads it (the read-only view of spec 2 §2), nobody else does.
    expect((await read(approver, 'ela-demo-approved')).statusCode).toBe(200);
    expect((await read(reviewer, 'ela-demo-approved')).statusCode).toBe(404);
    // The path's user must own the item.
    expect((await read(learner, item.id, approverId)).statusCode).toBe(404);
    expect((await read(learner, 'no-such-item')).statusCode).toBe(404);
  });

  it('submits for the approver, is read-only while pending, and the approver’s approval makes it approved and read-only', async () => {
    const item = await create();
    const edited = await learner.put(API + P.item(SCOPE, learnerId, item.id), payload({ name: 'Tissue viability day', occurredAt: '14:45' }));
    expect(edited.json().item).toMatchObject({ name: 'Tissue viability day', occurredOn: '2024-05-01T14:45:00.000Z', approvalStatusId: 'draft' });

    const submitted = (await learner.put(API + P.item(SCOPE, learnerId, item.id), payload({ name: 'Tissue viability day', approvalStatusId: 'pendingapproval' }))).json().item;
    expect(submitted).toMatchObject({ approvalStatusId: 'pendingapproval', approval: { approverId, approverName: 'Priya Shah', state: APPROVAL_STATE.pending } });

    // Pending: read-only for its owner; the approver may read but not write; anyone else sees nothing.
    expect((await learner.put(API + P.item(SCOPE, learnerId, item.id), payload())).json()).toMatchObject({ ErrorCode: 'ReadOnly' });
    expect((await learner.request('DELETE', API + P.item(SCOPE, learnerId, item.id))).statusCode).toBe(409);
    expect((await approver.put(API + P.item(SCOPE, learnerId, item.id), payload())).statusCode).toBe(403);
    expect((await reviewer.put(API + P.item(SCOPE, learnerId, item.id), payload())).statusCode).toBe(404);
    expect((await reviewer.request('DELETE', API + P.item(SCOPE, learnerId, item.id))).statusCode).toBe(404);

    await decideApprovalRequest(lms.db, { scope: SCOPE, reference: submitted.approval.reference, action: 'accept', byUserId: approverId });
    const approved = (await read(learner, item.id)).json();
    expect(approved).toMatchObject({ approvalStatusId: 'approved', approval: { state: APPROVAL_STATE.approved } });
    expect((await learner.put(API + P.item(SCOPE, learnerId, item.id), payload())).statusCode).toBe(409);
    expect((await learner.request('DELETE', API + P.item(SCOPE, learnerId, item.id))).statusCode).toBe(409);
    // The approver still reads what they decided, with its attachments, and still writes nothing.
    expect((await read(approver, item.id)).json()).toMatchObject({ approvalStatusId: 'approved' });
    expect((await approver.get(API + dossierPaths.list(SCOPE, elaAttachmentArea(item.id), learnerId))).statusCode).toBe(200);
    expect((await approver.put(API + P.item(SCOPE, learnerId, item.id), payload())).statusCode).toBe(403);
  });

  it('a rejection needs a comment and makes the item rejected; a draft then cancels the request; submitting again resets it', async () => {
    const item = await create({ approvalStatusId: 'pendingapproval' });
    expect(item).toMatchObject({ approvalStatusId: 'pendingapproval', approval: { approverId } });
    await expect(decideApprovalRequest(lms.db, { scope: SCOPE, reference: item.approval.reference, action: 'reject', byUserId: approverId })).rejects.toMatchObject({
      errorCode: 'CommentRequired',
    });
    await decideApprovalRequest(lms.db, { scope: SCOPE, reference: item.approval.reference, action: 'reject', byUserId: approverId, comment: 'Add the course outline.' });
    expect((await read(learner, item.id)).json()).toMatchObject({ approvalStatusId: 'rejected', approval: { state: APPROVAL_STATE.rejected, comment: 'Add the course outline.' } });
    const thread = await listComments(lms.db, SCOPE, `${item.id}:${learnerId}`);
    expect(thread.map((c: { value: string }) => c.value)).toContain('Add the course outline.');

    expect((await read(approver, item.id)).json()).toMatchObject({ approvalStatusId: 'rejected' });
    const draft = (await learner.put(API + P.item(SCOPE, learnerId, item.id), payload())).json().item;
    expect(draft).toMatchObject({ approvalStatusId: 'draft', approval: { state: APPROVAL_STATE.cancelled, comment: null } });
    // Withdrawn to a draft, it is its owner's alone again.
    expect((await read(approver, item.id)).statusCode).toBe(404);

    const again = (await learner.put(API + P.item(SCOPE, learnerId, item.id), payload({ approvalStatusId: 'pendingapproval' }))).json().item;
    expect(again).toMatchObject({ approvalStatusId: 'pendingapproval', approval: { reference: item.approval.reference, state: APPROVAL_STATE.pending } });
    expect(await requestsForObject(lms.db, SCOPE, item.id, learnerId)).toHaveLength(1);
  });

  it('keeps attachments: the owner adds them while editable (ELA types only), the open request’s approver reads them, nobody writes a read-only item’s', async () => {
    const item = await create();
    expect((await upload(learner, item.id, 'certificate.PDF')).statusCode).toBe(200);
    expect((await upload(learner, item.id, 'voice.mp3')).statusCode).toBe(415);
    expect((await upload(reviewer, item.id, 'theirs.pdf')).statusCode).toBe(404);
    expect((await upload(learner, 'no-such-item', 'a.pdf')).statusCode).toBe(404);
    const files = (await learner.get(API + dossierPaths.list(SCOPE, elaAttachmentArea(item.id)))).json().files;
    expect(files.map((f: { name: string }) => f.name)).toEqual(['certificate.PDF']);

    // Not yet submitted: the approver may not read them.
    expect((await approver.get(API + dossierPaths.list(SCOPE, elaAttachmentArea(item.id), learnerId))).statusCode).toBe(404);
    await learner.put(API + P.item(SCOPE, learnerId, item.id), payload({ approvalStatusId: 'pendingapproval' }));
    expect((await approver.get(API + dossierPaths.list(SCOPE, elaAttachmentArea(item.id), learnerId))).json().files).toEqual(files);
    expect((await approver.get(API + dossierPaths.file(SCOPE, files[0].path))).statusCode).toBe(200);
    expect((await reviewer.get(API + dossierPaths.file(SCOPE, files[0].path))).statusCode).toBe(404);
    // Read-only while pending: no uploads, no removals, not even by the approver.
    expect((await upload(learner, item.id, 'more.pdf')).statusCode).toBe(404);
    expect((await learner.request('DELETE', API + dossierPaths.file(SCOPE, files[0].path))).statusCode).toBe(403);
    expect((await approver.request('DELETE', API + dossierPaths.file(SCOPE, files[0].path))).statusCode).toBe(403);
  });

  it('deletes a rejected item with its attachments and its requests', async () => {
    const item = await create();
    expect((await upload(learner, item.id, 'notes.docx')).statusCode).toBe(200);
    await learner.put(API + P.item(SCOPE, learnerId, item.id), payload({ approvalStatusId: 'pendingapproval' }));
    const { approval } = (await read(learner, item.id)).json();
    await decideApprovalRequest(lms.db, { scope: SCOPE, reference: approval.reference, action: 'reject', byUserId: approverId, comment: 'Not this one.' });
    expect((await learner.request('DELETE', API + P.item(SCOPE, learnerId, item.id))).json()).toEqual({ success: true });
    expect((await read(learner, item.id)).statusCode).toBe(404);
    expect(await requestsForObject(lms.db, SCOPE, item.id)).toEqual([]);
    expect(await lms.db.selectFrom('dossier_files').select('id').where('area', '=', elaAttachmentArea(item.id)).execute()).toEqual([]);
  });

  it('refuses to submit without an approver (409 NoApprover), and answers 404 when the tenant turns external learning off', async () => {
    const reviewerId = reviewer.cookies.get('uid')!;
    const refused = await reviewer.post(API + P.create(SCOPE, reviewerId), payload({ approvalStatusId: 'pendingapproval' }));
    expect(refused.json()).toMatchObject({ ErrorCode: 'NoApprover' });
    expect((await reviewer.get(API + P.list(SCOPE, reviewerId))).json()).toEqual({ items: [], total: 0 });

    await lms.db
      .updateTable('settings')
      .set({ json: sql`json || ${json({ enableExternalLearning: false })}::jsonb` })
      .where('scope', '=', SCOPE)
      .execute();
    try {
      expect((await learner.get(API + P.list(SCOPE, learnerId))).json()).toMatchObject({ ErrorCode: 'FeatureDisabled' });
      expect((await learner.get(API + P.lookups(SCOPE))).statusCode).toBe(404);
    } finally {
      await lms.db
        .updateTable('settings')
        .set({ json: sql`json - 'enableExternalLearning'` })
        .where('scope', '=', SCOPE)
        .execute();
    }
  });

  it('keeps tenants apart: another tenant’s scope is refused and its items are not found', async () => {
    await lms.db.insertInto('tenants').values({ scope: 'elsewhere', name: 'Elsewhere' }).execute();
    expect((await learner.get(API + P.list('elsewhere', learnerId))).statusCode).toBe(403);
    expect((await learner.get(API + P.item('elsewhere', learnerId, 'ela-demo-draft'))).statusCode).toBe(403);
    expect((await learner.get(API + P.list('nowhere', learnerId))).statusCode).toBe(404);
  });
});
