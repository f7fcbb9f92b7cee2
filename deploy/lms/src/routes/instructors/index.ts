import {
  GetSessionRequestSchema,
  ListSessionsRequestSchema,
  ListUsersRequestSchema,
  PAGE_RESPONSE_HEADERS,
  SetAttendanceRequestSchema,
  SetEnrollmentRequestSchema,
  decodePageToken,
  nextPageToken,
  readPageRequest,
  type InstructorStats,
} from '@portal/contracts/instructors';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema';
import { assertInstructor, enrolLearner, INSTRUCTOR_ROLE, instructorSession, setAttendance, statsFor, usersToAdd } from '../../domain/instructors';
import { LmsError } from '../../lib/errors';
import type { ValibotTypeProvider } from '../../lib/valibot-type-provider';
import { sessionUser } from '../../plugins/app/auth';
import { listInstructorSessions } from '../../repositories/instructors';
import { userHoldsRole } from '../role-check';

/**
 * instructors (spec 3 §6, §7, POST under /instructors): the server's instructor check and the
 * instructor area's calls. Every call needs a session; the area's calls need the tenant's instructors
 * setting and the Instructor role, checked before the body; the rules are domain/instructors.ts's.
 * Bodies are checked with the contracts' schemas (400 ValidationFailed '<field>: <reason>').
 */
const instructorsRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.addHook('preValidation', fastify.requireSession);

  fastify.post('/isInstructor', async (request) => userHoldsRole(request, [INSTRUCTOR_ROLE]));

  await fastify.register(instructorAreaRoutes);
};

/** The calls of the instructor area, each for an instructor only. */
const instructorAreaRoutes: FastifyPluginAsync = async (instance) => {
  const fastify = instance.withTypeProvider<ValibotTypeProvider>();
  const { db } = fastify;
  const instructors = new WeakMap<FastifyRequest, UserRow>();
  fastify.addHook('preValidation', async (request) => {
    const user = await sessionUser(request);
    await assertInstructor(db, user);
    instructors.set(request, user);
  });
  const instructor = (request: FastifyRequest): UserRow => instructors.get(request)!;

  fastify.post('/ListSessionsForInstructor', { schema: { body: ListSessionsRequestSchema } }, async (request, reply) => {
    const user = instructor(request);
    const page = readPageRequest(request.headers);
    const offset = decodePageToken(page.token);
    if (offset === undefined) throw new LmsError(400, 'ValidationFailed', 'X-Page-Token: unknown page token');
    const { sessions, total } = await listInstructorSessions(db, {
      scope: user.scope,
      instructorId: user.id,
      tab: request.body.tab,
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

  fastify.post('/GetStatsForInstructor', async (request): Promise<InstructorStats> => statsFor(db, instructor(request)));

  fastify.post('/GetSession', { schema: { body: GetSessionRequestSchema } }, async (request) => instructorSession(db, instructor(request), request.body.id));

  fastify.post('/ListUsers', { schema: { body: ListUsersRequestSchema } }, async (request) => ({ users: await usersToAdd(db, instructor(request), request.body) }));

  fastify.post('/SetAttendance', { schema: { body: SetAttendanceRequestSchema } }, async (request) => setAttendance(db, instructor(request), request.body));

  fastify.post('/SetEnrollment', { schema: { body: SetEnrollmentRequestSchema } }, async (request) => enrolLearner(db, instructor(request), request.body));
};

export default instructorsRoutes;
