import type { InstructorAttendee, InstructorSession, InstructorTab, InstructorUser } from '@portal/contracts/instructors';
import { sql } from 'kysely';
import type { Database } from '../db';

/*
 * The instructor area (spec 3 §3, §5): the sessions an instructor runs
 * (catalogue_session_instructors), their registers (session_enrolments: enrolled users, status
 * 'Attended' when marked) and when each register was submitted (instructor_attendance).
 */

/** True when the user runs the session in this tenant. */
export async function runsSession(db: Database, scope: string, sessionId: string, instructorId: string): Promise<boolean> {
  const row = await db
    .selectFrom('catalogue_session_instructors')
    .select('session_id')
    .where((eb) => eb.and({ scope, session_id: sessionId, user_id: instructorId }))
    .executeTakeFirst();
  return row !== undefined;
}

function sessionsOf(db: Database, scope: string, instructorId: string) {
  return db
    .selectFrom('catalogue_sessions as s')
    .innerJoin('catalogue_session_instructors as si', (join) => join.onRef('si.scope', '=', 's.scope').onRef('si.session_id', '=', 's.id'))
    .where('s.scope', '=', scope)
    .where('si.user_id', '=', instructorId);
}

export async function attendeesOf(db: Database, scope: string, sessionIds: readonly string[]): Promise<Map<string, InstructorAttendee[]>> {
  const result = new Map<string, InstructorAttendee[]>(sessionIds.map((id) => [id, []]));
  if (sessionIds.length === 0) return result;
  const rows = await db
    .selectFrom('session_enrolments as se')
    .innerJoin('users as u', 'u.id', 'se.user_id')
    .select(['se.session_id', 'se.user_id', 'se.status', 'u.display_name', 'u.username', 'u.email'])
    .where('se.scope', '=', scope)
    .where('u.scope', '=', scope)
    .where('se.session_id', 'in', sessionIds)
    .where('se.enrolment', '=', 'Enrolled')
    .orderBy('u.display_name')
    .orderBy('u.username')
    .execute();
  for (const row of rows) {
    result.get(row.session_id)?.push({ user_id: row.user_id, name: row.display_name, username: row.username, mail: row.email ?? '', attended: row.status === 'Attended' });
  }
  return result;
}

async function sessionRecords(db: Database, scope: string, ids: readonly string[]): Promise<InstructorSession[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('catalogue_sessions as s')
    .leftJoin('catalogue_items as i', (join) => join.onRef('i.scope', '=', 's.scope').onRef('i.id', '=', 's.event_id'))
    .leftJoin('instructor_attendance as a', (join) => join.onRef('a.scope', '=', 's.scope').onRef('a.session_id', '=', 's.id'))
    .select(['s.id', 's.name', 's.start_date', 's.end_date', 's.location', 's.completion_mode', 'i.name as title', 'i.type', 'i.definition', 'a.submitted_at'])
    .where('s.scope', '=', scope)
    .where('s.id', 'in', ids)
    .execute();
  const attendees = await attendeesOf(db, scope, ids);
  const byId = new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        title: row.title ?? row.name,
        name: row.name,
        start_date: row.start_date.toISOString(),
        end_date: row.end_date.toISOString(),
        location: row.location,
        thumbnail_url: (row.definition as { ThumbnailUrl?: string } | null)?.ThumbnailUrl ?? null,
        type: row.type ?? 'Event',
        // The reference LMS runs classroom sessions only; there is no joining link.
        start_url: null,
        attendees: attendees.get(row.id) ?? [],
        attendance_submitted_date: row.submitted_at ? new Date(row.submitted_at).toISOString() : null,
        // Sessions completed automatically record attendance themselves (spec 3 §3 attendance_mode 'auto').
        attendance_mode: row.completion_mode === 'Auto' ? 'auto' : 'manual',
      } satisfies InstructorSession,
    ]),
  );
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/** One page of the instructor's sessions on a tab, in start order, and how many there are. */
export async function listInstructorSessions(
  db: Database,
  input: { scope: string; instructorId: string; tab: InstructorTab; ascending: boolean; offset: number; size: number; now: Date },
): Promise<{ sessions: InstructorSession[]; total: number }> {
  // The tabs (spec 3 §9): a session is upcoming until it has ended, historic after.
  const base = sessionsOf(db, input.scope, input.instructorId).where('s.end_date', input.tab === 'Upcoming' ? '>=' : '<', input.now);
  const count = await base.select((e) => e.fn.countAll<string | number>().as('n')).executeTakeFirst();
  const direction = input.ascending ? 'asc' : 'desc';
  const ids = await base.select('s.id').orderBy('s.start_date', direction).orderBy('s.id', direction).limit(input.size).offset(input.offset).execute();
  return {
    sessions: await sessionRecords(
      db,
      input.scope,
      ids.map((r) => r.id),
    ),
    total: Number(count?.n ?? 0),
  };
}

export async function findInstructorSession(db: Database, scope: string, sessionId: string): Promise<InstructorSession | undefined> {
  return (await sessionRecords(db, scope, [sessionId]))[0];
}

/** The three bars (spec 3 §3): sessions run, attendees registered and attendees who attended, in the window. */
export async function instructorStats(db: Database, scope: string, instructorId: string, from: Date, to: Date): Promise<{ sessions: number; attendees: number; attended: number }> {
  const inWindow = sessionsOf(db, scope, instructorId).where('s.start_date', '>=', from).where('s.start_date', '<=', to);
  const sessions = await inWindow.select((e) => e.fn.countAll<string | number>().as('n')).executeTakeFirst();
  const registers = await inWindow
    .innerJoin('session_enrolments as se', (join) => join.onRef('se.scope', '=', 's.scope').onRef('se.session_id', '=', 's.id'))
    .where('se.enrolment', '=', 'Enrolled')
    .select([(e) => e.fn.countAll<string | number>().as('attendees'), sql<string | number>`count(*) filter (where se.status = 'Attended')`.as('attended')])
    .executeTakeFirst();
  return { sessions: Number(sessions?.n ?? 0), attendees: Number(registers?.attendees ?? 0), attended: Number(registers?.attended ?? 0) };
}

const SEARCH_LIMIT = 20;

/**
 * The add-users search: users of this tenant only, by e-mail (exact, case-insensitive) or by a part of
 * the name, user name or e-mail; each says whether they already attend the session.
 */
export async function searchUsers(db: Database, input: { scope: string; sessionId: string; query: string; byMail: boolean }): Promise<InstructorUser[]> {
  const like = `%${input.query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  let query = db
    .selectFrom('users as u')
    .leftJoin('session_enrolments as se', (join) =>
      join.onRef('se.user_id', '=', 'u.id').on('se.scope', '=', input.scope).on('se.session_id', '=', input.sessionId).on('se.enrolment', '=', 'Enrolled'),
    )
    .select(['u.id', 'u.display_name', 'u.username', 'u.email', 'se.session_id'])
    .where('u.scope', '=', input.scope);
  query = input.byMail
    ? query.where(sql<string>`lower(u.email)`, '=', input.query.toLowerCase())
    : query.where((e) =>
        e.or([e(sql<string>`lower(u.display_name)`, 'like', like), e(sql<string>`lower(u.username)`, 'like', like), e(sql<string>`lower(coalesce(u.email, ''))`, 'like', like)]),
      );
  const rows = await query.orderBy('u.display_name').orderBy('u.username').limit(SEARCH_LIMIT).execute();
  return rows.map((row) => ({ id: row.id, name: row.display_name, username: row.username, mail: row.email ?? '', attendee: row.session_id !== null }));
}

/**
 * Saves the register's marks for the session's attendees (others are ignored: the register lists
 * only enrolled users) and stamps the submitted date (spec 3 §5), in one transaction.
 */
export async function saveAttendance(
  db: Database,
  input: { scope: string; sessionId: string; marks: readonly { user_id: string; attended: boolean }[]; by: string; now: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const attended of [true, false]) {
      const userIds = input.marks.filter((m) => m.attended === attended).map((m) => m.user_id);
      if (userIds.length === 0) continue;
      await trx
        .updateTable('session_enrolments')
        .set({ status: attended ? 'Attended' : 'NotAttended', updated_at: input.now })
        .where('scope', '=', input.scope)
        .where('session_id', '=', input.sessionId)
        .where('enrolment', '=', 'Enrolled')
        .where('user_id', 'in', userIds)
        .execute();
    }
    await trx
      .insertInto('instructor_attendance')
      .values({ scope: input.scope, session_id: input.sessionId, submitted_at: input.now, submitted_by: input.by })
      .onConflict((oc) => oc.columns(['scope', 'session_id']).doUpdateSet({ submitted_at: input.now, submitted_by: input.by }))
      .execute();
  });
}

/** Adds the user to the session as an attendee who has not attended yet (spec 3 §5). */
export async function enrolAttendee(db: Database, input: { scope: string; sessionId: string; userId: string; now: Date }): Promise<void> {
  await db
    .insertInto('session_enrolments')
    .values({ user_id: input.userId, scope: input.scope, session_id: input.sessionId, enrolment: 'Enrolled', status: null, reason: null, updated_at: input.now })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'session_id'])
        .doUpdateSet({ enrolment: 'Enrolled', status: null, reason: null, updated_at: input.now })
        // Someone already attending keeps their mark.
        .where('session_enrolments.enrolment', '!=', 'Enrolled'),
    )
    .execute();
}
