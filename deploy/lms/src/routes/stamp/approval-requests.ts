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
import type { UserRow } from '../../db/schema';
import { decideReadableRequest, fileRequest, onlyReadable, readableRequest, removeRequest, requestAnswer } from '../../domain/approvals';
import '../../domain/enrolment-approvals';
import { LmsError } from '../../lib/errors';
import type { ValibotTypeProvider } from '../../lib/valibot-type-provider';
import { sessionUser } from '../../plugins/app/auth';
import { readJournal, requestsForActor, requestsForApprover, requestsForObject } from '../../repositories/approvals';
import { actFor } from '../acting-for';

/** The signed-in user, in the tenant the call names (another tenant's call finds nothing: 404). */
async function caller(request: FastifyRequest, input: { scope?: string | undefined }): Promise<UserRow> {
  const user = await sessionUser(request);
  if (input.scope !== undefined && input.scope !== user.scope) throw new LmsError(404, 'NotFound');
  return user;
}

/**
 * stamp: approval requests (spec 2 §7, spec 3 §7 Approvals). Who files, reads and decides a request is
 * domain/approvals.ts's rule; the route checks the tenant the call names and the body.
 */
const approvalRequestRoutes: FastifyPluginAsync = async (instance) => {
  const fastify = instance.withTypeProvider<ValibotTypeProvider>();
  const { db } = fastify;

  fastify.post('/approvals/addRequest', { schema: { body: AddApprovalRequestSchema } }, async (request): Promise<ApprovalRequestResponse> => {
    const user = await caller(request, request.body);
    return { success: true, request: requestAnswer(await fileRequest(db, user, request.body)) };
  });

  const decide = (action: ApprovalAction) =>
    fastify.post(`/approvals/${action}Request`, { schema: { body: DecideApprovalRequestSchema } }, async (request): Promise<ApprovalRequestResponse> => {
      const user = await caller(request, request.body);
      return { success: true, request: requestAnswer(await decideReadableRequest(db, user, request.body, action)) };
    });
  for (const action of ['accept', 'reject', 'cancel', 'reset'] as const) decide(action);

  fastify.post('/approvals/removeRequest', { schema: { body: ApprovalReferenceSchema } }, async (request) => {
    await removeRequest(db, await caller(request, request.body), request.body.reference);
    return { success: true };
  });

  fastify.post('/approvals/readJournal', { schema: { body: ApprovalReferenceSchema } }, async (request): Promise<ApprovalJournalResponse> => {
    const user = await caller(request, request.body);
    const found = await readableRequest(db, user, request.body.reference);
    return { success: true, journal: await readJournal(db, user.scope, found.reference) };
  });

  /** The requests the user decides (their own and those delegated to them); only for themselves. */
  fastify.post('/approvals/listRequestsForApprover', { schema: { body: ListRequestsForApproverSchema } }, async (request): Promise<ApprovalRequestListResponse> => {
    const user = await caller(request, request.body);
    await actFor(request, request.body.ApproverId, { refusal: () => new LmsError(403, 'NotOwnRequests') });
    return { success: true, requests: (await requestsForApprover(db, user.scope, user.id)).map(requestAnswer) };
  });

  /** An actor's requests: all of them for the actor, those the user decides for an approver. */
  fastify.post('/approvals/listRequestsForActor', { schema: { body: ListRequestsForActorSchema } }, async (request): Promise<ApprovalRequestListResponse> => {
    const user = await caller(request, request.body);
    return { success: true, requests: (await onlyReadable(db, user, await requestsForActor(db, user.scope, request.body.ActorId))).map(requestAnswer) };
  });

  /** An object's requests the user may read (one actor's with ActorId). */
  fastify.post('/approvals/listRequestsForObject', { schema: { body: ListRequestsForObjectSchema } }, async (request): Promise<ApprovalRequestListResponse> => {
    const input = request.body;
    const user = await caller(request, input);
    const requests = await requestsForObject(db, user.scope, input.ObjectId, input.ActorId || undefined);
    return { success: true, requests: (await onlyReadable(db, user, requests)).map(requestAnswer) };
  });
};

export default approvalRequestRoutes;
