import type { Database } from '../db';

/* Who runs which session (catalogue_session_instructors). */

/**
 * True when the learner is enrolled in a session of the tenant that the instructor runs; with `itemId`,
 * only a session that is that item or belongs to that event counts (adding someone to a session grants
 * nothing over their other items).
 */
export async function attendsSessionOf(db: Database, scope: string, instructorId: string, learnerId: string, itemId?: string): Promise<boolean> {
  let query = db
    .selectFrom('catalogue_session_instructors as si')
    .innerJoin('session_enrolments as se', (join) => join.onRef('se.scope', '=', 'si.scope').onRef('se.session_id', '=', 'si.session_id'))
    .innerJoin('catalogue_sessions as cs', (join) => join.onRef('cs.scope', '=', 'si.scope').onRef('cs.id', '=', 'si.session_id'))
    .select('si.session_id')
    .where('si.scope', '=', scope)
    .where('si.user_id', '=', instructorId)
    .where('se.user_id', '=', learnerId)
    .where('se.enrolment', '=', 'Enrolled');
  if (itemId !== undefined) query = query.where((eb) => eb.or([eb('cs.id', '=', itemId), eb('cs.event_id', '=', itemId)]));
  const row = await query.limit(1).executeTakeFirst();
  return row !== undefined;
}
