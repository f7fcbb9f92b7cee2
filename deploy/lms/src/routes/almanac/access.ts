import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema';
import { sessionUser } from '../../plugins/app/auth';
import { actFor } from '../acting-for';

export interface Journal {
  user: UserRow;
  owner: UserRow;
  /** The signed-in user reads someone else's journal as a CPDReviewer. */
  reviewing: boolean;
}

/**
 * Whose journal a call touches (spec 3 §6): the caller's own (uid empty or theirs), or, for a
 * CPDReviewer, another user's of the same tenant. Anyone else gets 403. Changes a reviewer may not
 * make (spec 3 §4: reviewers add no entries or periods) take the session user instead.
 */
export async function journalOf(request: FastifyRequest, uid: string): Promise<Journal> {
  if (!uid) {
    const user = await sessionUser(request);
    return { user, owner: user, reviewing: false };
  }
  const { actor, subject, relationship } = await actFor(request, uid, { allow: ['cpdReviewer'] });
  return { user: actor, owner: subject, reviewing: relationship !== 'self' };
}
