import { type Enrolment, EnrolRequestSchema, type EnrolResponse, InvitationRejectSchema, SessionStatusRequestSchema } from '@portal/contracts/catalogue';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Database } from '../../../db';
import type { EnrolDecision } from '../../../domain/catalogue/enrolment';
import { availableSeats, decideAcceptInvitation, decideRejectInvitation, decideSessionCancel, decideSessionEnrol } from '../../../domain/catalogue/enrolment';
import { sessionIcs } from '../../../domain/catalogue/ics';
import { currentEnrolment, eventSession, existingSession, markableSession } from '../../../domain/sessions';
import { parseInput } from '../../../lib/errors';
import { requestEnrolmentApproval, withdrawEnrolmentApproval } from '../../../repositories/approvals';
import { bumpCatalogueVersion, bumpUserStamp, findItem, lockSession, type SessionWithSeats } from '../../../repositories/catalogue';
import { recordCompletion } from '../../../repositories/catalogue-progress';
import { requirePaid } from '../../../repositories/commerce';
import { deleteRegistration, setEnrolment, setRegistration, setSessionStatus, userItemState } from '../../../repositories/catalogue-user';
import { ownUserById, ownUserByName } from './access';

type SessionParams = { scope: string; userId: string; sessionId: string };

/**
 * Applies a decision on a session registration inside the caller's transaction: the row changes (or
 * goes, for a rejected invitation), enrolling also enrols in the event, and seats changed for
 * everybody, so the tenant's catalogue version moves too.
 */
async function applyDecision(
  trx: Database,
  input: { userId: string; scope: string; session: SessionWithSeats; decision: EnrolDecision; reason: string | null; remove?: boolean },
): Promise<void> {
  const { decision, session } = input;
  if (!decision.enrolment) return;
  const key = { userId: input.userId, scope: input.scope, sessionId: session.id };
  if (input.remove) await deleteRegistration(trx, input.userId, session.id);
  else await setRegistration(trx, key, decision.enrolment, input.reason);
  if (decision.enrolment === 'Enrolled') {
    const event = (await userItemState(trx, input.userId, session.eventId)).enrolment?.enrolment ?? 'NotEnrolled';
    if (event === 'NotEnrolled') await setEnrolment(trx, { userId: input.userId, scope: input.scope, itemId: session.eventId }, 'Enrolled');
  }
  await bumpCatalogueVersion(trx, input.scope);
  await bumpUserStamp(trx, input.userId);
}

/** The session user and the session whose attended mark they may set or clear now (spec 2 §5). */
async function markable(db: Database, request: FastifyRequest<{ Params: SessionParams }>): Promise<{ userId: string; scope: string; session: SessionWithSeats }> {
  const user = await ownUserById(request, request.params.userId);
  const scope = request.tenant!;
  return { userId: user.id, scope, session: await markableSession(db, scope, user.id, request.params.sessionId) };
}

/** Reads the session again under its row lock, so the seat count cannot change before the decision is stored. */
async function lockedSession(trx: Database, scope: string, id: string): Promise<SessionWithSeats> {
  await lockSession(trx, scope, id);
  return existingSession(trx, scope, id);
}

/**
 * Decides on the session user's registration with the session locked, so the seat count cannot change
 * before the decision is stored, and applies the decision.
 */
async function decideLocked(
  db: Database,
  request: FastifyRequest<{ Params: SessionParams }>,
  decide: (session: SessionWithSeats, current: Enrolment) => { decision: EnrolDecision; reason: string | null },
): Promise<EnrolResponse> {
  const user = await ownUserById(request, request.params.userId);
  const scope = request.tenant!;
  await existingSession(db, scope, request.params.sessionId);
  return db.transaction().execute(async (trx) => {
    const session = await lockedSession(trx, scope, request.params.sessionId);
    const { decision, reason } = decide(session, await currentEnrolment(trx, user.id, session.id));
    await applyDecision(trx, { userId: user.id, scope, session, decision, reason });
    // The learner's approver decides an enrolment waiting for approval; withdrawing cancels the request.
    if (decision.enrolment === 'PendingAdminApproval') await requestEnrolmentApproval(trx, { user, objectId: session.id, objectType: 'session' });
    else if (decision.enrolment === 'NotEnrolled') await withdrawEnrolmentApproval(trx, scope, user.id, session.id);
    return { status: decision.result };
  });
}

const sessionRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;
  const guard = { preValidation: fastify.requireSession };
  const base = '/api/v4/users/:userId/sessions/:sessionId';

  /** Enrol in a session or cancel (spec 2 §4–§5): deadlines, seats and enrolment modes are enforced here. */
  fastify.post<{ Params: SessionParams }>(`${base}/enrollment`, guard, async (request): Promise<EnrolResponse> => {
    const input = parseInput(EnrolRequestSchema, request.body);
    return decideLocked(db, request, (session, current) => {
      const now = new Date();
      return input.status === 'Enrolled'
        ? { decision: decideSessionEnrol({ session, current, availableSeats: availableSeats(session.seats, session.enrolled), now }), reason: null }
        : { decision: decideSessionCancel({ session, current, now }), reason: input.reason };
    });
  });

  /** Accept an invitation: creates the registration, refused with NoAvailableSeats when no seat is left. */
  fastify.post<{ Params: SessionParams }>(`${base}/registration`, guard, async (request): Promise<EnrolResponse> => {
    return decideLocked(db, request, (session, current) => ({
      decision: decideAcceptInvitation({ session, current, availableSeats: availableSeats(session.seats, session.enrolled), now: new Date() }),
      reason: null,
    }));
  });

  /** Reject an invitation (a reason is required): the registration is deleted. */
  fastify.delete<{ Params: SessionParams }>(`${base}/registration`, guard, async (request): Promise<EnrolResponse> => {
    parseInput(InvitationRejectSchema, request.body);
    const user = await ownUserById(request, request.params.userId);
    const scope = request.tenant!;
    const session = await existingSession(db, scope, request.params.sessionId);
    return db.transaction().execute(async (trx) => {
      const current = await currentEnrolment(trx, user.id, session.id);
      const decision = decideRejectInvitation(current);
      await applyDecision(trx, { userId: user.id, scope, session, decision, reason: null, remove: true });
      return { status: decision.result };
    });
  });

  /** Mark attended or not attended: a manual, enrolled, already-run session only (spec 2 §5). The event's completion follows. */
  fastify.post<{ Params: SessionParams }>(`${base}/status`, guard, async (request) => {
    const { status } = parseInput(SessionStatusRequestSchema, request.body);
    const { userId, scope, session } = await markable(db, request);
    const event = await findItem(db, scope, session.eventId);
    if (event) await requirePaid(db, scope, userId, event);
    await setSessionStatus(db, userId, session.id, status);
    // A Completed event shows as Attended (spec 2 §4).
    await recordCompletion(db, { userId, scope, itemId: session.eventId }, status === 'Attended' ? 'Completed' : 'NotAttended');
    return { status };
  });

  /** Removes the attended / not attended mark: back to Attending. */
  fastify.delete<{ Params: SessionParams }>(`${base}/status`, guard, async (request) => {
    const { userId, session } = await markable(db, request);
    await setSessionStatus(db, userId, session.id, null);
    await bumpUserStamp(db, userId);
    return { status: 'Attending' };
  });

  /** iCalendar file of one session (spec 2 §7). */
  fastify.get<{ Params: { scope: string; username: string; eventId: string; sessionId: string } }>(
    '/api/v3/users/:username/events/:eventId/sessions/:sessionId/ics',
    guard,
    async (request, reply) => {
      await ownUserByName(request, request.params.username);
      const scope = request.tenant!;
      const { session, event } = await eventSession(db, scope, request.params.eventId, request.params.sessionId);
      const body = sessionIcs({
        uid: `${session.id}@${scope}.learner-portal`,
        eventName: event.name,
        sessionName: session.name,
        start: session.startDate,
        end: session.endDate,
        location: session.location,
        ...(event.definition.Description ? { description: event.definition.Description } : {}),
        stamp: new Date(),
      });
      const file = `${session.id.replace(/[^A-Za-z0-9._-]/g, '_')}.ics`;
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};

export default sessionRoutes;
