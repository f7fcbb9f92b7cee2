import {
  GetSessionRequestSchema,
  INSTRUCTOR_SEARCH_EMAIL_ONLY_SETTING,
  INSTRUCTOR_SEARCH_REASONS,
  ListSessionsRequestSchema,
  ListUsersRequestSchema,
  PAGE_RESPONSE_HEADERS,
  SetAttendanceRequestSchema,
  SetEnrollmentRequestSchema,
  canMarkAttendance,
  canSubmitAttendance,
  decodePageToken,
  nextPageToken,
  readPageRequest,
  statsWindowStart,
  type InstructorStats,
} from '@portal/contracts/instructors';
import { namedItem } from '@portal/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema';
import { LmsError, parseInput } from '../../lib/errors';
import { sessionUser } from '../../plugins/app/auth';
import {
  attendeesOf,
  enrolAttendee,
  findInstructorSession,
  instructorStats,
  listInstructorSessions,
  runsSession,
  saveAttendance,
  searchUsers,
} from '../../repositories/instructors';
import { appSettings } from '../../repositories/tenants';
import { findUserById } from '../../repositories/users';
import { userHoldsRole } from '../role-check';

export const INSTRUCTOR_ROLE = 'Instructor';

/**
 * instructors (spec 3 §6, §7, POST under /instructors): the server's instructor check and the
 * instructor area's calls. Every call needs a session, the tenant's instructors setting and the
 * Instructor role; the calls about one session need the caller to run it. Payloads are checked with
 * the contracts' schemas (400 ValidationFailed '<field>: <reason>').
 */
const instructorsRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;
  fastify.addHook('preHandler', fastify.requireSession);

  fastify.post('/isInstructor', async (request) => userHoldsRole(request, [INSTRUCTOR_ROLE]));

  async function instructor(request: FastifyRequest): Promise<UserRow> {
    const user = await sessionUser(request);
    if (!(await appSettings(db, user.scope, user)).instructors) throw new LmsError(403, 'InstructorsDisabled');
    if (!user.roles.includes(INSTRUCTOR_ROLE)) throw new LmsError(403, 'NotAnInstructor');
    return user;
  }

  /** Only an instructor of the session sees its register or changes it (issue 18). */
  async function ownSession(user: UserRow, sessionId: string): Promise<void> {
    if (!(await runsSession(db, user.scope, sessionId, user.id))) throw new LmsError(403, 'NotSessionInstructor');
  }

  fastify.post('/ListSessionsForInstructor', async (request, reply) => {
    const user = await instructor(request);
    const { tab } = parseInput(ListSessionsRequestSchema, request.body);
    const page = readPageRequest(request.headers);
    const offset = decodePageToken(page.token);
    if (offset === undefined) throw new LmsError(400, 'ValidationFailed', 'X-Page-Token: unknown page token');
    const { sessions, total } = await listInstructorSessions(db, {
      scope: user.scope,
      instructorId: user.id,
      tab,
      ascending: page.ascending,
      offset,
      size: page.size,
      now: new Date(),
    });
    const token = nextPageToken(offset, page.size, total) ?? null;
    if (token) reply.header(PAGE_RESPONSE_HEADERS.token, token);
    reply.header(PAGE_RESPONSE_HEADERS.total, String(total));
    return { sessions, total_sessions: total, token };
  });

  fastify.post('/GetStatsForInstructor', async (request): Promise<InstructorStats> => {
    const user = await instructor(request);
    const to = new Date();
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
  });

  fastify.post('/GetSession', async (request) => {
    const user = await instructor(request);
    const { id } = parseInput(GetSessionRequestSchema, request.body);
    await ownSession(user, id);
    const session = await findInstructorSession(db, user.scope, id);
    if (!session) throw new LmsError(404, 'NotFound');
    return session;
  });

  fastify.post('/ListUsers', async (request) => {
    const user = await instructor(request);
    const input = parseInput(ListUsersRequestSchema, request.body);
    // Spec 3 §5: with the tenant's e-mail-only setting the search must be an e-mail, searched by mail.
    const emailOnly = namedItem(await appSettings(db, user.scope, user), INSTRUCTOR_SEARCH_EMAIL_ONLY_SETTING) === 'true';
    if (emailOnly && input.property !== 'mail') throw new LmsError(400, 'ValidationFailed', `query: ${INSTRUCTOR_SEARCH_REASONS.email}`);
    await ownSession(user, input.session_id);
    return { users: await searchUsers(db, { scope: user.scope, sessionId: input.session_id, query: input.query.trim(), byMail: input.property === 'mail' }) };
  });

  fastify.post('/SetAttendance', async (request) => {
    const user = await instructor(request);
    const input = parseInput(SetAttendanceRequestSchema, request.body);
    await ownSession(user, input.session_id);
    const session = await findInstructorSession(db, user.scope, input.session_id);
    if (!session) throw new LmsError(404, 'NotFound');
    if (!canMarkAttendance(session)) throw new LmsError(409, 'AttendanceAutomatic');
    if (!canSubmitAttendance(session, new Date())) throw new LmsError(409, 'SessionNotStarted', 'the session has not started yet');
    await saveAttendance(db, { scope: user.scope, sessionId: session.id, marks: input.attendees, by: user.id, now: new Date() });
    return findInstructorSession(db, user.scope, session.id);
  });

  fastify.post('/SetEnrollment', async (request) => {
    const user = await instructor(request);
    const input = parseInput(SetEnrollmentRequestSchema, request.body);
    if (input.instructor_id !== user.id) throw new LmsError(403, 'NotSessionInstructor');
    await ownSession(user, input.session_id);
    // Another tenant's users are never added (nor told apart from unknown ones).
    const learner = await findUserById(db, input.user_id);
    if (!learner || learner.scope !== user.scope) throw new LmsError(404, 'UserNotFound');
    await enrolAttendee(db, { scope: user.scope, sessionId: input.session_id, userId: learner.id, now: new Date() });
    return (await attendeesOf(db, user.scope, [input.session_id])).get(input.session_id) ?? [];
  });
};

export default instructorsRoutes;
