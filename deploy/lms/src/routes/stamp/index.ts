import { AddDelegateSchema, type DelegationListResponse, ListDelegatesSchema, RemoveDelegateSchema, UNTIL_BEFORE_FROM, UpdateDelegateSchema } from '@portal/contracts/account';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { UserRow } from '../../db/schema';
import { LmsError, parseInput } from '../../lib/errors';
import { sessionUser } from '../../plugins/app/auth';
import { checkedDelegation } from '../../domain/approvals';
import type { ValibotTypeProvider } from '../../lib/valibot-type-provider';
import { createDelegation, deleteDelegation, listDelegations, updateDelegation } from '../../repositories/delegations';
import approvalRequestRoutes from './approval-requests';
import { actFor } from '../acting-for';

/**
 * The period rule answers its own ErrorCode (InvalidPeriod), so the dialog can show its message (spec 1
 * §5): these two bodies are parsed here rather than by a route schema, whose failures are all ValidationFailed.
 */
function parseDelegation<S extends typeof AddDelegateSchema | typeof UpdateDelegateSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, body ?? {});
  if (!result.success && result.issues.every((issue) => issue.message === UNTIL_BEFORE_FROM)) throw new LmsError(400, 'InvalidPeriod', UNTIL_BEFORE_FROM);
  return parseInput(schema, body);
}

/** The signed-in user, who must be the approver the call names, in the scope it names. */
async function approver(request: FastifyRequest, input: { scope: string; approverId?: string }): Promise<UserRow> {
  const user = await sessionUser(request);
  if (input.scope !== user.scope) throw new LmsError(403, 'ScopeMismatch');
  if (input.approverId !== undefined) await actFor(request, input.approverId, { refusal: () => new LmsError(403, 'NotOwnDelegations') });
  return user;
}

/** stamp: approval delegation (spec 1 §3, §4, §7). An approver manages only their own delegations (the rules: domain/approvals.ts). */
const stampRoutes: FastifyPluginAsync = async (instance) => {
  const fastify = instance.withTypeProvider<ValibotTypeProvider>();
  const { db } = fastify;
  fastify.addHook('preValidation', fastify.requireSession);

  fastify.post('/approvals/listDelegatesForApprover', { schema: { body: ListDelegatesSchema } }, async (request): Promise<DelegationListResponse> => {
    const user = await approver(request, request.body);
    return { success: true, delegates: await listDelegations(db, user.id) };
  });

  fastify.post('/approvals/addDelegate', async (request) => {
    const input = parseDelegation(AddDelegateSchema, request.body);
    const user = await approver(request, input);
    return { success: true, reference: await createDelegation(db, await checkedDelegation(db, user, input)) };
  });

  fastify.post('/approvals/updateDelegate', async (request) => {
    const input = parseDelegation(UpdateDelegateSchema, request.body);
    const user = await approver(request, input);
    if (!(await updateDelegation(db, input.reference, await checkedDelegation(db, user, input)))) throw new LmsError(404, 'NotFound');
    return { success: true, reference: input.reference };
  });

  fastify.post('/approvals/removeDelegate', { schema: { body: RemoveDelegateSchema } }, async (request) => {
    const input = request.body;
    const user = await approver(request, input);
    if (!(await deleteDelegation(db, input.reference, user.id))) throw new LmsError(404, 'NotFound');
    return { success: true };
  });

  await fastify.register(approvalRequestRoutes);
};

export default stampRoutes;
