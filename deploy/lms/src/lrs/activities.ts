import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { json } from '../db/json';
import type { DB } from '../db/schema';
import { onlyParams, required, type Params } from './documents/params';

/*
 * Activities and their canonical definitions (xAPI 1.0.3 part two §2.4.4.1, part three §2.5). The
 * statements code hands each batch it stores to upsertActivityDefinitions (from a principal that
 * grants 'define'); a definition merges into the one kept: language maps and extensions by key,
 * interaction components by id, anything else replaced. GET /activities answers the Activity object.
 */

type Definition = Record<string, unknown>;
type Statement = Record<string, unknown>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const LANGUAGE_MAPS = ['name', 'description'] as const;
const COMPONENT_LISTS = ['choices', 'scale', 'source', 'target', 'steps'] as const;

function mergeMaps(before: unknown, after: unknown): unknown {
  return isObject(before) && isObject(after) ? { ...before, ...after } : after;
}

/** A definition sent again over the one kept: what it says wins, and what it leaves out stays. */
export function mergeDefinitions(before: Definition, after: Definition): Definition {
  const out: Definition = { ...before, ...after };
  for (const key of [...LANGUAGE_MAPS, 'extensions'] as const) if (key in after) out[key] = mergeMaps(before[key], after[key]);
  for (const key of COMPONENT_LISTS) {
    const kept = before[key];
    const sent = after[key];
    if (!Array.isArray(kept) || !Array.isArray(sent)) continue;
    out[key] = sent.map((component: unknown) => {
      const same = isObject(component) ? kept.find((old: unknown) => isObject(old) && old.id === component.id) : undefined;
      return isObject(component) && isObject(same) ? { ...same, ...component, description: mergeMaps(same.description, component.description) } : component;
    });
  }
  return out;
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/** Every activity of a statement that carries a definition: its object, its context activities, and those of a sub-statement. */
function definedActivities(statement: Statement, found: Array<{ id: string; definition: Definition }>): void {
  const object = statement.object;
  if (isObject(object)) {
    const type = object.objectType;
    if ((type === undefined || type === 'Activity') && typeof object.id === 'string' && isObject(object.definition)) found.push({ id: object.id, definition: object.definition });
    if (type === 'SubStatement') definedActivities(object, found);
  }
  const context = statement.context;
  if (isObject(context) && isObject(context.contextActivities)) {
    for (const list of Object.values(context.contextActivities)) {
      for (const activity of asList(list))
        if (isObject(activity) && typeof activity.id === 'string' && isObject(activity.definition)) found.push({ id: activity.id, definition: activity.definition });
    }
  }
}

/**
 * Merges the activity definitions of stored statements into the tenant's canonical ones, in the
 * statements' order. Call it in the transaction that stores them, for statements of a principal that
 * grants 'define' (others' definitions are not to be trusted, xAPI 1.0.3 part three §4.2).
 */
export async function upsertActivityDefinitions(trx: Kysely<DB>, tenant: string, statements: readonly Statement[]): Promise<void> {
  const found: Array<{ id: string; definition: Definition }> = [];
  for (const statement of statements) definedActivities(statement, found);
  if (found.length === 0) return;
  const sent = new Map<string, Definition>();
  for (const { id, definition } of found) sent.set(id, mergeDefinitions(sent.get(id) ?? {}, definition));
  // Locked in one order, so two batches naming the same activities wait for each other rather than deadlock.
  const ids = [...sent.keys()].sort();
  const rows = await trx.selectFrom('xapi_activities').select(['id', 'definition']).where('scope', '=', tenant).where('id', 'in', ids).orderBy('id').forUpdate().execute();
  const kept = new Map(rows.map((row) => [row.id, row.definition]));
  const now = new Date();
  const changed = ids.flatMap((id) => {
    const before = kept.get(id);
    const definition = before ? mergeDefinitions(before, sent.get(id)!) : sent.get(id)!;
    return before && JSON.stringify(before) === JSON.stringify(definition) ? [] : [{ scope: tenant, id, definition: json(definition), updated: now }];
  });
  if (changed.length === 0) return;
  await trx
    .insertInto('xapi_activities')
    .values(changed)
    .onConflict((oc) => oc.columns(['scope', 'id']).doUpdateSet((eb) => ({ definition: eb.ref('excluded.definition'), updated: eb.ref('excluded.updated') })))
    .execute();
}

/** The activities whose canonical definitions the statements would merge into: what to read before asking `changesDefinitions`. */
export function definedActivityIds(statements: readonly Statement[]): string[] {
  const found: Array<{ id: string; definition: Definition }> = [];
  for (const statement of statements) definedActivities(statement, found);
  return [...new Set(found.map(({ id }) => id))];
}

/**
 * Whether the statements would change a canonical definition, given the kept ones (read without a
 * lock, with the statements' INSERT): most batches define what is kept already, and need no
 * transaction (nor a row lock other batches wait on) for it.
 */
export function changesDefinitions(kept: ReadonlyMap<string, Definition>, statements: readonly Statement[]): boolean {
  const found: Array<{ id: string; definition: Definition }> = [];
  for (const statement of statements) definedActivities(statement, found);
  const sent = new Map<string, Definition>();
  for (const { id, definition } of found) sent.set(id, mergeDefinitions(sent.get(id) ?? {}, definition));
  return [...sent].some(([id, definition]) => {
    const before = kept.get(id);
    return !before || JSON.stringify(before) !== JSON.stringify(mergeDefinitions(before, definition));
  });
}

/** The Activity object of an id: its canonical definition when the store has one. */
export async function findActivity(db: Kysely<DB>, tenant: string, id: string): Promise<{ objectType: 'Activity'; id: string; definition?: Definition }> {
  const row = await db.selectFrom('xapi_activities').select('definition').where('scope', '=', tenant).where('id', '=', id).executeTakeFirst();
  return { objectType: 'Activity', id, ...(row ? { definition: row.definition } : {}) };
}

/** GET /activities?activityId=…: the Activity object (an id the store never saw defined answers with its id alone, as xAPI asks). */
const activityRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;
  fastify.get('/activities', async (request) => {
    const params = request.query as Params;
    onlyParams(params, ['activityId']);
    return findActivity(db, request.lrs.tenant, required(params, 'activityId'));
  });
};

export default activityRoutes;
