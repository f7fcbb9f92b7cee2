import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../db';
import type { UserRow } from '../../../db/schema';
import type { ItemRecord } from '../../../domain/catalogue/definition';
import { LmsError } from '../../../lib/errors';
import { mayDecide } from '../../../domain/approvals';
import { latestTaskRequest, type TaskContext } from '../../../domain/tasks';
import { findItem } from '../../../repositories/catalogue';
import { actFor } from '../../acting-for';

/* Who may use a task's calls: its owner, and the approver of the owner's request on it. */

export interface TaskAccess extends TaskContext {
  actor: UserRow;
  /** The caller is not the owner but decides the owner's request (approving mode). */
  viewedByApprover: boolean;
}

/** The task in the tenant (a catalogue item of type Task), or 404 ItemNotFound. */
export async function taskOr404(db: Database, scope: string, id: string): Promise<ItemRecord> {
  const item = await findItem(db, scope, id);
  if (!item || item.type !== 'Task') throw new LmsError(404, 'ItemNotFound');
  return item;
}

/**
 * The task of `ownerId` as the session user may see it. `actingAs`, when given, must be the session
 * user (403). The owner always may; anyone else only when they decide the owner's latest request on
 * it (its approver or an active delegate, whatever state the request is in, so the page still shows
 * the task once decided); everyone else, another tenant's user included, gets 404.
 */
export async function taskAccess(request: FastifyRequest, ownerId: string, itemId: string, actingAs: string | undefined): Promise<TaskAccess> {
  const db = request.server.db;
  const { actor, subject: owner } = await actFor(request, ownerId, { actingAs, allow: ['approver'], itemId, refusal: () => new LmsError(404, 'ItemNotFound') });
  const scope = actor.scope;
  const item = await taskOr404(db, scope, itemId);
  if (owner.id === actor.id) {
    return {
      owner: actor,
      actor,
      item,
      key: { scope, userId: actor.id, itemId: item.id },
      request: await latestTaskRequest(db, scope, item.id, actor.id),
      viewedByApprover: false,
    };
  }
  const latest = await latestTaskRequest(db, scope, item.id, owner.id);
  if (!latest || !(await mayDecide(db, latest, actor.id))) throw new LmsError(404, 'ItemNotFound');
  return { owner, actor, item, key: { scope, userId: owner.id, itemId: item.id }, request: latest, viewedByApprover: true };
}

/** As taskAccess, for a change only the owner makes: 403 NotSessionUser for anyone else who may read it. */
export async function ownerTaskAccess(request: FastifyRequest, ownerId: string, itemId: string, actingAs: string | undefined): Promise<TaskAccess> {
  const access = await taskAccess(request, ownerId, itemId, actingAs);
  if (access.viewedByApprover) throw new LmsError(403, 'NotSessionUser', 'only the task’s owner changes it');
  return access;
}
