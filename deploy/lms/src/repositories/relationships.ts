import type { Database } from '../db';

/* The queries behind "may A act for B" (routes/acting-for.ts) that no other repository answers. */

/**
 * True when `actorId` filed an approval request (on `objectId` when given) whose approver is one of
 * `approverIds`: whoever decides it may read what it is about.
 */
export async function filedRequestFor(db: Database, scope: string, actorId: string, approverIds: readonly string[], objectId?: string): Promise<boolean> {
  if (approverIds.length === 0) return false;
  let query = db.selectFrom('approval_requests').select('reference').where('scope', '=', scope).where('actor_id', '=', actorId).where('approver_id', 'in', approverIds);
  if (objectId !== undefined) query = query.where('object_id', '=', objectId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}
