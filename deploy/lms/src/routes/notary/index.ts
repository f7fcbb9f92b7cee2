import { type NotaryComment, NotaryDecisionSchema, ReadApprovalsSchema, type ReadApprovalsResponse, ReadNotaryCommentsSchema } from '@portal/contracts/approvals';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema';
import { approvalsPage, decideApprovalRequest, notaryItem, requestComments } from '../../domain/approvals';
import '../../domain/enrolment-approvals';
import { LmsError } from '../../lib/errors';
import type { ValibotTypeProvider } from '../../lib/valibot-type-provider';
import { sessionUser } from '../../plugins/app/auth';
import { actFor } from '../acting-for';

/** The signed-in user, in the tenant `params.scope` names (404 otherwise). */
async function tenantCaller(request: FastifyRequest, params: { scope: string }): Promise<UserRow> {
  const user = await sessionUser(request);
  if (params.scope !== user.scope) throw new LmsError(404, 'NotFound');
  return user;
}

/** The signed-in user, who must be the `params.ref` approver of the tenant `params.scope` names. */
async function approverCaller(request: FastifyRequest, params: { ref: string; scope: string }): Promise<UserRow> {
  const user = await tenantCaller(request, params);
  await actFor(request, params.ref, { refusal: () => new LmsError(403, 'NotOwnApprovals') });
  return user;
}

/**
 * notary: the approver's approvals (spec 3 §7). ReadApprovals pages the requests the user decides
 * (newest first; `status` filters by the capitalised state name), with the total of the filter and the
 * number pending; AcceptApproval / RejectApproval decide one (a reject needs a comment: 400
 * CommentRequired; an object that is gone: 404 CatalogueItemNotFound or UserCatalogueItemNotFound).
 * The rules are domain/approvals.ts's.
 */
const notaryRoutes: FastifyPluginAsync = async (instance) => {
  const fastify = instance.withTypeProvider<ValibotTypeProvider>();
  const { db } = fastify;
  fastify.addHook('preValidation', fastify.requireSession);

  fastify.post('/ReadApprovals', { schema: { body: ReadApprovalsSchema } }, async (request): Promise<ReadApprovalsResponse> => {
    const user = await approverCaller(request, request.body.params);
    return approvalsPage(db, user, request.body);
  });

  /** The comments of a request's journal (params.ref is the request's key), oldest first. */
  fastify.post('/ReadComments', { schema: { body: ReadNotaryCommentsSchema } }, async (request): Promise<{ comments: NotaryComment[] }> => {
    const { params } = request.body;
    return { comments: await requestComments(db, await tenantCaller(request, params), params.ref) };
  });

  for (const [call, action] of [
    ['AcceptApproval', 'accept'],
    ['RejectApproval', 'reject'],
  ] as const) {
    fastify.post(`/${call}`, { schema: { body: NotaryDecisionSchema } }, async (request) => {
      const input = request.body;
      const user = await approverCaller(request, input.params);
      const comment = input.comment?.value.trim();
      const decided = await decideApprovalRequest(db, { scope: user.scope, reference: input.approval.key, action, byUserId: user.id, ...(comment ? { comment } : {}) });
      return { success: true, item: await notaryItem(db, decided) };
    });
  }
};

export default notaryRoutes;
