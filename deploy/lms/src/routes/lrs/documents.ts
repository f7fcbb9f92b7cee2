import {
  AgentProfileQuerySchema,
  RESOURCE_NOT_FOUND,
  StateQuerySchema,
  TASK_SUBMISSION_STATE_ID,
  TaskSubmissionStateSchema,
  type TaskSubmissionState,
} from '@portal/contracts/tasks';
import { EMPTY_SUBMISSION_STATE, isTaskReadOnly, needsMarkInProgress, submissionChangeRefusal } from '@portal/contracts/tasks';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Database } from '../../db';
import type { UserRow } from '../../db/schema';
import { LmsError, parseInput } from '../../lib/errors';
import { sessionUser } from '../../plugins/app/auth';
import { findItem } from '../../repositories/catalogue';
import { addJournalEntry, itemByActivity, readAgentProfile, readState, setTaskCompletion, taskState, writeAgentProfile, writeState, type StateKey } from '../../repositories/tasks';
import { namesUser, parseAgent, requireVersion, withVersion } from './record-store';

type Query = Record<string, string>;

/** The caller, when the query's agent names them; otherwise a read answers 404 (nothing of another user is shown) and a write 403. */
async function callerNamedBy(request: FastifyRequest, agentText: string, forWrite: boolean): Promise<UserRow> {
  const user = await sessionUser(request);
  if (!namesUser(parseAgent(agentText), user)) throw forWrite ? new LmsError(403, 'NotSessionUser', 'agent: the signed-in user only') : new LmsError(404, RESOURCE_NOT_FOUND);
  return user;
}

/**
 * A task's submission text (stateId TASK_SUBMISSION_STATE_ID) follows the task's rules (spec 2 §4):
 * only its owner writes it (the state is the caller's own), never while the task is read-only for
 * them, only on the current attempt, and only as a draft replaced or one submission appended with
 * the draft cleared. A write to a task not started or rejected marks it in progress first; an
 * appended submission goes into the task's journal.
 */
async function applyTaskRules(db: Database, user: UserRow, key: StateKey, body: unknown): Promise<TaskSubmissionState> {
  const next = parseInput(TaskSubmissionStateSchema, body);
  const found = await itemByActivity(db, key.scope, key.activityId);
  const item = found?.type === 'Task' ? await findItem(db, key.scope, found.id) : undefined;
  if (!item) throw new LmsError(404, 'ItemNotFound', 'activityId: not a task');
  const itemKey = { scope: key.scope, userId: user.id, itemId: item.id };
  const state = await taskState(db, itemKey, item);
  if (isTaskReadOnly({ ...state, viewedByApprover: false })) throw new LmsError(409, 'TaskReadOnly');
  if (!state.attemptId || key.registration !== state.attemptId) throw new LmsError(409, 'AttemptNotCurrent', 'registration: the task’s current attempt');
  const previous = ((await readState(db, key))?.content as TaskSubmissionState | undefined) ?? EMPTY_SUBMISSION_STATE;
  const refusal = submissionChangeRefusal(previous, next);
  if (refusal) throw new LmsError(409, refusal);
  if (needsMarkInProgress(state.status)) {
    await setTaskCompletion(db, itemKey, 'Attempted');
    await addJournalEntry(db, itemKey, { kind: 'status-change', attemptId: state.attemptId, toName: 'Attempted', actorId: user.id, actorName: user.display_name });
  }
  const appended = next.submissions.length > previous.submissions.length ? next.submissions.at(-1) : undefined;
  if (appended) {
    // Dated by the server: the submission's own timestamp is the browser's.
    await addJournalEntry(db, itemKey, {
      kind: 'submission-statement',
      attemptId: state.attemptId,
      value: appended.text,
      actorId: user.id,
      actorName: user.display_name,
    });
  }
  return next;
}

/**
 * The record store's documents (spec 3 §7): activities/state (a task's submission text under its
 * stateId and the attempt as registration) and agents/profile. A caller reads and writes only their
 * own; a missing document answers 404 ResourceNotFound, which the portal reads as empty.
 */
const documentRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;
  const guard = { preHandler: fastify.requireSession };

  const stateKey = (user: UserRow, query: { activityId: string; stateId: string; registration?: string | undefined }): StateKey => ({
    scope: user.scope,
    userId: user.id,
    activityId: query.activityId,
    stateId: query.stateId,
    registration: query.registration ?? '',
  });

  fastify.get<{ Querystring: Query }>('/activities/state', guard, async (request, reply) => {
    requireVersion(request);
    withVersion(reply);
    const query = parseInput(StateQuerySchema, request.query);
    const user = await callerNamedBy(request, query.agent, false);
    const found = await readState(db, stateKey(user, query));
    if (!found) throw new LmsError(404, RESOURCE_NOT_FOUND);
    reply.header('Last-Modified', found.updatedAt.toUTCString());
    return found.content;
  });

  fastify.put<{ Querystring: Query }>('/activities/state', guard, async (request, reply) => {
    requireVersion(request);
    withVersion(reply);
    const query = parseInput(StateQuerySchema, request.query);
    const user = await callerNamedBy(request, query.agent, true);
    const key = stateKey(user, query);
    if (request.body === undefined || request.body === null) throw new LmsError(400, 'ValidationFailed', 'body: a JSON document');
    await db.transaction().execute(async (trx) => {
      const content = query.stateId === TASK_SUBMISSION_STATE_ID ? await applyTaskRules(trx, user, key, request.body) : request.body;
      await writeState(trx, key, content);
    });
    return reply.code(204).send();
  });

  fastify.get<{ Querystring: Query }>('/agents/profile', guard, async (request, reply) => {
    requireVersion(request);
    withVersion(reply);
    const query = parseInput(AgentProfileQuerySchema, request.query);
    const user = await callerNamedBy(request, query.agent, false);
    const found = await readAgentProfile(db, user.scope, user.id, query.profileId);
    if (!found) throw new LmsError(404, RESOURCE_NOT_FOUND);
    reply.header('Last-Modified', found.updatedAt.toUTCString());
    return found.content;
  });

  fastify.put<{ Querystring: Query }>('/agents/profile', guard, async (request, reply) => {
    requireVersion(request);
    withVersion(reply);
    const query = parseInput(AgentProfileQuerySchema, request.query);
    const user = await callerNamedBy(request, query.agent, true);
    if (request.body === undefined || request.body === null) throw new LmsError(400, 'ValidationFailed', 'body: a JSON document');
    await writeAgentProfile(db, user.scope, user.id, query.profileId, request.body);
    return reply.code(204).send();
  });
};

export default documentRoutes;
