import {
  AddDelegateSchema,
  delegationPeriodProblem,
  type DelegationListResponse,
  ListDelegatesSchema,
  RemoveDelegateSchema,
  UNTIL_BEFORE_FROM,
  UpdateDelegateSchema,
} from '@portal/contracts/account';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { UserRow } from '../../db/schema';
import { LmsError, parseInput } from '../../lib/errors';
import { sessionUser } from '../../plugins/app/auth';
import { createDelegation, deleteDelegation, type DelegationInput, listDelegations, updateDelegation } from '../../repositories/delegations';
import { findUserById } from '../../repositories/users';
import approvalRequestRoutes from './approval-requests';
import { actFor } from '../acting-for';

/** The period rule answers its own ErrorCode (InvalidPeriod), so the dialog can show its message (spec 1 §5). */
function parseDelegation<S extends typeof AddDelegateSchema | typeof UpdateDelegateSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, body ?? {});
  if (!result.success && result.issues.every((issue) => issue.message === UNTIL_BEFORE_FROM)) throw new LmsError(400, 'InvalidPeriod', UNTIL_BEFORE_FROM);
  return parseInput(schema, body);
}

/** The signed-in user, who must be the approver the call names, in the scope it names. */
async function approver(request: FastifyRequest, input: { scope: string; approverId?: string }): Promise<UserRow> {
  const user = await sessionUser(request);
  if (input.scope !== user.scope) throw new LmsError(403, 'ScopeMismatch');
  if (input.approverId !== undefined) await actFor(request, input.approverId, { refusal: new LmsError(403, 'NotOwnDelegations') });
  return user;
}

/**
 * The delegate exists in the approver's tenant and is not the approver (spec 1 §5, §8 'Unable to add
 * yourself as the delegate approver'); the until date comes after the from date.
 */
async function checkedDelegation(request: FastifyRequest, user: UserRow, input: { delegateeId: string; startAt?: string | null; endAt?: string | null }): Promise<DelegationInput> {
  if (input.delegateeId === user.id) throw new LmsError(400, 'DelegateIsApprover');
  const problem = delegationPeriodProblem(input.startAt, input.endAt);
  if (problem) throw new LmsError(400, 'InvalidPeriod', problem);
  const delegatee = await findUserById(request.server.db, input.delegateeId);
  if (!delegatee || delegatee.scope !== user.scope) throw new LmsError(400, 'DelegateNotFound');
  return { scope: user.scope, approverId: user.id, delegateeId: delegatee.id, startAt: input.startAt ?? null, endAt: input.endAt ?? null };
}

/** stamp: approval delegation (spec 1 §3, §4, §7). An approver manages only their own delegations. */
const stampRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;
  fastify.addHook('preHandler', fastify.requireSession);

  fastify.post('/approvals/listDelegatesForApprover', async (request): Promise<DelegationListResponse> => {
    const user = await approver(request, parseInput(ListDelegatesSchema, request.body));
    return { success: true, delegates: await listDelegations(db, user.id) };
  });

  fastify.post('/approvals/addDelegate', async (request) => {
    const input = parseDelegation(AddDelegateSchema, request.body);
    const user = await approver(request, input);
    return { success: true, reference: await createDelegation(db, await checkedDelegation(request, user, input)) };
  });

  fastify.post('/approvals/updateDelegate', async (request) => {
    const input = parseDelegation(UpdateDelegateSchema, request.body);
    const user = await approver(request, input);
    if (!(await updateDelegation(db, input.reference, await checkedDelegation(request, user, input)))) throw new LmsError(404, 'NotFound');
    return { success: true, reference: input.reference };
  });

  fastify.post('/approvals/removeDelegate', async (request) => {
    const input = parseInput(RemoveDelegateSchema, request.body);
    const user = await approver(request, input);
    if (!(await deleteDelegation(db, input.reference, user.id))) throw new LmsError(404, 'NotFound');
    return { success: true };
  });

  await fastify.register(approvalRequestRoutes);
};

export default stampRoutes;
