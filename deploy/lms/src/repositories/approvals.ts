import { randomUUID } from 'node:crypto';
import {
  APPROVAL_ACTION_STATE,
  APPROVAL_STATE,
  type ApprovalAction,
  type ApprovalJournalEntry,
  type ApprovalRequest,
  type ApprovalType,
  COMMENT_REQUIRED,
  DEFAULT_APPROVAL_OBJECT_TYPE,
} from '@portal/contracts/approvals';
import type { Database } from '../db';
import type { UserRow } from '../db/schema';
import { LmsError } from '../lib/errors';
import { addComment } from './comments';

/*
 * Approval requests (spec 2 §3, spec 3 §3, §4): an actor asks an approver to approve an object's
 * completion (a task, an external learning item) or enrolment (a session, content). The objects belong
 * to other slices, which register what an object is called and what a decision does to it
 * (registerApprovalObject), so this module never imports their code.
 */

/** A request as the calls answer it (ApprovalRequest) plus its tenant and approval type. */
export interface ApprovalRequestRow extends ApprovalRequest {
  scope: string;
  approvalType: ApprovalType;
}

export interface ApprovalObjectDescription {
  title: string;
  contentType: string;
  /** A session's enrolment deadline, for the notary item. */
  sessionEnrolmentDeadline?: Date | null;
}

export interface ApprovalObjectHandler {
  /** The object's title and content type, or undefined when it no longer exists (the item is orphaned). */
  describe(db: Database, scope: string, objectId: string, actorId: string): Promise<ApprovalObjectDescription | undefined>;
  /**
   * What a decision does to the object (called inside the decision's transaction, after the journal is
   * written). Throwing an LmsError (e.g. 404 UserCatalogueItemNotFound) undoes the decision.
   */
  decided?(db: Database, request: ApprovalRequestRow, newState: number, comment?: string): Promise<void>;
}

const registry = new Map<string, ApprovalObjectHandler>();

/**
 * Registers what an object type is for approvals. `approvalType` 'completion' (default) is keyed by the
 * object type ('task', 'ELA'); `objectType` '*' serves every object type of that approval type that has
 * no handler of its own (the enrolment handler serves sessions and content alike).
 */
export function registerApprovalObject(objectType: string, handler: ApprovalObjectHandler, approvalType: ApprovalType = 'completion'): void {
  registry.set(`${approvalType}:${objectType}`, handler);
}

export function approvalObjectHandler(approvalType: ApprovalType, objectType: string): ApprovalObjectHandler | undefined {
  return registry.get(`${approvalType}:${objectType}`) ?? registry.get(`${approvalType}:*`);
}

/** The object's title and content type through its registered handler; undefined when unknown or gone. */
export async function describeApprovalObject(db: Database, request: ApprovalRequestRow): Promise<ApprovalObjectDescription | undefined> {
  const handler = approvalObjectHandler(request.approvalType, request.objectType);
  return handler ? handler.describe(db, request.scope, request.objectId, request.actorId) : undefined;
}

function baseQuery(db: Database) {
  return db
    .selectFrom('approval_requests')
    .leftJoin('users', 'users.id', 'approval_requests.actor_id')
    .select([
      'approval_requests.reference',
      'approval_requests.scope',
      'approval_requests.actor_id',
      'approval_requests.approver_id',
      'approval_requests.object_id',
      'approval_requests.object_type',
      'approval_requests.approval_type',
      'approval_requests.state',
      'approval_requests.datestamp',
      'users.display_name',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

function toRequest(row: Row): ApprovalRequestRow {
  return {
    reference: row.reference,
    scope: row.scope,
    actor: row.display_name ?? '',
    actorId: row.actor_id,
    approverId: row.approver_id,
    objectId: row.object_id,
    objectType: row.object_type,
    state: row.state,
    datestamp: row.datestamp.toISOString(),
    approvalType: row.approval_type,
    context: { approvalType: row.approval_type },
  };
}

async function writeJournal(db: Database, entry: { reference: string; property: string; from: string | null; to: string | null; actorId: string; comment?: string }) {
  await db
    .insertInto('approval_journal')
    .values({
      reference: entry.reference,
      property: entry.property,
      from_value: entry.from,
      to_value: entry.to,
      actor_id: entry.actorId,
      comment: entry.comment ?? null,
      datestamp: new Date(),
    })
    .execute();
}

export interface AddApprovalRequestInput {
  scope: string;
  actorId: string;
  approverId: string;
  objectId: string;
  objectType?: string;
  approvalType?: ApprovalType;
}

/**
 * Files a pending request. One request per actor, object and approval type: an existing one is reset to
 * pending (and sent to the approver named now) instead of adding a second.
 */
export async function addApprovalRequest(db: Database, input: AddApprovalRequestInput): Promise<ApprovalRequestRow> {
  const objectType = input.objectType ?? DEFAULT_APPROVAL_OBJECT_TYPE;
  const approvalType = input.approvalType ?? 'completion';
  const existing = await baseQuery(db)
    .where('approval_requests.scope', '=', input.scope)
    .where('approval_requests.actor_id', '=', input.actorId)
    .where('approval_requests.object_id', '=', input.objectId)
    .where('approval_requests.approval_type', '=', approvalType)
    .orderBy('approval_requests.created_at', 'desc')
    .executeTakeFirst();
  const now = new Date();
  if (existing) {
    await db
      .updateTable('approval_requests')
      .set({ state: APPROVAL_STATE.pending, approver_id: input.approverId, object_type: objectType, datestamp: now })
      .where('reference', '=', existing.reference)
      .execute();
    await writeJournal(db, { reference: existing.reference, property: 'state', from: String(existing.state), to: String(APPROVAL_STATE.pending), actorId: input.actorId });
    return (await findApprovalRequest(db, input.scope, existing.reference))!;
  }
  const reference = randomUUID();
  await db
    .insertInto('approval_requests')
    .values({
      reference,
      scope: input.scope,
      actor_id: input.actorId,
      approver_id: input.approverId,
      object_id: input.objectId,
      object_type: objectType,
      approval_type: approvalType,
      state: APPROVAL_STATE.pending,
      datestamp: now,
      created_at: now,
    })
    .execute();
  await writeJournal(db, { reference, property: 'state', from: null, to: String(APPROVAL_STATE.pending), actorId: input.actorId });
  return (await findApprovalRequest(db, input.scope, reference))!;
}

/** The request in that tenant, or undefined. */
export async function findApprovalRequest(db: Database, scope: string, reference: string): Promise<ApprovalRequestRow | undefined> {
  const row = await baseQuery(db).where('approval_requests.reference', '=', reference).where('approval_requests.scope', '=', scope).executeTakeFirst();
  return row ? toRequest(row) : undefined;
}

/** An object's requests (one actor's when actorId is given), newest first. */
export async function requestsForObject(db: Database, scope: string, objectId: string, actorId?: string): Promise<ApprovalRequestRow[]> {
  let query = baseQuery(db).where('approval_requests.scope', '=', scope).where('approval_requests.object_id', '=', objectId);
  if (actorId !== undefined) query = query.where('approval_requests.actor_id', '=', actorId);
  const rows = await query.orderBy('approval_requests.datestamp', 'desc').orderBy('approval_requests.reference').execute();
  return rows.map(toRequest);
}

/** An actor's requests, newest first. */
export async function requestsForActor(db: Database, scope: string, actorId: string): Promise<ApprovalRequestRow[]> {
  const rows = await baseQuery(db)
    .where('approval_requests.scope', '=', scope)
    .where('approval_requests.actor_id', '=', actorId)
    .orderBy('approval_requests.datestamp', 'desc')
    .orderBy('approval_requests.reference')
    .execute();
  return rows.map(toRequest);
}

/** The approvers whose requests this user may decide now: themselves and those who delegated to them for today. */
export async function approversActingAs(db: Database, scope: string, userId: string, at = new Date()): Promise<string[]> {
  const delegations = await db
    .selectFrom('delegations')
    .select('approver_id')
    .where('scope', '=', scope)
    .where('delegatee_id', '=', userId)
    .where((eb) => eb.or([eb('start_at', 'is', null), eb('start_at', '<=', at)]))
    .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>=', at)]))
    .execute();
  return [userId, ...delegations.map((d) => d.approver_id).filter((id) => id !== userId)];
}

/** Requests the user decides (as approver or as an active delegate), newest first. */
export async function requestsForApprover(db: Database, scope: string, approverId: string): Promise<ApprovalRequestRow[]> {
  const approvers = await approversActingAs(db, scope, approverId);
  const rows = await baseQuery(db)
    .where('approval_requests.scope', '=', scope)
    .where('approval_requests.approver_id', 'in', approvers)
    .where('approval_requests.actor_id', '!=', approverId)
    .orderBy('approval_requests.datestamp', 'desc')
    .orderBy('approval_requests.reference')
    .execute();
  return rows.map(toRequest);
}

/** May this user decide (accept or reject) the request? Its approver or their active delegate, never its actor. */
export async function mayDecide(db: Database, request: ApprovalRequestRow, userId: string): Promise<boolean> {
  if (userId === request.actorId) return false;
  return (await approversActingAs(db, request.scope, userId)).includes(request.approverId);
}

/** May this user read the request? Its actor, or whoever may decide it. */
export async function mayRead(db: Database, request: ApprovalRequestRow, userId: string): Promise<boolean> {
  return userId === request.actorId || (await mayDecide(db, request, userId));
}

/** The states each action may start from. */
const ALLOWED_FROM: Record<ApprovalAction, number[]> = {
  accept: [APPROVAL_STATE.pending],
  reject: [APPROVAL_STATE.pending],
  cancel: [APPROVAL_STATE.unknown, APPROVAL_STATE.pending, APPROVAL_STATE.rejected],
  reset: [APPROVAL_STATE.unknown, APPROVAL_STATE.pending, APPROVAL_STATE.rejected, APPROVAL_STATE.cancelled],
};

/** Completion decisions on these object types also post their comment to the item's topic, where its owner reads it. */
const TOPIC_TYPES = new Set(['task', 'ELA']);

export interface DecideApprovalInput {
  scope: string;
  reference: string;
  action: ApprovalAction;
  byUserId: string;
  comment?: string;
}

/**
 * Accept, reject, cancel or reset a request. accept/reject: the request's approver or their active
 * delegate (403 NotApprover otherwise; an actor never decides their own request); reject needs a comment
 * (400 CommentRequired); cancel/reset: the request's actor (403 NotActor). Another tenant's or an
 * unknown reference answers 404 NotFound; a decision on a request that is not pending 409 InvalidState.
 * Accepting a request whose object is gone answers 404 CatalogueItemNotFound. The journal is written and
 * the object's handler told, in one transaction.
 */
export async function decideApprovalRequest(db: Database, input: DecideApprovalInput): Promise<ApprovalRequestRow> {
  const comment = input.comment?.trim() || undefined;
  const request = await findApprovalRequest(db, input.scope, input.reference);
  if (!request) throw new LmsError(404, 'NotFound');
  if (input.action === 'accept' || input.action === 'reject') {
    if (!(await mayDecide(db, request, input.byUserId))) {
      throw new LmsError(request.actorId === input.byUserId ? 403 : 404, request.actorId === input.byUserId ? 'NotApprover' : 'NotFound');
    }
    if (input.action === 'reject' && !comment) throw new LmsError(400, 'CommentRequired', COMMENT_REQUIRED);
  } else if (request.actorId !== input.byUserId) {
    if (await mayDecide(db, request, input.byUserId)) throw new LmsError(403, 'NotActor');
    throw new LmsError(404, 'NotFound');
  }
  if (!ALLOWED_FROM[input.action].includes(request.state)) throw new LmsError(409, 'InvalidState', `the request is ${request.state}`);
  const newState = APPROVAL_ACTION_STATE[input.action];
  const handler = approvalObjectHandler(request.approvalType, request.objectType);
  return db.transaction().execute(async (trx) => {
    const description = handler ? await handler.describe(trx, request.scope, request.objectId, request.actorId) : undefined;
    if (input.action === 'accept' && !description) throw new LmsError(404, 'CatalogueItemNotFound');
    await trx.updateTable('approval_requests').set({ state: newState, datestamp: new Date() }).where('reference', '=', request.reference).execute();
    await writeJournal(trx, { reference: request.reference, property: 'state', from: String(request.state), to: String(newState), actorId: input.byUserId, comment });
    const updated = { ...request, state: newState };
    await handler?.decided?.(trx, updated, newState, comment);
    if (comment && description && request.approvalType === 'completion' && TOPIC_TYPES.has(request.objectType)) {
      await addComment(trx, {
        scope: request.scope,
        topicRef: `${request.objectId}:${request.actorId}`,
        topicLabel: description.title,
        topicData: request.objectType,
        value: comment,
        commenterId: input.byUserId,
      });
    }
    return (await findApprovalRequest(trx, request.scope, request.reference))!;
  });
}

/** Removes a request and its journal (the actor, or its approver). False when there is none to remove. */
export async function removeApprovalRequest(db: Database, scope: string, reference: string): Promise<boolean> {
  const result = await db.deleteFrom('approval_requests').where('reference', '=', reference).where('scope', '=', scope).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The request's journal, oldest first; actor is the display name of who made the change. */
export async function readJournal(db: Database, scope: string, reference: string): Promise<ApprovalJournalEntry[]> {
  const rows = await db
    .selectFrom('approval_journal')
    .innerJoin('approval_requests', 'approval_requests.reference', 'approval_journal.reference')
    .leftJoin('users', 'users.id', 'approval_journal.actor_id')
    .select([
      'approval_journal.property',
      'approval_journal.from_value',
      'approval_journal.to_value',
      'approval_journal.actor_id',
      'approval_journal.comment',
      'approval_journal.datestamp',
      'users.display_name',
    ])
    .where('approval_journal.reference', '=', reference)
    .where('approval_requests.scope', '=', scope)
    .orderBy('approval_journal.id')
    .execute();
  return rows.map((row) => ({
    property: row.property,
    from: row.from_value,
    to: row.to_value,
    actor: row.display_name ?? 'Unknown',
    actorId: row.actor_id,
    datestamp: row.datestamp.toISOString(),
    ...(row.comment ? { comment: row.comment } : {}),
  }));
}

function profileRef(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim()) {
    const text = value.trim();
    if (text.startsWith('{')) {
      try {
        return profileRef(JSON.parse(text));
      } catch {
        return undefined;
      }
    }
    return text;
  }
  if (value && typeof value === 'object' && 'ref' in value && typeof (value as { ref: unknown }).ref === 'string') return (value as { ref: string }).ref;
  return undefined;
}

/**
 * The user's approver (spec 3 §6): the profile's `approver` (a user id, or a username resolved in the
 * tenant) or else `approverObj.ref`. Undefined when neither names a user of the tenant (or names the
 * user themselves).
 */
export async function approverOf(db: Database, user: Pick<UserRow, 'id' | 'scope' | 'profile'>): Promise<string | undefined> {
  const profile = (user.profile ?? {}) as Record<string, unknown>;
  for (const candidate of [profileRef(profile.approver), profileRef(profile.approverObj)]) {
    if (!candidate) continue;
    const found = await db
      .selectFrom('users')
      .select('id')
      .where('scope', '=', user.scope)
      .where((eb) => eb.or([eb('id', '=', candidate), eb(eb.fn('lower', ['username']), '=', candidate.toLowerCase())]))
      .orderBy('created_at')
      .executeTakeFirst();
    if (found && found.id !== user.id) return found.id;
  }
  return undefined;
}

/**
 * An enrolment waiting for approval (spec 2 §4 PendingAdminApproval) files a request of approvalType
 * 'enrolment' for the learner's approver (objectType 'session' for a session, the item's type for
 * content). Without an approver no request is filed: the enrolment waits for an administrator.
 */
export async function requestEnrolmentApproval(
  db: Database,
  input: { user: Pick<UserRow, 'id' | 'scope' | 'profile'>; objectId: string; objectType: string },
): Promise<ApprovalRequestRow | undefined> {
  const approverId = await approverOf(db, input.user);
  if (!approverId) return undefined;
  return addApprovalRequest(db, {
    scope: input.user.scope,
    actorId: input.user.id,
    approverId,
    objectId: input.objectId,
    objectType: input.objectType,
    approvalType: 'enrolment',
  });
}

/** The learner withdrew an enrolment that waited for approval: its open request is cancelled. */
export async function withdrawEnrolmentApproval(db: Database, scope: string, actorId: string, objectId: string): Promise<void> {
  const open = await db
    .selectFrom('approval_requests')
    .select(['reference', 'state'])
    .where('scope', '=', scope)
    .where('actor_id', '=', actorId)
    .where('object_id', '=', objectId)
    .where('approval_type', '=', 'enrolment')
    .where('state', '=', APPROVAL_STATE.pending)
    .execute();
  for (const request of open) {
    await db.updateTable('approval_requests').set({ state: APPROVAL_STATE.cancelled, datestamp: new Date() }).where('reference', '=', request.reference).execute();
    await writeJournal(db, { reference: request.reference, property: 'state', from: String(request.state), to: String(APPROVAL_STATE.cancelled), actorId });
  }
}
