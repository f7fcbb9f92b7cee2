import { AwardStatementsQuerySchema, type AwardStatements } from '@portal/contracts/dashboard';
import type { FastifyPluginAsync } from 'fastify';
import { LmsError, parseInput } from '../../lib/errors';
import { awardStatementsOf } from '../../lrs/awards';
import { sessionUser } from '../../plugins/app/auth';

/**
 * GET /authr/proxy/lrs/statements?agent=&verb= (spec 3 §7: "award statements through a proxy path"):
 * the signed-in user's award statements from the tenant's record store, newest first. Only the caller's
 * own agent (as xapi/config names it) and only the award verb: this is no general way into the store.
 */
const lrsProxyRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get('/proxy/lrs/statements', { preValidation: fastify.requireSession }, async (request): Promise<AwardStatements> => {
    const { agent } = parseInput(AwardStatementsQuerySchema, request.query);
    const user = await sessionUser(request);
    if (agent.account.name !== user.id || agent.account.homePage !== fastify.lmsConfig.stablePortalUrl) {
      throw new LmsError(403, 'NotOwnAgent', 'agent: the signed-in user’s own agent only');
    }
    const statements = await awardStatementsOf(fastify.db, { scope: user.scope, userId: user.id, agent: { objectType: 'Agent', account: agent.account } });
    return { statements, more: '' };
  });
};

export default lrsProxyRoutes;
