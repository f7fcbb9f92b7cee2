import { TaskAttachmentRequestSchema, type TaskAttachment } from '@portal/contracts/tasks';
import type { FastifyPluginAsync } from 'fastify';
import { addTaskAttachment, assertAttachmentType, registerTaskFileAreas, removeTaskAttachment } from '../../../domain/tasks';
import type { ValibotTypeProvider, WithBody } from '../../../lib/valibot-type-provider';
import { ownerTaskAccess } from './task-access';

type Params = { scope: string; userId: string; id: string; attachmentId?: string };
type Query = { actingAs?: string };

/**
 * A task's attachments (spec 2 §7): POST …/content/{id}/attachments?actingAs= {type, body, name}
 * records a file the owner uploaded to the task's area of the file store or a reference to one of
 * their external learning items; DELETE …/attachments/{attachmentId} removes it (and the file). Only
 * the owner, only while the task is not read-only (domain/tasks.ts).
 */
const taskAttachmentRoutes: FastifyPluginAsync = async (instance) => {
  const fastify = instance.withTypeProvider<ValibotTypeProvider>();
  const { db } = fastify;
  const attachments = '/api/v4/users/:userId/content/:id/attachments';

  registerTaskFileAreas();

  fastify.post<WithBody<typeof TaskAttachmentRequestSchema, { Params: Params; Querystring: Query }>>(
    attachments,
    // An unsupported file type is refused as the file store refuses it (415), before the body's other checks.
    { preValidation: [fastify.requireSession, async (request) => assertAttachmentType(request.body)], schema: { body: TaskAttachmentRequestSchema } },
    async (request): Promise<TaskAttachment> => {
      const access = await ownerTaskAccess(request, request.params.userId, request.params.id, request.query.actingAs);
      return addTaskAttachment(db, access, request.body);
    },
  );

  fastify.delete<{ Params: Params; Querystring: Query }>(`${attachments}/:attachmentId`, { preValidation: fastify.requireSession }, async (request) => {
    const access = await ownerTaskAccess(request, request.params.userId, request.params.id, request.query.actingAs);
    await removeTaskAttachment(db, access, request.params.attachmentId ?? '');
    return { success: true };
  });
};

export default taskAttachmentRoutes;
