import { randomUUID } from 'node:crypto';
import type { ElaApprovalStatus, ExternalLearningItem, ExternalLearningPayload } from '@portal/contracts/external-learning';
import { sql } from 'kysely';
import type { Database } from '../db';

/*
 * External learning (migration 0017, spec 2 §3): a tenant's activity types and users' items. The approval
 * request of an item lives in the approvals core (object type 'ELA', object id the item's id).
 */

export async function listActivityTypes(db: Database, scope: string): Promise<{ id: string; name: string }[]> {
  return db.selectFrom('external_learning_types').select(['id', 'name']).where('scope', '=', scope).orderBy('position').orderBy('name').execute();
}

export async function findActivityType(db: Database, scope: string, id: string) {
  return db.selectFrom('external_learning_types').select(['id', 'name']).where('scope', '=', scope).where('id', '=', id).executeTakeFirst();
}

function itemQuery(db: Database) {
  return db
    .selectFrom('external_learning_items as e')
    .innerJoin('users as u', 'u.id', 'e.owner_id')
    .leftJoin('external_learning_types as t', 't.id', 'e.type_id')
    .leftJoin('catalogue_items as c', (join) => join.onRef('c.id', '=', 'e.learning_item_id').onRef('c.scope', '=', 'e.scope'))
    .selectAll('e')
    .select(['u.display_name as owner_name', 't.name as type_name', 'c.name as learning_item_name']);
}

export type ExternalLearningRow = Awaited<ReturnType<ReturnType<typeof itemQuery>['executeTakeFirstOrThrow']>>;

/** The item as answered, without its approval (added by the route). */
export function toItem(row: ExternalLearningRow): Omit<ExternalLearningItem, 'approval'> {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    keyLearning: row.key_learning,
    typeId: row.type_id,
    typeName: row.type_name,
    occurredOn: row.occurred_on ? row.occurred_on.toISOString() : null,
    occurredAt: row.occurred_at,
    completionStatusId: row.completion_status_id,
    score: row.score === null ? null : Number(row.score),
    approvalStatusId: row.approval_status_id as ElaApprovalStatus,
    cpdPoints: row.cpd_points === null ? null : Number(row.cpd_points),
    learningHours: row.learning_hours === null ? null : Number(row.learning_hours),
    learningItemId: row.learning_item_id,
    learningItemName: row.learning_item_name,
    createdBy: { id: row.owner_id, name: row.owner_name },
    createdOn: row.created_at.toISOString(),
    modifiedOn: row.updated_at.toISOString(),
  };
}

/** An item of the tenant, or undefined. */
export async function findExternalLearning(db: Database, scope: string, id: string): Promise<ExternalLearningRow | undefined> {
  return itemQuery(db).where('e.scope', '=', scope).where('e.id', '=', id).executeTakeFirst();
}

export interface ListExternalLearningOptions {
  limit: number;
  offset: number;
  approvalStatus?: string;
  searchText?: string;
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of the owner's items, the latest change first, and how many match (every word of the search in name, description or key learning). */
export async function listExternalLearning(
  db: Database,
  scope: string,
  ownerId: string,
  options: ListExternalLearningOptions,
): Promise<{ rows: ExternalLearningRow[]; total: number }> {
  let base = db.selectFrom('external_learning_items as e').where('e.scope', '=', scope).where('e.owner_id', '=', ownerId);
  if (options.approvalStatus) base = base.where('e.approval_status_id', '=', options.approvalStatus);
  for (const word of (options.searchText ?? '').toLowerCase().split(/\s+/).filter(Boolean)) {
    base = base.where(sql<boolean>`lower(e.name || ' ' || e.description || ' ' || e.key_learning) like ${`%${likeLiteral(word)}%`} escape '\\'`);
  }
  const { count } = await base.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow();
  const ids = await base.select('e.id').orderBy('e.updated_at', 'desc').orderBy('e.id').limit(options.limit).offset(options.offset).execute();
  if (ids.length === 0) return { rows: [], total: Number(count) };
  const rows = await itemQuery(db)
    .where(
      'e.id',
      'in',
      ids.map((r) => r.id),
    )
    .orderBy('e.updated_at', 'desc')
    .orderBy('e.id')
    .execute();
  return { rows, total: Number(count) };
}

function columns(payload: ExternalLearningPayload) {
  return {
    name: payload.name,
    description: payload.description,
    key_learning: payload.keyLearning,
    type_id: payload.typeId,
    // The day and time as the learner gave them, written as UTC (no time zone is implied).
    occurred_on: new Date(`${payload.occurredOn}T${payload.occurredAt}:00.000Z`),
    occurred_at: payload.occurredAt,
    completion_status_id: payload.completionStatusId,
    score: payload.score,
    cpd_points: payload.cpdPoints,
    learning_hours: payload.learningHours,
    learning_item_id: payload.learningItemId || null,
  };
}

export async function createExternalLearning(
  db: Database,
  input: { scope: string; ownerId: string; payload: ExternalLearningPayload; status: ElaApprovalStatus },
): Promise<string> {
  const id = randomUUID();
  const now = new Date();
  await db
    .insertInto('external_learning_items')
    .values({ id, scope: input.scope, owner_id: input.ownerId, ...columns(input.payload), approval_status_id: input.status, created_at: now, updated_at: now })
    .execute();
  return id;
}

export async function updateExternalLearning(db: Database, scope: string, id: string, payload: ExternalLearningPayload, status: ElaApprovalStatus): Promise<void> {
  await db
    .updateTable('external_learning_items')
    .set({ ...columns(payload), approval_status_id: status, updated_at: new Date() })
    .where('scope', '=', scope)
    .where('id', '=', id)
    .execute();
}

export async function setExternalLearningStatus(db: Database, scope: string, id: string, status: ElaApprovalStatus): Promise<void> {
  await db.updateTable('external_learning_items').set({ approval_status_id: status, updated_at: new Date() }).where('scope', '=', scope).where('id', '=', id).execute();
}

export async function deleteExternalLearning(db: Database, scope: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('external_learning_items').where('scope', '=', scope).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Whether the user owns this external learning item in the tenant (a task may reference one of theirs). */
export async function hasExternalLearning(db: Database, scope: string, ownerId: string, id: string): Promise<boolean> {
  const row = await db.selectFrom('external_learning_items').select('id').where('scope', '=', scope).where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();
  return row !== undefined;
}
