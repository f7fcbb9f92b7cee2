import {
  approvalStatusLabel,
  type NotaryComment,
  NotaryDecisionSchema,
  type NotaryItem,
  ReadApprovalsSchema,
  type ReadApprovalsResponse,
  ReadNotaryCommentsSchema,
} from '@portal/contracts/approvals';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Database } from '../../db';
import type { UserRow } from '../../db/schema';
import { LmsError, parseInput } from '../../lib/errors';
import { sessionUser } from '../../plugins/app/auth';
import {
  type ApprovalRequestRow,
  decideApprovalRequest,
  describeApprovalObject,
  findApprovalRequest,
  mayRead,
  readJournal,
  requestsForApprover,
} from '../../repositories/approvals';
import '../stamp/enrolment-approvals';
import { actFor } from '../acting-for';

/** The notary item's type: 'Enrollment' for an enrolment (its display type is then the content type), else the object's kind. */
const COMPLETION_TYPES: Record<string, string> = { task: 'Task', ELA: 'ExternalLearning' };

/**
 * Spec 3 §3: an approval (notary) item. A title the object's handler cannot give (the object is gone or
 * unknown) stays null and a missing actor's names stay null: the portal shows 'Unknown' and the item
 * orphaned. key is the request's reference, ref its topic (`${objectId}:${actorId}`).
 */
export async function notaryItem(db: Database, request: ApprovalRequestRow): Promise<NotaryItem> {
  const [description, actor] = await Promise.all([
    describeApprovalObject(db, request).catch(() => undefined),
    db.selectFrom('users').select(['display_name', 'username', 'email']).where('id', '=', request.actorId).executeTakeFirst(),
  ]);
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

/** The signed-in user, who must be the `params.ref` approver of the tenant `params.scope` names (404 otherwise). */
async function approverCaller(request: FastifyRequest, params: { ref: string; scope: string }): Promise<UserRow> {
  const user = await sessionUser(request);
  if (params.scope !== user.scope) throw new LmsError(404, 'NotFound');
  await actFor(request, params.ref, { refusal: new LmsError(403, 'NotOwnApprovals') });
  return user;
}

/**
 * notary: the approver's approvals (spec 3 §7). ReadApprovals pages the requests the user decides
 * (newest first; `status` filters by the capitalised state name), with the total of the filter and the
 * number pending; AcceptApproval / RejectApproval decide one (a reject needs a comment: 400
 * CommentRequired; an object that is gone: 404 CatalogueItemNotFound or UserCatalogueItemNotFound).
 */
const notaryRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;
  fastify.addHook('preHandler', fastify.requireSession);

  fastify.post('/ReadApprovals', async (request): Promise<ReadApprovalsResponse> => {
    const input = parseInput(ReadApprovalsSchema, request.body);
    const user = await approverCaller(request, input.params);
    const requests = await requestsForApprover(db, user.scope, user.id);
    const pending = requests.filter((r) => approvalStatusLabel(r.state) === 'Pending').length;
    const matching = input.status && input.status !== 'All' ? requests.filter((r) => approvalStatusLabel(r.state) === input.status) : requests;
    const page = matching.slice(input.skip, input.skip + input.limit);
    return { items: await Promise.all(page.map((r) => notaryItem(db, r))), total: matching.length, pending };
  });

  /** The comments of a request's journal (params.ref is the request's key), oldest first. */
  fastify.post('/ReadComments', async (request): Promise<{ comments: NotaryComment[] }> => {
    const { params } = parseInput(ReadNotaryCommentsSchema, request.body);
    const user = await sessionUser(request);
    if (params.scope !== user.scope) throw new LmsError(404, 'NotFound');
    const found = await findApprovalRequest(db, user.scope, params.ref);
    if (!found || !(await mayRead(db, found, user.id))) throw new LmsError(404, 'NotFound');
    const journal = await readJournal(db, user.scope, found.reference);
    return {
      comments: journal
        .filter((entry) => entry.comment)
        .map((entry) => ({ value: entry.comment!, commenter_ref: entry.actorId, commenter_name: entry.actor, created: entry.datestamp })),
    };
  });

  const decide = (action: 'accept' | 'reject') => async (request: FastifyRequest) => {
    const input = parseInput(NotaryDecisionSchema, request.body);
    const user = await approverCaller(request, input.params);
    const comment = input.comment?.value.trim();
    const decided = await decideApprovalRequest(db, { scope: user.scope, reference: input.approval.key, action, byUserId: user.id, ...(comment ? { comment } : {}) });
    return { success: true, item: await notaryItem(db, decided) };
  };
  fastify.post('/AcceptApproval', decide('accept'));
  fastify.post('/RejectApproval', decide('reject'));
};

export default notaryRoutes;
