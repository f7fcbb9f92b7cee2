import { AiccLaunchRequestSchema, type AiccLaunchResponse } from '@portal/contracts/catalogue';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Database } from '../../db';
import { aiccLaunchItem } from '../../domain/catalogue/aicc-launch';
import { aiccStudentName, getParamData, hacpResponse, HACP_ERRORS, parseAiccData } from '../../domain/catalogue/aicc';
import { completionFromLessonStatus, resultCompletion } from '../../domain/catalogue/completion';
import { parseInput } from '../../lib/errors';
import { sessionUser } from '../../plugins/app/auth';
import { createAiccSession, findAiccSession, updateAiccSession } from '../../repositories/aicc-sessions';
import { findItem } from '../../repositories/catalogue';
import { recordCompletion, reportedResultRefusal } from '../../repositories/catalogue-progress';
import { findUserById } from '../../repositories/users';

/**
 * Creates the HACP session and answers the content URL with aicc_sid and aicc_url, for the item and
 * attempt domain/catalogue/aicc-launch.ts allows. aicc_url is the configured public address (PUBLIC_URL), never the request's Host header; without
 * one it is relative, which content served by the portal resolves against the portal.
 */
async function launchUrl(request: FastifyRequest, input: { id: string; attemptId?: string | undefined }): Promise<string> {
  const { db } = request.server;
  const user = await sessionUser(request);
  const { item, launchPath } = await aiccLaunchItem(db, user, input.id, input.attemptId);
  const sid = await createAiccSession(db, { scope: user.scope, userId: user.id, itemId: item.id, attemptId: input.attemptId ?? null });
  // The track URL sits beside this route, whatever prefix the LMS is mounted under.
  const trackPath = request.routeOptions.url!.replace(/launch$/, 'track/');
  const trackUrl = `${request.server.lmsConfig.publicUrl ?? ''}${trackPath}`;
  const separator = launchPath.includes('?') ? '&' : '?';
  return `${launchPath}${separator}aicc_sid=${encodeURIComponent(sid)}&aicc_url=${encodeURIComponent(trackUrl)}`;
}

/** HACP field names are case-insensitive. */
function field(body: Record<string, string>, name: string): string {
  const key = Object.keys(body).find((k) => k.toLowerCase() === name);
  return key ? (body[key] ?? '') : '';
}

async function track(db: Database, body: Record<string, string>): Promise<string> {
  const command = field(body, 'command').toLowerCase();
  if (!['getparam', 'putparam', 'exitau'].includes(command)) return hacpResponse(HACP_ERRORS.invalidCommand);
  const session = await findAiccSession(db, field(body, 'session_id'));
  if (!session) return hacpResponse(HACP_ERRORS.invalidSession);

  if (command === 'getparam') {
    const user = await findUserById(db, session.user_id);
    return hacpResponse(
      HACP_ERRORS.ok,
      getParamData({
        studentId: user?.username ?? session.user_id,
        studentName: user ? aiccStudentName(user) : '',
        lessonLocation: session.lesson_location,
        lessonStatus: session.lesson_status,
        score: session.score,
      }),
    );
  }
  if (command === 'putparam') {
    const core = parseAiccData(field(body, 'aicc_data')).core ?? {};
    const status = core.lesson_status ?? null;
    const completion = status ? completionFromLessonStatus(status) : undefined;
    const result = completion && completion !== 'NotAttempted' ? completion : undefined;
    const key = { userId: session.user_id, scope: session.scope, itemId: session.item_id };
    const item = result ? await findItem(db, session.scope, session.item_id) : undefined;
    // The launch's rules again, now: a cancelled enrolment or a newer attempt ends what this session may report.
    if (result && (!item || (await reportedResultRefusal(db, key, item, session.attempt_id)))) return hacpResponse(HACP_ERRORS.invalidSession);
    await updateAiccSession(db, session, { lessonStatus: status, lessonLocation: core.lesson_location, score: core.score });
    if (result && item) await recordCompletion(db, key, resultCompletion(result, item.definition.CompletionMode));
  }
  return hacpResponse(HACP_ERRORS.ok);
}

/**
 * aicc: the AICC40 tracking endpoints (spec 2 §7). The content authenticates its HACP calls with the
 * aicc_sid handed out at launch, not with the portal's cookie.
 */
const aiccRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;
  // HACP posts are form-encoded; only this plugin reads that media type.
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  fastify.post('/launch', { preValidation: fastify.requireSession }, async (request): Promise<AiccLaunchResponse> => ({
    url: await launchUrl(request, parseInput(AiccLaunchRequestSchema, request.body)),
  }));

  fastify.get('/launch', { preValidation: fastify.requireSession }, async (request, reply) =>
    reply.redirect(await launchUrl(request, parseInput(AiccLaunchRequestSchema, request.query)), 302),
  );

  fastify.post('/track/', async (request, reply) => {
    const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, string>) : {};
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(await track(db, body));
  });
};

export default aiccRoutes;
