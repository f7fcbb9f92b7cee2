import {
  type ApprovalAction,
  type ApprovalJournalResponse,
  type ApprovalRequestListResponse,
  type ApprovalRequestResponse,
  AddApprovalRequestSchema,
  ApprovalReferenceSchema,
  DecideApprovalRequestSchema,
  ListRequestsForActorSchema,
  ListRequestsForApproverSchema,
  ListRequestsForObjectSchema,
} from '@portal/contracts/approvals';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Database } from '../../db';
import type { UserRow } from '../../db/schema';
import { LmsError, parseInput } from '../../lib/errors';
import { sessionUser } from '../../plugins/app/auth';
import {
  addApprovalRequest,
  type ApprovalRequestRow,
  approverOf,
  decideApprovalRequest,
  findApprovalRequest,
  mayDecide,
  mayRead,
  readJournal,
  removeApprovalRequest,
  requestsForActor,
  requestsForApprover,
  requestsForObject,
} from '../../repositories/approvals';
import { findUserById } from '../../repositories/users';
import './enrolment-approvals';
import { actFor } from '../acting-for';

/** The signed-in user, in the tenant the call names (another tenant's call finds nothing: 404). */
async function caller(request: FastifyRequest, input: { scope?: string | undefined }): Promise<UserRow> {
  const user = await sessionUser(request);
  if (input.scope !== undefined && input.scope !== user.scope) throw new LmsError(404, 'NotFound');
  return user;
}

/** A request the user may read (its actor, approver or an active delegate), else 404. */
async function readable(db: Database, user: UserRow, reference: string): Promise<ApprovalRequestRow> {
  const request = await findApprovalRequest(db, user.scope, reference);
  if (!request || !(await mayRead(db, request, user.id))) throw new LmsError(404, 'NotFound');
  return request;
}

async function onlyReadable(db: Database, user: UserRow, requests: ApprovalRequestRow[]): Promise<ApprovalRequestRow[]> {
  const shown: ApprovalRequestRow[] = [];
  for (const request of requests) if (await mayRead(db, request, user.id)) shown.push(request);
  return shown;
}

/** The answer's shape (the contract's ApprovalRequest, without the LMS's own fields). */
function answer(request: ApprovalRequestRow): ApprovalRequestResponse['request'] {
  const { scope: _scope, approvalType: _approvalType, ...shown } = request;
  return shown;
}

/**
 * stamp: approval requests (spec 2 §7, spec 3 §7 Approvals). The actor files a request for their own
 * approver and may cancel or reset it; the approver (or their active delegate) accepts or rejects it,
 * rejecting with a comment (400 CommentRequired). Anyone else's request, or another tenant's, is 404.
 */
const approvalRequestRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;

  fastify.post('/approvals/addRequest', async (request): Promise<ApprovalRequestResponse> => {
    const input = parseInput(AddApprovalRequestSchema, request.body);
    const user = await caller(request, input);
    if (input.actorId !== user.id) throw new LmsError(403, 'NotActor', 'actorId: requests are filed by their actor');
    const approverId = await approverOf(db, user);
    if (!approverId) throw new LmsError(400, 'NoApprover', 'the user has no approver');
    if (input.approverId !== approverId) throw new LmsError(400, 'NotYourApprover', "approverId: not the user's approver");
    const approver = await findUserById(db, approverId);
    if (!approver || approver.scope !== user.scope) throw new LmsError(400, 'NoApprover');
    const added = await addApprovalRequest(db, {
      scope: user.scope,
      actorId: user.id,
      approverId,
      objectId: input.objectId,
      objectType: input.objectType,
      approvalType: input.approvalType,
    });
    return { success: true, request: answer(added) };
  });

  const decide = (action: ApprovalAction) => async (request: FastifyRequest) => {
    const input = parseInput(DecideApprovalRequestSchema, request.body);
    const user = await caller(request, input);
    const found = await readable(db, user, input.reference);
    if (found.actorId !== input.actorId) throw new LmsError(404, 'NotFound');
    const decided = await decideApprovalRequest(db, {
      scope: user.scope,
      reference: input.reference,
      action,
      byUserId: user.id,
      ...(input.comment ? { comment: input.comment } : {}),
    });
    return { success: true, request: answer(decided) } satisfies ApprovalRequestResponse;
  };
  fastify.post('/approvals/acceptRequest', decide('accept'));
  fastify.post('/approvals/rejectRequest', decide('reject'));
  fastify.post('/approvals/cancelRequest', decide('cancel'));
  fastify.post('/approvals/resetRequest', decide('reset'));

  /** The actor or the approver removes a request (the portal ignores its errors, spec 2 §7). */
  fastify.post('/approvals/removeRequest', async (request) => {
    const input = parseInput(ApprovalReferenceSchema, request.body);
    const user = await caller(request, input);
    const found = await readable(db, user, input.reference);
    if (found.actorId !== user.id && !(await mayDecide(db, found, user.id))) throw new LmsError(404, 'NotFound');
    await removeApprovalRequest(db, user.scope, found.reference);
    return { success: true };
  });

  fastify.post('/approvals/readJournal', async (request): Promise<ApprovalJournalResponse> => {
    const input = parseInput(ApprovalReferenceSchema, request.body);
    const user = await caller(request, input);
    const found = await readable(db, user, input.reference);
    return { success: true, journal: await readJournal(db, user.scope, found.reference) };
  });

  /** The requests the user decides (their own and those delegated to them); only for themselves. */
  fastify.post('/approvals/listRequestsForApprover', async (request): Promise<ApprovalRequestListResponse> => {
    const input = parseInput(ListRequestsForApproverSchema, request.body);
    const user = await caller(request, input);
    await actFor(request, input.ApproverId, { refusal: new LmsError(403, 'NotOwnRequests') });
    return { success: true, requests: (await requestsForApprover(db, user.scope, user.id)).map(answer) };
  });

  /** An actor's requests: all of them for the actor, those the user decides for an approver. */
  fastify.post('/approvals/listRequestsForActor', async (request): Promise<ApprovalRequestListResponse> => {
    const input = parseInput(ListRequestsForActorSchema, request.body);
    const user = await caller(request, input);
    return { success: true, requests: (await onlyReadable(db, user, await requestsForActor(db, user.scope, input.ActorId))).map(answer) };
  });

  /** An object's requests the user may read (one actor's with ActorId). */
  fastify.post('/approvals/listRequestsForObject', async (request): Promise<ApprovalRequestListResponse> => {
    const input = parseInput(ListRequestsForObjectSchema, request.body);
    const user = await caller(request, input);
    const requests = await requestsForObject(db, user.scope, input.ObjectId, input.ActorId || undefined);
    return { success: true, requests: (await onlyReadable(db, user, requests)).map(answer) };
  });
};

export default approvalRequestRoutes;
