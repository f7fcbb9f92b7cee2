import { EMPTY_SUBMISSION_STATE, TaskStatusRequestSchema, type TaskItem, type TaskStatusResponse } from '@portal/contracts/tasks';
import type { FastifyPluginAsync } from 'fastify';
import { changeTaskStatus, registerTaskApprovals, taskItem } from '../../../domain/tasks';
import type { ValibotTypeProvider, WithBody } from '../../../lib/valibot-type-provider';
import { latestAttempt } from '../../../repositories/catalogue-user';
import { readSubmissionState, readTaskJournal, taskActivityId } from '../../../repositories/tasks';
import { ownerTaskAccess, taskAccess } from './task-access';

type Params = { scope: string; userId: string; id: string };
type Query = { actingAs?: string; attempt?: string };

/**
 * The task calls under /reach/{scope}/api/v4/users/{owner}/content/{id}: the task form
 * model, its status changes, its journal and (for its approver) its submissions. Spec 2 leaves
 * these paths unnamed; they sit beside the item's own calls. The rules are domain/tasks.ts's.
 */
const taskRoutes: FastifyPluginAsync = async (instance) => {
  const fastify = instance.withTypeProvider<ValibotTypeProvider>();
  const { db } = fastify;
  const guard = { preValidation: fastify.requireSession };
  const task = '/api/v4/users/:userId/content/:id/task';

  // Approvals (spec 2 §4): a task's completion request is decided by its approver; the decision sets the task.
  registerTaskApprovals();

  /** GET …/task?actingAs= : the task form model for its owner, or for the approver of the owner's request. */
  fastify.get<{ Params: Params; Querystring: Query }>(task, guard, async (request): Promise<TaskItem> => {
    const access = await taskAccess(request, request.params.userId, request.params.id, request.query.actingAs);
    return taskItem(db, access);
  });

  /** GET …/task/journal?actingAs= : the task's audit entries, newest first (the page merges its comments in). */
  fastify.get<{ Params: Params; Querystring: Query }>(`${task}/journal`, guard, async (request) => {
    const { key } = await taskAccess(request, request.params.userId, request.params.id, request.query.actingAs);
    return { entries: await readTaskJournal(db, key) };
  });

  /** GET …/task/submissions?actingAs=&attempt= : an attempt's submission state (current by default); empty when none. */
  fastify.get<{ Params: Params; Querystring: Query }>(`${task}/submissions`, guard, async (request) => {
    const { key, item } = await taskAccess(request, request.params.userId, request.params.id, request.query.actingAs);
    const attemptId = request.query.attempt || ((await latestAttempt(db, key.userId, key.itemId))?.id ?? null);
    return (await readSubmissionState(db, { ...key, activityId: taskActivityId(item) }, attemptId)) ?? EMPTY_SUBMISSION_STATE;
  });

  /** POST …/task/status?actingAs= {status, submission?}: the owner changes the task's status (domain/tasks.ts changeTaskStatus). */
  fastify.post<WithBody<typeof TaskStatusRequestSchema, { Params: Params; Querystring: Query }>>(
    `${task}/status`,
    { ...guard, schema: { body: TaskStatusRequestSchema } },
    async (request): Promise<TaskStatusResponse> => {
      const access = await ownerTaskAccess(request, request.params.userId, request.params.id, request.query.actingAs);
      return changeTaskStatus(db, access, request.body);
    },
  );
};

export default taskRoutes;
