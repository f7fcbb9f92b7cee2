import type { FastifyRequest } from 'fastify';
import type { Database } from '../db';
import type { UserRow } from '../db/schema';
import { LmsError } from '../lib/errors';
import { sessionUser } from '../plugins/app/auth';
import { approversActingAs, approverOf } from '../repositories/approvals';
import { filedRequestFor } from '../repositories/relationships';
import { attendsSessionOf } from '../repositories/session-instructors';
import { leadsMember } from '../repositories/team';
import { findUserById, findUserByUsername } from '../repositories/users';

/*
 * "May A act for B (on item X)": the one place that decides whether a signed-in user may read or
 * change another user's data. A role alone proves nothing; the relationship must be one the server can
 * show from its own data:
 * - self: A is B;
 * - approver: A is B's approver (the profile's approver) or decides a request B filed (on X, when the
 *   call names an item), directly or as an active delegate of that approver;
 * - teamLeader: A holds TeamLeader and leads B, directly or through nested teams;
 * - instructor: A holds Instructor and runs a session B is enrolled in, and X is that session or its
 *   event (never B's other items; without an item there is no instructor relationship);
 * - cpdReviewer: A holds CPDReviewer (spec 3 §6: a reviewer reads any journal of the tenant).
 * Another tenant's user, an unknown id and a user with no such relationship get the same refusal, so
 * the answer tells nothing about who exists.
 */

export const ROLES = { teamLeader: 'TeamLeader', instructor: 'Instructor', cpdReviewer: 'CPDReviewer' } as const;

export type OtherRelationship = 'approver' | 'teamLeader' | 'instructor' | 'cpdReviewer';
export type Relationship = 'self' | OtherRelationship;

/** The refusal when only one relationship was allowed (the codes the calls already answered). */
const REFUSALS: Record<OtherRelationship, string> = {
  approver: 'NotApproverOfUser',
  teamLeader: 'NotTeamLeaderOfUser',
  instructor: 'NotAnAttendee',
  cpdReviewer: 'NotOwnJournal',
};

/** Which of the allowed relationships A has to B, first match in the order given; undefined for none. */
export async function relationshipTo(
  db: Database,
  actor: UserRow,
  subject: Pick<UserRow, 'id' | 'scope' | 'profile'>,
  allow: readonly OtherRelationship[],
  itemId?: string,
): Promise<Relationship | undefined> {
  if (subject.scope !== actor.scope) return undefined;
  if (subject.id === actor.id) return 'self';
  for (const relationship of allow) {
    if (await holds(db, relationship, actor, subject, itemId)) return relationship;
  }
  return undefined;
}

async function holds(db: Database, relationship: OtherRelationship, actor: UserRow, subject: Pick<UserRow, 'id' | 'scope' | 'profile'>, itemId?: string): Promise<boolean> {
  switch (relationship) {
    case 'approver': {
      const acting = await approversActingAs(db, actor.scope, actor.id);
      const approver = await approverOf(db, subject);
      return (approver !== undefined && acting.includes(approver)) || filedRequestFor(db, actor.scope, subject.id, acting, itemId);
    }
    case 'teamLeader':
      return actor.roles.includes(ROLES.teamLeader) && leadsMember(db, actor.scope, actor.id, subject.id);
    case 'instructor':
      return itemId !== undefined && actor.roles.includes(ROLES.instructor) && attendsSessionOf(db, actor.scope, actor.id, subject.id, itemId);
    case 'cpdReviewer':
      return actor.roles.includes(ROLES.cpdReviewer);
  }
}

export interface ActForOptions {
  /** The relationships besides self that this call honours; none: the user's own data only. */
  allow?: readonly OtherRelationship[];
  /** The item the call is about (the instructor relationship holds for one session's event only). */
  itemId?: string;
  /** `?actingAs=`: when given it must be the session user (403 NotSessionUser). */
  actingAs?: string | undefined;
  /** Also find the user by username (any case), for the v3 paths that name users so. */
  byUsername?: boolean;
  /**
   * The answer when the relationship is missing, for calls that hide what exists (a 404). Made only
   * when refused: an Error's stack costs a read of one's own profile a tenth of its time.
   */
  refusal?: () => LmsError;
}

export interface ActingFor {
  actor: UserRow;
  subject: UserRow;
  relationship: Relationship;
}

function refusalFor(options: ActForOptions): LmsError {
  if (options.refusal) return options.refusal();
  const allow = options.allow ?? [];
  if (allow.length === 0) return new LmsError(403, 'NotSessionUser');
  if (allow.length === 1) return new LmsError(403, REFUSALS[allow[0]!]);
  return new LmsError(403, 'NotRelatedToUser');
}

async function findSubject(db: Database, actor: UserRow, userRef: string, byUsername: boolean): Promise<UserRow | undefined> {
  const byId = await findUserById(db, userRef);
  if (byId && byId.scope === actor.scope) return byId;
  return byUsername ? findUserByUsername(db, actor.scope, userRef) : undefined;
}

/**
 * The session user (actor) and the user a call names (subject), or the refusal: every route that
 * takes `actingAs` or a user id in its path, query or body goes through here.
 */
export async function actFor(request: FastifyRequest, userRef: string, options: ActForOptions = {}): Promise<ActingFor> {
  const actor = await sessionUser(request);
  if (options.actingAs !== undefined && options.actingAs !== actor.id) throw new LmsError(403, 'NotSessionUser');
  if (userRef === actor.id || (options.byUsername && userRef.toLowerCase() === actor.username.toLowerCase())) {
    return { actor, subject: actor, relationship: 'self' };
  }
  const allow = options.allow ?? [];
  const subject = allow.length > 0 ? await findSubject(request.server.db, actor, userRef, options.byUsername ?? false) : undefined;
  const relationship = subject && (await relationshipTo(request.server.db, actor, subject, allow, options.itemId));
  if (!subject || !relationship) throw refusalFor(options);
  return { actor, subject, relationship };
}
