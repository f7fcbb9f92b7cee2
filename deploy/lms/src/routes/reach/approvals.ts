import type { UserApprovalsResponse } from '@portal/contracts/approvals';
import type { FastifyPluginAsync } from 'fastify';
import { onlyReadable, requestAnswer } from '../../domain/approvals';
import { LmsError } from '../../lib/errors';
import { requestsForActor } from '../../repositories/approvals';
import { actFor } from '../acting-for';

/**
 * GET /reach/{scope}/api/v4/users/{userId}/approvals (spec 2 §7): the user's approval requests, for the
 * user themselves or for whoever decides them (their approver or an active delegate: those they may
 * decide). Another tenant's user, or a user whose requests the caller does not decide, answers 404.
 */
const approvalsRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;
  fastify.get<{ Params: { scope: string; userId: string } }>(
    '/api/v4/users/:userId/approvals',
    { preValidation: fastify.requireSession },
    async (request): Promise<UserApprovalsResponse> => {
      const { actor: user, subject: owner } = await actFor(request, request.params.userId, { allow: ['approver'], refusal: () => new LmsError(404, 'UserNotFound') });
      if (owner.scope !== request.tenant) throw new LmsError(404, 'UserNotFound');
      return { approvals: (await onlyReadable(db, user, await requestsForActor(db, owner.scope, owner.id))).map(requestAnswer) };
    },
  );
};

export default approvalsRoutes;
