import type { Completion } from '@portal/contracts/catalogue';
import { itemIdOfActivity } from '@portal/contracts/xapi';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../db/schema';
import { completionFromVerb, resultCompletion } from '../domain/catalogue/completion';
import type { ItemRecord } from '../domain/catalogue/definition';
import { bumpUserStamp, findItem } from '../repositories/catalogue';
import { recordCompletion, reportedResultRefusal } from '../repositories/catalogue-progress';
import { markStarted } from '../repositories/catalogue-user';
import { itemByActivity } from '../repositories/tasks';
import type { LrsPrincipal } from './principal';

/*
 * Progress stays the LMS's decision (docs/SECURITY.md "The record store and progress"). The
 * store keeps every valid statement, as xAPI requires; these rules decide which of them move an item's
 * completion. A statement they do not accept is kept and changes nothing: the caller is never told, so
 * a content package that reports more than the LMS tracks still works.
 */

/** Items whose completion statements never set: curricula are computed, events follow attendance, tasks their approval. */
const NOT_TRACKED = new Set(['Curriculum', 'Event', 'Task']);

/** What the portal itself sends when it opens content (spec 2 §4): they say nothing about the content having run. */
const PORTAL_VERBS = new Set(['attempted', 'experienced', 'launched']);
const RESULT_VERBS = new Set(['completed', 'passed', 'failed']);
const VOIDED = 'http://adlnet.gov/expapi/verbs/voided';

/** What one statement did to progress, for the caller's log and the tests. */
export type ProgressOutcome =
  | { statementId: string | undefined; effect: 'completion'; itemId: string; completion: Completion }
  | { statementId: string | undefined; effect: 'started'; itemId: string }
  | { statementId: string | undefined; effect: 'content-progress'; attemptId: string }
  | { statementId: string | undefined; effect: 'none'; reason: string };

interface Actor {
  objectType?: unknown;
  mbox?: unknown;
  account?: { name?: unknown };
}

const lastSegment = (verbId: string) => (verbId.split('/').pop() ?? verbId).toLowerCase();
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** Whether the item is content that reports its own progress: a course with a tracking mode (SCORM, xAPI, AICC). */
export function isTrackedContent(item: Pick<ItemRecord, 'type' | 'definition'>): boolean {
  return !NOT_TRACKED.has(item.type) && Boolean(item.definition.TrackingMode);
}

/**
 * The tenant's user a statement's actor names, as an SQL expression (null when none): an account
 * names a user by id or by username (any case; the home page is not compared, as the portal's own
 * agents are built per address; the id wins over another user's username); an mbox names the one user
 * holding that address, and no one when several share it. An expression, so the statements' INSERT
 * finds the user (its user_id column) in the same round trip, and progress reads it from there.
 */
export function actorUserSql(tenant: string, actor: unknown): RawBuilder<string | null> {
  const agent = (actor && typeof actor === 'object' ? actor : {}) as Actor;
  const none = sql<string | null>`null::text`;
  if (agent.objectType === 'Group') return none;
  const name = text(agent.account?.name);
  if (name) {
    return sql<string | null>`(select id from users where scope = ${tenant} and (id = ${name} or lower(username) = ${name.toLowerCase()}) order by id = ${name} desc limit 1)`;
  }
  const mbox = text(agent.mbox);
  if (mbox?.toLowerCase().startsWith('mailto:')) {
    const address = mbox.slice('mailto:'.length).toLowerCase();
    return sql<string | null>`(select min(id) from users where scope = ${tenant} and (lower(email) = ${address} or lower(profile->>'mail') = ${address}) having count(*) = 1)`;
  }
  return none;
}

/** The tenant's user a statement's actor names (actorUserSql), read on its own: for statements not stored by the INSERT that finds it. */
async function userNamedBy(db: Kysely<DB>, tenant: string, actor: Actor): Promise<string | undefined> {
  const expression = actorUserSql(tenant, actor);
  const { rows } = await sql<{ id: string | null }>`select ${expression} as id`.execute(db);
  return rows[0]?.id ?? undefined;
}

/**
 * Whose progress a statement may move: a user token's own user (and only when the actor is that user);
 * for a full-access client, the tenant's user the actor names. Other clients (statements/write alone,
 * as an external content vendor holds) only store.
 */
async function progressUser(db: Kysely<DB>, principal: LrsPrincipal, actor: Actor, named: string | null | undefined): Promise<string | { refused: string }> {
  // `named` is what the statement's INSERT found (undefined when not known): no second look-up.
  const namedUser = async () => (named !== undefined ? (named ?? undefined) : userNamedBy(db, principal.tenant, actor));
  if (principal.user) {
    const user = await namedUser();
    return user === principal.user.id ? user : { refused: 'actor: not the token’s user' };
  }
  if (!principal.scopes.includes('all')) return { refused: 'client: only a full-access client’s statements move progress' };
  return (await namedUser()) ?? { refused: 'actor: names no user of the tenant' };
}

/**
 * Whether the attempt's content reported progress before its result: a statement of its own under the
 * attempt (recorded by `markContentProgress`), or, for AICC, a lesson status over HACP.
 */
async function contentReported(db: Kysely<DB>, userId: string, attemptId: string): Promise<boolean> {
  const attempt = await db.selectFrom('catalogue_attempts').select('content_reported_at').where('id', '=', attemptId).where('user_id', '=', userId).executeTakeFirst();
  if (attempt?.content_reported_at) return true;
  const hacp = await db
    .selectFrom('aicc_sessions')
    .select('sid_hash')
    .where('attempt_id', '=', attemptId)
    .where('user_id', '=', userId)
    .where('lesson_status', 'is not', null)
    .executeTakeFirst();
  return hacp !== undefined;
}

/** Marks the user's attempt as one whose content ran; false when the registration is no attempt of theirs. */
async function markContentProgress(db: Kysely<DB>, tenant: string, userId: string, attemptId: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('catalogue_attempts')
    .set({ content_reported_at: sql<Date>`coalesce(content_reported_at, ${now})` })
    .where('id', '=', attemptId)
    .where('user_id', '=', userId)
    .where('scope', '=', tenant)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

async function applyOne(db: Kysely<DB>, principal: LrsPrincipal, statement: Record<string, unknown>, now: Date, named: string | null | undefined): Promise<ProgressOutcome> {
  const statementId = text(statement.id);
  const none = (reason: string): ProgressOutcome => ({ statementId, effect: 'none', reason });
  const verbId = text((statement.verb as { id?: unknown } | undefined)?.id);
  const object = statement.object as { objectType?: unknown; id?: unknown } | undefined;
  if (!verbId || verbId === VOIDED) return none('verb: voiding changes no progress');
  const verb = lastSegment(verbId);
  const registration = text((statement.context as { registration?: unknown } | undefined)?.registration);
  const completion = completionFromVerb(verbId);
  const contentVerb = !PORTAL_VERBS.has(verb) && !RESULT_VERBS.has(verb);
  // Most statements (a content package's answers, anyone's without an attempt) end here, before any query.
  if (!completion && verb !== 'experienced' && !(contentVerb && registration)) return none('verb: not one the LMS tracks');

  const user = await progressUser(db, principal, (statement.actor ?? {}) as Actor, named);
  if (typeof user !== 'string') return none(user.refused);

  if (contentVerb) {
    // The content ran under this attempt: its own statement, on the item or any activity inside it.
    return (await markContentProgress(db, principal.tenant, user, registration!, now))
      ? { statementId, effect: 'content-progress', attemptId: registration! }
      : none('registration: not an attempt of the actor');
  }

  if (object?.objectType !== undefined && object.objectType !== 'Activity') return none('object: not an activity');
  const activityId = text(object?.id);
  // The portal names an item without an ActivityId by an IRI of its id (itemActivityId).
  const found = activityId ? await itemByActivity(db, principal.tenant, itemIdOfActivity(activityId) ?? activityId) : undefined;
  if (!found || NOT_TRACKED.has(found.type)) return none('object: no item whose completion statements set');
  const item = await findItem(db, principal.tenant, found.id);
  if (!item) return none('object: no item');
  const key = { userId: user, scope: principal.tenant, itemId: item.id };

  // The launch check's rules, and for a result the attempt the user launched (the registration).
  const refusal = await reportedResultRefusal(db, key, item, registration, now, completion ?? 'Attempted');
  if (refusal) return none(`${refusal.errorCode}: ${refusal.message}`);

  if (!completion) {
    await markStarted(db, key, now);
    await bumpUserStamp(db, user);
    return { statementId, effect: 'started', itemId: item.id };
  }
  if (completion !== 'Attempted' && isTrackedContent(item) && !(await contentReported(db, user, registration!))) {
    return none('ContentNotReported: the attempt’s content reported no progress before its result');
  }
  const stored = await recordCompletion(db, key, resultCompletion(completion, item.definition.CompletionMode), now);
  return { statementId, effect: 'completion', itemId: item.id, completion: stored };
}

/**
 * The LMS's progress rules, applied to statements once they are stored (not to voided or duplicate
 * ones), in the order they came, so a batch's earlier statement counts for a later one:
 * - experienced marks an item opened; attempted, completed, passed and failed set its completion
 *   ("attempted" never undoes a further state; under MustPass "completed" counts as attempted);
 * - only on an item the launch check lets the user take now (enrolled, available, prerequisites met,
 *   not locked after its due date, paid for), and for a result only under the attempt the user
 *   launched (the statement's registration is the current attempt);
 * - for tracked content (a course with a tracking mode), a result only after the content reported
 *   progress under that attempt: a statement of its own under the registration, or HACP for AICC;
 * - curricula, events and tasks are never set by statements;
 * - a user token moves only its own user's progress; a full-access client the user its actor names.
 */
export async function applyProgress(
  db: Kysely<DB>,
  principal: LrsPrincipal,
  statements: readonly Record<string, unknown>[],
  options: { now?: Date; namedUsers?: ReadonlyMap<string, string | null> } = {},
): Promise<ProgressOutcome[]> {
  const { now = new Date(), namedUsers } = options;
  const outcomes: ProgressOutcome[] = [];
  for (const statement of statements) {
    const id = text(statement.id)?.toLowerCase();
    outcomes.push(await applyOne(db, principal, statement, now, id === undefined ? undefined : namedUsers?.get(id)));
  }
  return outcomes;
}
