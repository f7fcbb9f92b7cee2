import { APPROVAL_STATE } from '@portal/contracts/approvals';
import {
  ELA_CONTENT_TYPE,
  ELA_OBJECT_TYPE,
  type ElaApprovalStatus,
  type ExternalLearningItem,
  type ExternalLearningPayload,
  elaAttachmentArea,
  isElaReadOnly,
  nextStatusOnSave,
  nextStatusOnSubmit,
} from '@portal/contracts/external-learning';
import type { Database } from '../db';
import type { UserRow } from '../db/schema';
import { refusals } from '../lib/errors';
import { addApprovalRequest, approverOf, readJournal, removeApprovalRequest, requestsForObject } from '../repositories/approvals';
import { findItem } from '../repositories/catalogue';
import {
  createExternalLearning,
  deleteExternalLearning,
  type ExternalLearningRow,
  findActivityType,
  findExternalLearning,
  setExternalLearningStatus,
  toItem,
  updateExternalLearning,
} from '../repositories/external-learning';
import { deleteAreaFiles, registerFileArea } from '../repositories/files';
import { findUserById } from '../repositories/users';
import { decideApprovalRequest, mayDecide, registerApprovalObject } from './approvals';
import { takeWriteAllowance } from './write-limits';

/*
 * External learning (spec 2 §2, §4, §7, spec 3 §7): the owner writes their items, never while one is
 * read-only; the approver of the item's request reads it, pending or decided, and may not write it.
 * Saving as draft cancels an open request; submitting files (or resets) the ELA request for the
 * owner's approver. Whose item a path names (the owner or that approver) is the route's
 * (routes/reach/external-learning.ts); these take the users it resolved.
 */

/** What the external learning calls refuse, with their statuses (routes/README.md, reach). */
export const ELA_REFUSALS = {
  NotFound: 404,
  NotOwner: 403,
  ReadOnly: 409,
  NoApprover: 409,
  ValidationFailed: 400,
} as const;
const refuse = refusals(ELA_REFUSALS);

/** What an approval decision makes of the item (spec 2 §4): approved, rejected, back to draft when cancelled, pending when reset. */
const STATUS_OF_STATE: Partial<Record<number, ElaApprovalStatus>> = {
  [APPROVAL_STATE.approved]: 'approved',
  [APPROVAL_STATE.rejected]: 'rejected',
  [APPROVAL_STATE.cancelled]: 'draft',
  [APPROVAL_STATE.pending]: 'pendingapproval',
};

/** The item's latest approval request by its owner (one per owner and item in the approvals core). */
async function latestRequest(db: Database, scope: string, row: ExternalLearningRow) {
  return (await requestsForObject(db, scope, row.id, row.owner_id)).find((r) => r.objectType === ELA_OBJECT_TYPE);
}

/** Request states whose approver reads the item: waiting for them, or decided by them (spec 2 §2's read-only view). */
const READ_BY_APPROVER: readonly number[] = [APPROVAL_STATE.pending, APPROVAL_STATE.approved, APPROVAL_STATE.rejected];

/**
 * May this user (not the owner) read the owner's item: the approver (or their delegate) of its latest
 * request while it waits for them and once they decided it, read-only; not once the owner withdrew it
 * (cancelled: a draft of their own again).
 */
async function isRequestApprover(db: Database, scope: string, row: ExternalLearningRow, userId: string): Promise<boolean> {
  const request = await latestRequest(db, scope, row);
  return Boolean(request && READ_BY_APPROVER.includes(request.state) && (await mayDecide(db, request, userId)));
}

/** Items of the ELA type in approvals: the item's name, 'External learning'; decisions set its approval status. */
registerApprovalObject(ELA_OBJECT_TYPE, {
  async describe(db, scope, objectId, actorId) {
    const row = await findExternalLearning(db, scope, objectId);
    return row && row.owner_id === actorId ? { title: row.name, contentType: ELA_CONTENT_TYPE } : undefined;
  },
  async decided(db, request, newState) {
    const status = STATUS_OF_STATE[newState];
    const row = await findExternalLearning(db, request.scope, request.objectId);
    if (status && row && row.owner_id === request.actorId) await setExternalLearningStatus(db, request.scope, row.id, status);
  },
});

/** An item's attachments: the owner adds and removes them unless the item is read-only; the request's approver reads them. */
registerFileArea('external-learning-attachments', {
  async writable(db, { scope, key, ownerId }) {
    const row = await findExternalLearning(db, scope, key);
    return Boolean(row && row.owner_id === ownerId && !isElaReadOnly({ approvalStatusId: row.approval_status_id as ElaApprovalStatus, isCreator: true }));
  },
  async readableByOthers(db, { scope, key, ownerId, userId }) {
    const row = await findExternalLearning(db, scope, key);
    return Boolean(row && row.owner_id === ownerId && (await isRequestApprover(db, scope, row, userId)));
  },
});

/** The item as answered: with its approval request (approver, state, the latest rejection's comment). */
export async function elaAnswer(db: Database, scope: string, row: ExternalLearningRow): Promise<ExternalLearningItem> {
  const request = await latestRequest(db, scope, row);
  let approval: ExternalLearningItem['approval'] = null;
  if (request) {
    const approver = await findUserById(db, request.approverId);
    const comment =
      request.state === APPROVAL_STATE.rejected
        ? ((await readJournal(db, scope, request.reference)).filter((e) => e.comment && e.to === String(APPROVAL_STATE.rejected)).at(-1)?.comment ?? null)
        : null;
    approval = { reference: request.reference, approverId: request.approverId, approverName: approver?.display_name ?? null, state: request.state, comment };
  }
  return { ...toItem(row), approval };
}

/** Refuses a type not of the tenant and a learning item not in its catalogue (400). */
async function checkReferences(db: Database, scope: string, payload: ExternalLearningPayload) {
  if (!(await findActivityType(db, scope, payload.typeId))) throw refuse('ValidationFailed', 'typeId: unknown type');
  if (payload.learningItemId && !(await findItem(db, scope, payload.learningItemId))) throw refuse('ValidationFailed', 'learningItemId: unknown item');
}

/** Submitting (spec 2 §4): the ELA request for the owner's approver, added or reset. */
async function submit(db: Database, scope: string, owner: UserRow, itemId: string, approverId: string) {
  await addApprovalRequest(db, { scope, actorId: owner.id, approverId, objectId: itemId, objectType: ELA_OBJECT_TYPE, approvalType: 'completion' });
}

async function requireApprover(db: Database, owner: UserRow): Promise<string> {
  const approverId = await approverOf(db, owner);
  if (!approverId) throw refuse('NoApprover', 'you have no approver to submit to');
  return approverId;
}

/** The owner's item the path names: 404 unless it is the owner's, and unless the reader is the owner or the request's approver. */
export async function readableItem(db: Database, scope: string, reader: UserRow, owner: UserRow, id: string): Promise<ExternalLearningRow> {
  const row = await findExternalLearning(db, scope, id);
  if (!row || row.owner_id !== owner.id) throw refuse('NotFound');
  if (owner.id !== reader.id && !(await isRequestApprover(db, scope, row, reader.id))) throw refuse('NotFound');
  return row;
}

/** The item as its owner may write it: 404 for anyone but the owner and the request's approver (403 NotOwner), 409 ReadOnly. */
export async function writableItem(db: Database, scope: string, writer: UserRow, owner: UserRow, id: string): Promise<ExternalLearningRow> {
  const row = await findExternalLearning(db, scope, id);
  if (!row || row.owner_id !== owner.id) throw refuse('NotFound');
  if (owner.id !== writer.id) {
    if (await isRequestApprover(db, scope, row, writer.id)) throw refuse('NotOwner');
    throw refuse('NotFound');
  }
  if (isElaReadOnly({ approvalStatusId: row.approval_status_id as ElaApprovalStatus, isCreator: true })) throw refuse('ReadOnly');
  return row;
}

/** Adds the owner's item; submitting it files its request (409 NoApprover without an approver). */
export async function createItem(db: Database, scope: string, owner: UserRow, payload: ExternalLearningPayload): Promise<string> {
  await checkReferences(db, scope, payload);
  const submitting = payload.approvalStatusId === 'pendingapproval';
  const approverId = submitting ? await requireApprover(db, owner) : undefined;
  await takeWriteAllowance(db, owner.id, 'record');
  const id = await createExternalLearning(db, { scope, ownerId: owner.id, payload, status: submitting ? nextStatusOnSubmit() : nextStatusOnSave(undefined) });
  if (approverId) await submit(db, scope, owner, id, approverId);
  return id;
}

/** Updates the owner's writable item: submitting files (or resets) its request, a draft cancels an open one. */
export async function updateItem(db: Database, scope: string, owner: UserRow, row: ExternalLearningRow, payload: ExternalLearningPayload): Promise<void> {
  await checkReferences(db, scope, payload);
  const current = row.approval_status_id as ElaApprovalStatus;
  if (payload.approvalStatusId === 'pendingapproval') {
    const approverId = await requireApprover(db, owner);
    await updateExternalLearning(db, scope, row.id, payload, nextStatusOnSubmit());
    await submit(db, scope, owner, row.id, approverId);
  } else {
    await updateExternalLearning(db, scope, row.id, payload, nextStatusOnSave(current));
    // Spec 2 §4: a draft on an item with a request cancels it (a rejected one too; a cancelled one stays so).
    const open = await latestRequest(db, scope, row);
    if (open && (open.state === APPROVAL_STATE.pending || open.state === APPROVAL_STATE.rejected || open.state === APPROVAL_STATE.unknown)) {
      await decideApprovalRequest(db, { scope, reference: open.reference, action: 'cancel', byUserId: owner.id });
    }
  }
}

/** Deletes the owner's writable item with its requests and attachments. */
export async function deleteItem(db: Database, scope: string, owner: UserRow, row: ExternalLearningRow): Promise<void> {
  for (const r of await requestsForObject(db, scope, row.id, owner.id)) await removeApprovalRequest(db, scope, r.reference);
  await deleteAreaFiles(db, scope, elaAttachmentArea(row.id), owner.id);
  await deleteExternalLearning(db, scope, row.id);
}
