import { randomUUID } from 'node:crypto';
import { APPROVAL_STATE, type ApprovalJournalEntry, type ApprovalRequest, type ApprovalType, DEFAULT_APPROVAL_OBJECT_TYPE } from '@portal/contracts/approvals';
import type { Database } from '../db';
import type { UserRow } from '../db/schema';

/*
 * Approval requests (spec 2 §3, spec 3 §3, §4), their storage: an actor asks an approver to approve an
 * object's completion (a task, an external learning item) or enrolment (a session, content). Who may
 * read or decide one, and what a decision does, are domain/approvals.ts's.
 */

/** A request as the calls answer it (ApprovalRequest) plus its tenant and approval type. */
export interface ApprovalRequestRow extends ApprovalRequest {
  scope: string;
  approvalType: ApprovalType;
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

async function writeJournal(db: Database, entry: { reference: string; property: string; from: string | null; to: string | null; actorId: string; comment?: string; at?: Date }) {
  await db
    .insertInto('approval_journal')
    .values({
      reference: entry.reference,
      property: entry.property,
      from_value: entry.from,
      to_value: entry.to,
      actor_id: entry.actorId,
      comment: entry.comment ?? null,
      datestamp: entry.at ?? new Date(),
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

/**
 * Moves a request to a new state and journals who did it, with their comment: the write of a decision
 * (domain/approvals.ts decides whether it may be made). The demo seeds write their decisions with it too.
 */
export async function setRequestState(
  db: Database,
  request: Pick<ApprovalRequestRow, 'reference' | 'state'>,
  newState: number,
  actorId: string,
  comment?: string,
  at = new Date(),
): Promise<void> {
  await db.updateTable('approval_requests').set({ state: newState, datestamp: at }).where('reference', '=', request.reference).execute();
  await writeJournal(db, { reference: request.reference, property: 'state', from: String(request.state), to: String(newState), actorId, comment, at });
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
  for (const request of open) await setRequestState(db, request, APPROVAL_STATE.cancelled, actorId);
}
