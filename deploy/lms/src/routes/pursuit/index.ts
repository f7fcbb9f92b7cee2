import { AccoladesRequestSchema, LEADERBOARD_LIMIT, LeaderboardRequestSchema, type Accolades, type Leaderboard } from '@portal/contracts/dashboard';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema';
import { LmsError, parseInput } from '../../lib/errors';
import { sessionUser } from '../../plugins/app/auth';
import { gamificationConfig, leaderboard, listAccolades } from '../../repositories/gamification';
import { actFor } from '../acting-for';

/**
 * pursuit (spec 3 §7 Gamification): the leaderboard and a user's accolades. A user asks for their own
 * (user_id and scope are the session's), and only when the tenant has gamification configured.
 */
const pursuitRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;
  fastify.addHook('preValidation', fastify.requireSession);

  async function caller(request: FastifyRequest, body: { scope: string; user_id: string }): Promise<UserRow> {
    const user = await sessionUser(request);
    if (body.scope !== user.scope) throw new LmsError(403, 'ScopeMismatch');
    await actFor(request, body.user_id, { refusal: () => new LmsError(403, 'NotOwnStandings') });
    if (!(await gamificationConfig(db, user.scope)).enabled) throw new LmsError(403, 'GamificationDisabled');
    return user;
  }

  fastify.post('/getLeaderboard', async (request): Promise<Leaderboard> => {
    const body = parseInput(LeaderboardRequestSchema, request.body);
    const user = await caller(request, body);
    return leaderboard(db, user.scope, user.id, body.limit ?? LEADERBOARD_LIMIT);
  });

  fastify.post('/listAccolades', async (request): Promise<Accolades> => {
    const body = parseInput(AccoladesRequestSchema, request.body);
    const user = await caller(request, body);
    const { awards } = await gamificationConfig(db, user.scope);
    return { accolades: await listAccolades(db, user.scope, user.id, awards) };
  });
};

export default pursuitRoutes;
