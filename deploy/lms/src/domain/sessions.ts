import type { Enrolment } from '@portal/contracts/catalogue';
import type { Database } from '../db';
import { LmsError, refusals } from '../lib/errors';
import { findItem, findSession, type SessionWithSeats } from '../repositories/catalogue';
import { registrationOf } from '../repositories/catalogue-user';
import type { ItemRecord } from './catalogue/definition';
import { sessionStatusRefusal } from './catalogue/enrolment';

/*
 * An event's sessions as a learner meets them (spec 2 §5, §7): a session of another tenant, or of
 * another event than the one named, is not found; the attended mark is set or cleared only on a
 * manual, enrolled, already-run session (409 with the reason, catalogue/enrolment.ts).
 */

/** What the session calls refuse by name, with their statuses (routes/README.md, reach). */
export const SESSION_REFUSALS = {
  SessionNotFound: 404,
} as const;
const refuse = refusals(SESSION_REFUSALS);

/** The session of the tenant, with its seats, or SessionNotFound. */
export async function existingSession(db: Database, scope: string, id: string): Promise<SessionWithSeats> {
  const session = await findSession(db, scope, id);
  if (!session) throw refuse('SessionNotFound');
  return session;
}

/** The session of the event named, and the event; any other pair is SessionNotFound. */
export async function eventSession(db: Database, scope: string, eventId: string, sessionId: string): Promise<{ session: SessionWithSeats; event: ItemRecord }> {
  const session = await findSession(db, scope, sessionId);
  const event = session && session.eventId === eventId ? await findItem(db, scope, session.eventId) : undefined;
  if (!session || !event) throw refuse('SessionNotFound');
  return { session, event };
}

/** The user's registration on the session, NotEnrolled without one. */
export async function currentEnrolment(db: Database, userId: string, sessionId: string): Promise<Enrolment> {
  return (await registrationOf(db, userId, sessionId))?.enrolment ?? 'NotEnrolled';
}

/** The session whose attended mark the user may set or clear now; else 409 with the reason. */
export async function markableSession(db: Database, scope: string, userId: string, sessionId: string, now = new Date()): Promise<SessionWithSeats> {
  const session = await existingSession(db, scope, sessionId);
  const refusal = sessionStatusRefusal({ session, current: await currentEnrolment(db, userId, session.id), now });
  if (refusal) throw new LmsError(409, refusal);
  return session;
}
