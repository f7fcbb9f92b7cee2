import {
  APPROVAL_ACTION_STATE,
  APPROVAL_STATE,
  type AddApprovalRequestSchema,
  type ApprovalAction,
  type ApprovalRequestResponse,
  type ApprovalType,
  approvalStatusLabel,
  COMMENT_REQUIRED,
  type NotaryComment,
  type NotaryItem,
  type ReadApprovalsResponse,
  type ReadApprovalsSchema,
} from '@portal/contracts/approvals';
import { delegationPeriodProblem } from '@portal/contracts/account';
import type * as v from 'valibot';
import type { Database } from '../db';
import type { UserRow } from '../db/schema';
import { refusals } from '../lib/errors';
import {
  addApprovalRequest,
  type ApprovalRequestRow,
  approverOf,
  approversActingAs,
  findApprovalRequest,
  readJournal,
  removeApprovalRequest,
  requestsForApprover,
  setRequestState,
} from '../repositories/approvals';
import { addComment } from '../repositories/comments';
import type { DelegationInput } from '../repositories/delegations';
import { findUserById, userNames } from '../repositories/users';

/*
 * Approvals (spec 2 §3, §4, §7, spec 3 §3, §4, §7): an actor files a request for their own approver
 * and may cancel or reset it; the approver (or their active delegate) accepts or rejects it, rejecting
 * with a comment. Anyone else's request, or another tenant's, is not found. The objects approved belong
 * to other areas, which register what an object is called and what a decision does to it
 * (registerApprovalObject), so this module never imports their code. Delegations: an approver hands
 * their decisions to another user of the tenant for a period.
 */

/** What the approval calls refuse, with their statuses (routes/README.md, stamp and notary). */
export const APPROVAL_REFUSALS = {
  NotFound: 404,
  CatalogueItemNotFound: 404,
  NotApprover: 403,
  NotActor: 403,
  CommentRequired: 400,
  InvalidState: 409,
  NoApprover: 400,
  NotYourApprover: 400,
  DelegateIsApprover: 400,
  DelegateNotFound: 400,
  InvalidPeriod: 400,
} as const;
const refuse = refusals(APPROVAL_REFUSALS);

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
  if (!request) throw refuse('NotFound');
  if (input.action === 'accept' || input.action === 'reject') {
    if (!(await mayDecide(db, request, input.byUserId))) {
      throw refuse(request.actorId === input.byUserId ? 'NotApprover' : 'NotFound');
    }
    if (input.action === 'reject' && !comment) throw refuse('CommentRequired', COMMENT_REQUIRED);
  } else if (request.actorId !== input.byUserId) {
    if (await mayDecide(db, request, input.byUserId)) throw refuse('NotActor');
    throw refuse('NotFound');
  }
  if (!ALLOWED_FROM[input.action].includes(request.state)) throw refuse('InvalidState', `the request is ${request.state}`);
  const newState = APPROVAL_ACTION_STATE[input.action];
  const handler = approvalObjectHandler(request.approvalType, request.objectType);
  return db.transaction().execute(async (trx) => {
    const description = handler ? await handler.describe(trx, request.scope, request.objectId, request.actorId) : undefined;
    if (input.action === 'accept' && !description) throw refuse('CatalogueItemNotFound');
    await setRequestState(trx, request, newState, input.byUserId, comment);
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

/** A request the user may read (its actor, approver or an active delegate), else 404. */
export async function readableRequest(db: Database, user: Pick<UserRow, 'id' | 'scope'>, reference: string): Promise<ApprovalRequestRow> {
  const request = await findApprovalRequest(db, user.scope, reference);
  if (!request || !(await mayRead(db, request, user.id))) throw refuse('NotFound');
  return request;
}

/** The requests of a list the user may read. */
export async function onlyReadable(db: Database, user: Pick<UserRow, 'id'>, requests: readonly ApprovalRequestRow[]): Promise<ApprovalRequestRow[]> {
  const shown: ApprovalRequestRow[] = [];
  for (const request of requests) if (await mayRead(db, request, user.id)) shown.push(request);
  return shown;
}

/** The answer's shape (the contract's ApprovalRequest, without the LMS's own fields). */
export function requestAnswer(request: ApprovalRequestRow): ApprovalRequestResponse['request'] {
  const { scope: _scope, approvalType: _approvalType, ...shown } = request;
  return shown;
}

/** addRequest: the actor files for their own approver, a user of their tenant. */
export async function fileRequest(db: Database, user: UserRow, input: v.InferOutput<typeof AddApprovalRequestSchema>): Promise<ApprovalRequestRow> {
  if (input.actorId !== user.id) throw refuse('NotActor', 'actorId: requests are filed by their actor');
  const approverId = await approverOf(db, user);
  if (!approverId) throw refuse('NoApprover', 'the user has no approver');
  if (input.approverId !== approverId) throw refuse('NotYourApprover', "approverId: not the user's approver");
  const approver = await findUserById(db, approverId);
  if (!approver || approver.scope !== user.scope) throw refuse('NoApprover');
  return addApprovalRequest(db, { scope: user.scope, actorId: user.id, approverId, objectId: input.objectId, objectType: input.objectType, approvalType: input.approvalType });
}

/** accept/reject/cancel/reset through stamp: the request the user may read, of the actor the call names. */
export async function decideReadableRequest(db: Database, user: UserRow, input: { reference: string; actorId: string; comment?: string | undefined }, action: ApprovalAction) {
  const found = await readableRequest(db, user, input.reference);
  if (found.actorId !== input.actorId) throw refuse('NotFound');
  return decideApprovalRequest(db, { scope: user.scope, reference: input.reference, action, byUserId: user.id, ...(input.comment ? { comment: input.comment } : {}) });
}

/** removeRequest: the actor or whoever decides it (the portal ignores its errors, spec 2 §7). */
export async function removeRequest(db: Database, user: UserRow, reference: string): Promise<void> {
  const found = await readableRequest(db, user, reference);
  if (found.actorId !== user.id && !(await mayDecide(db, found, user.id))) throw refuse('NotFound');
  await removeApprovalRequest(db, user.scope, found.reference);
}

/** The notary item's type: 'Enrollment' for an enrolment (its display type is then the content type), else the object's kind. */
const COMPLETION_TYPES: Record<string, string> = { task: 'Task', ELA: 'ExternalLearning' };

/**
 * Spec 3 §3: an approval (notary) item. A title the object's handler cannot give (the object is gone or
 * unknown) stays null and a missing actor's names stay null: the portal shows 'Unknown' and the item
 * orphaned. key is the request's reference, ref its topic (`${objectId}:${actorId}`).
 */
export async function notaryItem(db: Database, request: ApprovalRequestRow): Promise<NotaryItem> {
  const [description, actor] = await Promise.all([describeApprovalObject(db, request).catch(() => undefined), userNames(db, request.actorId)]);
  return {
    content_ref: request.objectId,
    content_type: description?.contentType ?? request.objectType,
    date: request.datestamp,
    key: request.reference,
    ref: `${request.objectId}:${request.actorId}`,
    status: approvalStatusLabel(request.state),
    title: description?.title || null,
    type: request.approvalType === 'enrolment' ? 'Enrollment' : (COMPLETION_TYPES[request.objectType] ?? request.objectType),
    user_display_name: actor?.display_name ?? null,
    user_ref: request.actorId,
    user_name: actor?.username ?? null,
    user_email: actor?.email ?? null,
    session_enrolment_deadline: description?.sessionEnrolmentDeadline?.toISOString() ?? null,
    object_type: request.objectType,
    approval_type: request.approvalType,
  };
}

/** ReadApprovals: a page of the requests the approver decides (newest first), the filter's total and the number pending. */
export async function approvalsPage(
  db: Database,
  user: UserRow,
  input: Pick<v.InferOutput<typeof ReadApprovalsSchema>, 'status' | 'skip' | 'limit'>,
): Promise<ReadApprovalsResponse> {
  const requests = await requestsForApprover(db, user.scope, user.id);
  const pending = requests.filter((r) => approvalStatusLabel(r.state) === 'Pending').length;
  const matching = input.status && input.status !== 'All' ? requests.filter((r) => approvalStatusLabel(r.state) === input.status) : requests;
  const page = matching.slice(input.skip, input.skip + input.limit);
  return { items: await Promise.all(page.map((r) => notaryItem(db, r))), total: matching.length, pending };
}

/** ReadComments: the comments of a request's journal the user may read, oldest first. */
export async function requestComments(db: Database, user: UserRow, reference: string): Promise<NotaryComment[]> {
  const found = await readableRequest(db, user, reference);
  const journal = await readJournal(db, user.scope, found.reference);
  return journal.filter((entry) => entry.comment).map((entry) => ({ value: entry.comment!, commenter_ref: entry.actorId, commenter_name: entry.actor, created: entry.datestamp }));
}

/**
 * A delegation of the approver's: the delegate exists in the approver's tenant and is not the approver
 * (spec 1 §5, §8 'Unable to add yourself as the delegate approver'); the until date comes after the from date.
 */
export async function checkedDelegation(db: Database, user: UserRow, input: { delegateeId: string; startAt?: string | null; endAt?: string | null }): Promise<DelegationInput> {
  if (input.delegateeId === user.id) throw refuse('DelegateIsApprover');
  const problem = delegationPeriodProblem(input.startAt, input.endAt);
  if (problem) throw refuse('InvalidPeriod', problem);
  const delegatee = await findUserById(db, input.delegateeId);
  if (!delegatee || delegatee.scope !== user.scope) throw refuse('DelegateNotFound');
  return { scope: user.scope, approverId: user.id, delegateeId: delegatee.id, startAt: input.startAt ?? null, endAt: input.endAt ?? null };
}
