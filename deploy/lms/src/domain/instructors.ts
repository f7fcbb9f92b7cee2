import {
  canMarkAttendance,
  canSubmitAttendance,
  INSTRUCTOR_SEARCH_EMAIL_ONLY_SETTING,
  INSTRUCTOR_SEARCH_REASONS,
  type InstructorStats,
  type ListUsersRequestSchema,
  type SetAttendanceRequestSchema,
  type SetEnrollmentRequestSchema,
  statsWindowStart,
} from '@portal/contracts/instructors';
import { namedItem } from '@portal/contracts';
import type * as v from 'valibot';
import type { Database } from '../db';
import type { UserRow } from '../db/schema';
import { refusals } from '../lib/errors';
import { attendeesOf, enrolAttendee, findInstructorSession, instructorStats, runsSession, saveAttendance, searchUsers } from '../repositories/instructors';
import { appSettings } from '../repositories/tenants';
import { findUserById } from '../repositories/users';

/*
 * The instructor area's rules (spec 3 §3, §5, §6): only an instructor of a session sees its register
 * or changes it; attendance is marked once the session has started and only where it is not automatic;
 * learners are added from the instructor's own tenant. That the caller is an instructor at all (the
 * tenant's setting and the role) is checked by the route (routes/instructors) before these run.
 */

/** What the instructor calls refuse, with their statuses (routes/README.md, instructors). */
export const INSTRUCTOR_REFUSALS = {
  InstructorsDisabled: 403,
  NotAnInstructor: 403,
  NotSessionInstructor: 403,
  NotFound: 404,
  UserNotFound: 404,
  AttendanceAutomatic: 409,
  SessionNotStarted: 409,
  ValidationFailed: 400,
} as const;
const refuse = refusals(INSTRUCTOR_REFUSALS);

export const INSTRUCTOR_ROLE = 'Instructor';

/** The instructor area is open to the user: the tenant's instructors setting is on and they hold the role. */
export async function assertInstructor(db: Database, user: UserRow): Promise<void> {
  if (!(await appSettings(db, user.scope, user)).instructors) throw refuse('InstructorsDisabled');
  if (!user.roles.includes(INSTRUCTOR_ROLE)) throw refuse('NotAnInstructor');
}

/** Only an instructor of the session sees its register or changes it. */
async function assertRunsSession(db: Database, user: UserRow, sessionId: string): Promise<void> {
  if (!(await runsSession(db, user.scope, sessionId, user.id))) throw refuse('NotSessionInstructor');
}

/** GetSession: a session the instructor runs, with its register. */
export async function instructorSession(db: Database, user: UserRow, sessionId: string) {
  await assertRunsSession(db, user, sessionId);
  const session = await findInstructorSession(db, user.scope, sessionId);
  if (!session) throw refuse('NotFound');
  return session;
}

/** GetStatsForInstructor: sessions, attendees and attendance over the statistics window. */
export async function statsFor(db: Database, user: UserRow, to = new Date()): Promise<InstructorStats> {
  const from = statsWindowStart(to);
  const stats = await instructorStats(db, user.scope, user.id, from, to);
  return {
    bar_chart: [
      { key: 'sessions', value: stats.sessions },
      { key: 'attendees', value: stats.attendees },
      { key: 'attended', value: stats.attended },
    ],
    from: from.toISOString(),
    to: to.toISOString(),
  };
}

/** ListUsers (spec 3 §5): with the tenant's e-mail-only setting the search must be an e-mail, searched by mail. */
export async function usersToAdd(db: Database, user: UserRow, input: v.InferOutput<typeof ListUsersRequestSchema>) {
  const emailOnly = namedItem(await appSettings(db, user.scope, user), INSTRUCTOR_SEARCH_EMAIL_ONLY_SETTING) === 'true';
  if (emailOnly && input.property !== 'mail') throw refuse('ValidationFailed', `query: ${INSTRUCTOR_SEARCH_REASONS.email}`);
  await assertRunsSession(db, user, input.session_id);
  return searchUsers(db, { scope: user.scope, sessionId: input.session_id, query: input.query.trim(), byMail: input.property === 'mail' });
}

/** SetAttendance: the register of a session the instructor runs, once it has started, where marks are manual. */
export async function setAttendance(db: Database, user: UserRow, input: v.InferOutput<typeof SetAttendanceRequestSchema>, now = new Date()) {
  const session = await instructorSession(db, user, input.session_id);
  if (!canMarkAttendance(session)) throw refuse('AttendanceAutomatic');
  if (!canSubmitAttendance(session, now)) throw refuse('SessionNotStarted', 'the session has not started yet');
  await saveAttendance(db, { scope: user.scope, sessionId: session.id, marks: input.attendees, by: user.id, now });
  return findInstructorSession(db, user.scope, session.id);
}

/** SetEnrollment: the instructor adds a learner of their tenant to a session they run. */
export async function enrolLearner(db: Database, user: UserRow, input: v.InferOutput<typeof SetEnrollmentRequestSchema>, now = new Date()) {
  if (input.instructor_id !== user.id) throw refuse('NotSessionInstructor');
  await assertRunsSession(db, user, input.session_id);
  // Another tenant's users are never added (nor told apart from unknown ones).
  const learner = await findUserById(db, input.user_id);
  if (!learner || learner.scope !== user.scope) throw refuse('UserNotFound');
  await enrolAttendee(db, { scope: user.scope, sessionId: input.session_id, userId: learner.id, now });
  return (await attendeesOf(db, user.scope, [input.session_id])).get(input.session_id) ?? [];
}
