import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../../../db/schema';
import { LmsError } from '../../../lib/errors';
import { sessionUser } from '../../../plugins/app/auth';
import { findUserById } from '../../../repositories/users';

/* Who a catalogue call is for: the session user, named in the path by id (v4) or username (v3). */

/** 403 unless the path's user id is the session user's. */
export async function ownUserById(request: FastifyRequest, userId: string): Promise<UserRow> {
  const user = await sessionUser(request);
  if (userId !== user.id) throw new LmsError(403, 'NotSessionUser');
  return user;
}

/** 403 unless the path names the session user by username (any case) or id. */
export async function ownUserByName(request: FastifyRequest, username: string): Promise<UserRow> {
  const user = await sessionUser(request);
  if (username.toLowerCase() !== user.username.toLowerCase() && username !== user.id) throw new LmsError(403, 'NotSessionUser');
  return user;
}

/** Roles that may read another user's item on their behalf (approvers, instructors, team leaders; spec 2 §6). */
export const READ_FOR_OTHERS = ['Approver', 'Instructor', 'TeamLeader'] as const;
/** Roles that may set another user's completion (instructors marking their learners). */
export const COMPLETE_FOR_OTHERS = ['Instructor'] as const;

/**
 * The owner of a call made with ?actingAs=: actingAs, when given, must be the session user; an
 * owner other than the session user is allowed only for the given roles and within the tenant.
 */
export async function ownerActedFor(request: FastifyRequest, ownerId: string, actingAs: string | undefined, roles: readonly string[]): Promise<{ owner: UserRow; actor: UserRow }> {
  const actor = await sessionUser(request);
  if (actingAs !== undefined && actingAs !== actor.id) throw new LmsError(403, 'NotSessionUser');
  if (ownerId === actor.id) return { owner: actor, actor };
  if (!actor.roles.some((role) => roles.includes(role))) throw new LmsError(403, 'NotSessionUser');
  const owner = await findUserById(request.server.db, ownerId);
  if (!owner || owner.scope !== actor.scope) throw new LmsError(404, 'UserNotFound');
  return { owner, actor };
}
