import { APPROVAL_STATE } from '@portal/contracts/approvals';
import {
  ELA_CONTENT_TYPE,
  ELA_OBJECT_TYPE,
  type ElaApprovalStatus,
  type ExternalLearningItem,
  ExternalLearningListQuerySchema,
  type ExternalLearningPayload,
  ExternalLearningPayloadSchema,
  elaAttachmentArea,
  isElaReadOnly,
  nextStatusOnSave,
  nextStatusOnSubmit,
} from '@portal/contracts/external-learning';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { Database } from '../../db';
import type { UserRow } from '../../db/schema';
import { LmsError, parseInput } from '../../lib/errors';
import { sessionUser } from '../../plugins/app/auth';
import {
  addApprovalRequest,
  approverOf,
  decideApprovalRequest,
  mayDecide,
  readJournal,
  registerApprovalObject,
  removeApprovalRequest,
  requestsForObject,
} from '../../repositories/approvals';
import { findItem } from '../../repositories/catalogue';
import {
  createExternalLearning,
  deleteExternalLearning,
  type ExternalLearningRow,
  findActivityType,
  findExternalLearning,
  listActivityTypes,
  listExternalLearning,
  setExternalLearningStatus,
  toItem,
  updateExternalLearning,
} from '../../repositories/external-learning';
import { deleteAreaFiles, registerFileArea } from '../../repositories/files';
import { findUserById } from '../../repositories/users';
import { actFor } from '../acting-for';
import { takeWriteAllowance } from '../write-limits';
import { tenantSettings } from '../../repositories/tenants';

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

const UserParams = v.object({ scope: v.string(), user: v.pipe(v.string(), v.nonEmpty()) });
const ItemParams = v.object({ scope: v.string(), user: v.pipe(v.string(), v.nonEmpty()), id: v.pipe(v.string(), v.nonEmpty()) });

/** The user a path names (id or username) when the session user is them or approves for them on the item; 404 NotFound otherwise. */
async function pathUser(request: FastifyRequest, user: string, itemId: string): Promise<UserRow> {
  return (await actFor(request, user, { byUsername: true, allow: ['approver'], itemId, refusal: new LmsError(404, 'NotFound') })).subject;
}

/** 403 unless the path names the session user (lists and creating are one's own). */
async function ownPathUser(request: FastifyRequest, user: string): Promise<UserRow> {
  return (await actFor(request, user, { byUsername: true })).subject;
}

/**
 * External learning (spec 2 §7, spec 3 §7) under /reach/{scope}/api/v3: lookups (the tenant's activity
 * types), the user's items (paged by limit/offset, filtered by approval status and search text), create,
 * read, update and delete. The owner writes, never while the item is read-only (409 ReadOnly); the
 * approver of the item's request reads it, pending or decided (and may not write: 403 NotOwner); anyone else, or another
 * tenant, gets 404. Saving as draft cancels an open request; submitting files (or resets) the ELA request
 * for the owner's approver (409 NoApprover without one). 404 FeatureDisabled when enableExternalLearning is false.
 */
const externalLearningRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;
  fastify.addHook('preHandler', fastify.requireSession);
  fastify.addHook('preHandler', async (request) => {
    if ((await tenantSettings(db, request.tenant!)).enableExternalLearning === false) throw new LmsError(404, 'FeatureDisabled');
  });

  /** The item as answered: with its approval request (approver, state, the latest rejection's comment). */
  async function answer(scope: string, row: ExternalLearningRow): Promise<ExternalLearningItem> {
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
  async function checkReferences(scope: string, payload: ExternalLearningPayload) {
    if (!(await findActivityType(db, scope, payload.typeId))) throw new LmsError(400, 'ValidationFailed', 'typeId: unknown type');
    if (payload.learningItemId && !(await findItem(db, scope, payload.learningItemId))) throw new LmsError(400, 'ValidationFailed', 'learningItemId: unknown item');
  }

  /** Submitting (spec 2 §4): the ELA request for the owner's approver, added or reset. */
  async function submit(scope: string, owner: UserRow, itemId: string, approverId: string) {
    await addApprovalRequest(db, { scope, actorId: owner.id, approverId, objectId: itemId, objectType: ELA_OBJECT_TYPE, approvalType: 'completion' });
  }

  async function requireApprover(owner: UserRow): Promise<string> {
    const approverId = await approverOf(db, owner);
    if (!approverId) throw new LmsError(409, 'NoApprover', 'you have no approver to submit to');
    return approverId;
  }

  /** The item the path names, as its owner may write it: 404 for anyone but the owner and the request's approver (403 NotOwner), 409 ReadOnly. */
  async function writableItem(request: FastifyRequest, params: v.InferOutput<typeof ItemParams>) {
    const me = await sessionUser(request);
    const scope = request.tenant!;
    const owner = await pathUser(request, params.user, params.id);
    const row = await findExternalLearning(db, scope, params.id);
    if (!row || row.owner_id !== owner.id) throw new LmsError(404, 'NotFound');
    if (owner.id !== me.id) {
      if (await isRequestApprover(db, scope, row, me.id)) throw new LmsError(403, 'NotOwner');
      throw new LmsError(404, 'NotFound');
    }
    if (isElaReadOnly({ approvalStatusId: row.approval_status_id as ElaApprovalStatus, isCreator: true })) throw new LmsError(409, 'ReadOnly');
    return { me, row, scope };
  }

  fastify.get('/api/v3/externallearning/lookups', async (request) => ({ types: await listActivityTypes(db, request.tenant!) }));

  fastify.get('/api/v3/users/:user/externallearning', async (request) => {
    const params = parseInput(UserParams, request.params);
    const me = await ownPathUser(request, params.user);
    const query = parseInput(ExternalLearningListQuerySchema, request.query);
    const scope = request.tenant!;
    const { rows, total } = await listExternalLearning(db, scope, me.id, query);
    return { items: await Promise.all(rows.map((row) => answer(scope, row))), total };
  });

  fastify.post('/api/v3/users/:user/externallearning', async (request) => {
    const params = parseInput(UserParams, request.params);
    const me = await ownPathUser(request, params.user);
    const payload = parseInput(ExternalLearningPayloadSchema, request.body);
    const scope = request.tenant!;
    await checkReferences(scope, payload);
    const submitting = payload.approvalStatusId === 'pendingapproval';
    const approverId = submitting ? await requireApprover(me) : undefined;
    await takeWriteAllowance(db, me.id, 'record');
    const id = await createExternalLearning(db, { scope, ownerId: me.id, payload, status: submitting ? nextStatusOnSubmit() : nextStatusOnSave(undefined) });
    if (approverId) await submit(scope, me, id, approverId);
    return { success: true, data: { id }, item: await answer(scope, (await findExternalLearning(db, scope, id))!) };
  });

  fastify.get('/api/v3/users/:user/externallearning/:id', async (request) => {
    const params = parseInput(ItemParams, request.params);
    const me = await sessionUser(request);
    const scope = request.tenant!;
    const owner = await pathUser(request, params.user, params.id);
    const row = await findExternalLearning(db, scope, params.id);
    if (!row || row.owner_id !== owner.id) throw new LmsError(404, 'NotFound');
    if (owner.id !== me.id && !(await isRequestApprover(db, scope, row, me.id))) throw new LmsError(404, 'NotFound');
    return answer(scope, row);
  });

  fastify.put('/api/v3/users/:user/externallearning/:id', async (request) => {
    const params = parseInput(ItemParams, request.params);
    const { me, row, scope } = await writableItem(request, params);
    const payload = parseInput(ExternalLearningPayloadSchema, request.body);
    await checkReferences(scope, payload);
    const current = row.approval_status_id as ElaApprovalStatus;
    if (payload.approvalStatusId === 'pendingapproval') {
      const approverId = await requireApprover(me);
      await updateExternalLearning(db, scope, row.id, payload, nextStatusOnSubmit());
      await submit(scope, me, row.id, approverId);
    } else {
      await updateExternalLearning(db, scope, row.id, payload, nextStatusOnSave(current));
      // Spec 2 §4: a draft on an item with a request cancels it (a rejected one too; a cancelled one stays so).
      const open = await latestRequest(db, scope, row);
      if (open && (open.state === APPROVAL_STATE.pending || open.state === APPROVAL_STATE.rejected || open.state === APPROVAL_STATE.unknown)) {
        await decideApprovalRequest(db, { scope, reference: open.reference, action: 'cancel', byUserId: me.id });
      }
    }
    return { success: true, item: await answer(scope, (await findExternalLearning(db, scope, row.id))!) };
  });

  fastify.delete('/api/v3/users/:user/externallearning/:id', async (request) => {
    const params = parseInput(ItemParams, request.params);
    const { me, row, scope } = await writableItem(request, params);
    for (const r of await requestsForObject(db, scope, row.id, me.id)) await removeApprovalRequest(db, scope, r.reference);
    await deleteAreaFiles(db, scope, elaAttachmentArea(row.id), me.id);
    await deleteExternalLearning(db, scope, row.id);
    return { success: true };
  });
};

export default externalLearningRoutes;
