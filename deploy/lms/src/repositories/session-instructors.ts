import type { Database } from '../db';

/* Who runs which session (catalogue_session_instructors). */

/** True when the learner is enrolled in a session of the tenant that the instructor runs. */
export async function attendsSessionOf(db: Database, scope: string, instructorId: string, learnerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('catalogue_session_instructors as si')
    .innerJoin('session_enrolments as se', (join) => join.onRef('se.scope', '=', 'si.scope').onRef('se.session_id', '=', 'si.session_id'))
    .select('si.session_id')
    .where('si.scope', '=', scope)
    .where('si.user_id', '=', instructorId)
    .where('se.user_id', '=', learnerId)
    .where('se.enrolment', '=', 'Enrolled')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Makes the user an instructor of the session. */
export async function addSessionInstructor(db: Database, input: { scope: string; sessionId: string; userId: string }): Promise<void> {
  await db
    .insertInto('catalogue_session_instructors')
    .values({ scope: input.scope, session_id: input.sessionId, user_id: input.userId })
    .onConflict((oc) => oc.columns(['scope', 'session_id', 'user_id']).doNothing())
    .execute();
}
