import { UserEventsRequestSchema, type UserEvents } from '@portal/contracts/dashboard';
import type { FastifyPluginAsync } from 'fastify';
import { LmsError, parseInput } from '../../lib/errors';
import { sessionUser } from '../../plugins/app/auth';
import { listUserEvents } from '../../repositories/user-events';

/**
 * records (spec 3 §7 Records): POST /report_data/user_events {skip, limit, scope, user_id,
 * reach_hostname}: a page of the user's own events, newest first (batch 100 by default, at most 500).
 */
const recordsRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.post('/report_data/user_events', { preHandler: fastify.requireSession }, async (request): Promise<UserEvents> => {
    const body = parseInput(UserEventsRequestSchema, request.body);
    const user = await sessionUser(request);
    if (body.scope !== user.scope) throw new LmsError(403, 'ScopeMismatch');
    if (body.user_id !== user.id) throw new LmsError(403, 'NotOwnEvents');
    return listUserEvents(fastify.db, user.scope, user.id, { skip: body.skip, limit: body.limit });
  });
};

export default recordsRoutes;
