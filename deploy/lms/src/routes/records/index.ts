import { HistoryRequestSchema, UserEventsRequestSchema, type History, type UserEvents } from '@portal/contracts/dashboard';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { LmsError, parseInput } from '../../lib/errors';
import { sessionUser } from '../../plugins/app/auth';
import { memberHistory } from '../../repositories/team';
import { listUserEvents } from '../../repositories/user-events';
import { actFor } from '../acting-for';

/** The signed-in user, who may read only their own records in their own scope. */
async function ownRecords(request: FastifyRequest, body: { scope: string; user_id: string }) {
  const user = await sessionUser(request);
  if (body.scope !== user.scope) throw new LmsError(403, 'ScopeMismatch');
  await actFor(request, body.user_id, { refusal: () => new LmsError(403, 'NotOwnEvents') });
  return user;
}

/**
 * records (spec 3 §7 Records): POST /report_data/user_events {skip, limit, scope, user_id,
 * reach_hostname}: a page of the user's own events, newest first (batch 100 by default, at most 500).
 * POST /report_data/history {skip, limit, scope, user_id}: a page of the user's own history events
 * (spec 3 §3 History event: the items they are enrolled in or have progress on, with status, score and
 * the activity's extensions, as a team leader sees a member's learning history), newest first, undated last.
 */
const recordsRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.post('/report_data/user_events', { preValidation: fastify.requireSession }, async (request): Promise<UserEvents> => {
    const body = parseInput(UserEventsRequestSchema, request.body);
    const user = await ownRecords(request, body);
    return listUserEvents(fastify.db, user.scope, user.id, { skip: body.skip, limit: body.limit });
  });

  fastify.post('/report_data/history', { preValidation: fastify.requireSession }, async (request): Promise<History> => {
    const body = parseInput(HistoryRequestSchema, request.body);
    const user = await ownRecords(request, body);
    const events = await memberHistory(fastify.db, user.scope, user.id);
    const time = (occurredon: string | null) => (occurredon ? Date.parse(occurredon) : -Infinity);
    const newestFirst = [...events].sort((a, b) => time(b.occurredon) - time(a.occurredon) || 0);
    return { rows: newestFirst.slice(body.skip, body.skip + body.limit), total: events.length };
  });
};

export default recordsRoutes;
