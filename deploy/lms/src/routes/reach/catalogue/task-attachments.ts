import { parseDossierPath } from '@portal/contracts/external-learning';
import { TaskAttachmentRequestSchema, isTaskAttachmentType, isTaskReadOnly, parseTaskExternalReference, taskExternalReference, type TaskAttachment } from '@portal/contracts/tasks';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db';
import { LmsError, parseInput } from '../../../lib/errors';
import { mayDecide } from '../../../repositories/approvals';
import { findItem } from '../../../repositories/catalogue';
import { deleteStoredFile, findStoredFile, registerFileArea, type FileAreaContext } from '../../../repositories/files';
import { addAttachment, addJournalEntry, deleteAttachment, findAttachment, taskState } from '../../../repositories/tasks';
import { markInProgress } from './task';
import { latestTaskRequest, ownerTaskAccess, type TaskAccess } from './task-access';

type Params = { scope: string; userId: string; id: string; attachmentId?: string };
type Query = { actingAs?: string };

/** 409 TaskReadOnly when the owner may not change the task now (spec 2 §4: uploads are ignored when read-only). */
async function writableState(db: Database, { key, item }: TaskAccess) {
  const state = await taskState(db, key, item);
  if (isTaskReadOnly({ ...state, viewedByApprover: false })) throw new LmsError(409, 'TaskReadOnly');
  return state;
}

/** The task and owner of a task file area's key, when the task exists in the tenant. */
async function taskOfArea(db: Database, context: FileAreaContext) {
  const named = parseTaskExternalReference(context.key);
  if (!named || named.ownerId !== context.ownerId) return undefined;
  const item = await findItem(db, context.scope, named.itemId);
  return item?.type === 'Task' ? { item, key: { scope: context.scope, userId: named.ownerId, itemId: item.id } } : undefined;
}

/**
 * A task's attachments (spec 2 §7): POST …/content/{id}/attachments?actingAs= {type, body, name}
 * records a file the owner uploaded to the task's area of the file store (body: its path) or a
 * reference to one of their external learning items (body: its id); DELETE
 * …/attachments/{attachmentId} removes it (and the file). Only the owner, only while the task is
 * not read-only; an upload to a task not started or rejected marks it in progress first.
 */
const taskAttachmentRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;
  const guard = { preHandler: fastify.requireSession };
  const attachments = '/api/v4/users/:userId/content/:id/attachments';

  // The file store's task area ('{itemId}:{ownerId}/task-file-attachments'): the owner writes while the
  // task is not read-only; the approver of the owner's request on the task reads them.
  const taskAreaPolicy = {
    async writable(trx: Database, context: FileAreaContext) {
      const task = await taskOfArea(trx, context);
      if (!task) return false;
      return !isTaskReadOnly({ ...(await taskState(trx, task.key, task.item)), viewedByApprover: false });
    },
    async readableByOthers(trx: Database, context: FileAreaContext) {
      const task = await taskOfArea(trx, context);
      const request = task && (await latestTaskRequest(trx, context.scope, task.item.id, context.ownerId));
      return Boolean(request && (await mayDecide(trx, request, context.userId)));
    },
  };
  registerFileArea('task-file-attachments', taskAreaPolicy);
  // A task's own content files ('{itemId}/.attachments': its supporting files, spec 2 §3) are put there by
  // its author, not through the portal; every user of the tenant reads those of a task in its catalogue.
  registerFileArea('.attachments', {
    async writable() {
      return false;
    },
    async readableByOthers(trx, context) {
      return (await findItem(trx, context.scope, context.key))?.type === 'Task';
    },
  });

  fastify.post<{ Params: Params; Querystring: Query }>(attachments, guard, async (request): Promise<TaskAttachment> => {
    const body = (request.body ?? {}) as { type?: unknown; name?: unknown };
    // The server's own check of the type (spec 2 §5): 415 as the file store answers.
    if (body.type === 'file' && typeof body.name === 'string' && !isTaskAttachmentType(body.name)) throw new LmsError(415, 'UnsupportedFileType', 'name: file type not supported');
    const input = parseInput(TaskAttachmentRequestSchema, request.body);
    const access = await ownerTaskAccess(request, request.params.userId, request.params.id, request.query.actingAs);
    const { owner, item, key } = access;
    return db.transaction().execute(async (trx) => {
      const state = await writableState(trx, access);
      let name = input.name;
      if (input.type === 'file') {
        const path = parseDossierPath(input.body);
        const file =
          path?.fileId && path.kind === 'task-file-attachments' && path.key === taskExternalReference(item.id, owner.id)
            ? await findStoredFile(trx, key.scope, path.area, path.fileId)
            : undefined;
        if (!file || file.ownerId !== owner.id) throw new LmsError(404, 'FileNotFound', 'body: no such file of yours in the task’s area');
        name = file.name;
      } else {
        const ela = await trx
          .selectFrom('external_learning_items')
          .select('id')
          .where('scope', '=', key.scope)
          .where('id', '=', input.body)
          .where('owner_id', '=', owner.id)
          .executeTakeFirst();
        if (!ela) throw new LmsError(404, 'ItemNotFound', 'body: no such external learning item of yours');
      }
      const attemptId = await markInProgress(trx, key, state, owner);
      const attachment = await addAttachment(trx, key, attemptId, { type: input.type, name, body: input.body });
      await addJournalEntry(trx, key, { kind: 'file-upload', attemptId, toName: name, actorId: owner.id, actorName: owner.display_name });
      return attachment;
    });
  });

  fastify.delete<{ Params: Params; Querystring: Query }>(`${attachments}/:attachmentId`, guard, async (request) => {
    const access = await ownerTaskAccess(request, request.params.userId, request.params.id, request.query.actingAs);
    const { owner, key } = access;
    return db.transaction().execute(async (trx) => {
      const state = await writableState(trx, access);
      const attachment = await findAttachment(trx, key, request.params.attachmentId ?? '');
      if (!attachment) throw new LmsError(404, 'AttachmentNotFound');
      await deleteAttachment(trx, attachment.id);
      const path = attachment.type === 'file' ? parseDossierPath(attachment.body) : undefined;
      if (path?.fileId) await deleteStoredFile(trx, key.scope, path.area, path.fileId);
      await addJournalEntry(trx, key, { kind: 'audit', attemptId: state.attemptId, toName: attachment.name, value: 'removed', actorId: owner.id, actorName: owner.display_name });
      return { success: true };
    });
  });
};

export default taskAttachmentRoutes;
