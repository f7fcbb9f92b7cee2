import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../../../db/schema';
import { actFor, type OtherRelationship } from '../../acting-for';

/* Who a catalogue call is for: the session user, named in the path by id (v4) or username (v3). */

/** 403 unless the path's user id is the session user's. */
export async function ownUserById(request: FastifyRequest, userId: string): Promise<UserRow> {
  return (await actFor(request, userId)).subject;
}

/** 403 unless the path names the session user by username (any case) or id. */
export async function ownUserByName(request: FastifyRequest, username: string): Promise<UserRow> {
  return (await actFor(request, username, { byUsername: true })).subject;
}

/** Who may read another user's item on their behalf (spec 2 §6): their approver, team leader, or the instructor of a session of it. */
export const READ_FOR_OTHERS: readonly OtherRelationship[] = ['approver', 'teamLeader', 'instructor'];
/** Who may set another user's completion: the instructor of a session they attend, on that session's event only. */
export const COMPLETE_FOR_OTHERS: readonly OtherRelationship[] = ['instructor'];

/**
 * The owner of a call made with ?actingAs= on item `itemId`: actingAs, when given, must be the session
 * user; an owner other than the session user only through one of the relationships allowed (acting-for.ts).
 */
export async function ownerActedFor(
  request: FastifyRequest,
  ownerId: string,
  actingAs: string | undefined,
  allow: readonly OtherRelationship[],
  itemId: string,
): Promise<{ owner: UserRow; actor: UserRow }> {
  const { actor, subject } = await actFor(request, ownerId, { actingAs, allow, itemId });
  return { owner: subject, actor };
}
