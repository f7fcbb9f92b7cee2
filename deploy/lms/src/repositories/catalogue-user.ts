import type { Completion, Enrolment, SessionStatus } from '@portal/contracts/catalogue';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db';
import type { UserItemState } from '../domain/catalogue/catalogue-build';
import { roundRating } from '../domain/catalogue/rating';

/* One user's catalogue state: enrolments (with the assignment), completions, ratings, attempts, interest, session registrations. */

interface Key {
  userId: string;
  scope: string;
  itemId: string;
}

/** Every item the user has state for, keyed by item id (three set-based reads). */
export async function userItemStates(db: Database, userId: string): Promise<Map<string, UserItemState>> {
  const [enrolments, completions, ratings] = await Promise.all([
    db.selectFrom('catalogue_enrolments').select(['item_id', 'enrolment', 'mandatory', 'due_date']).where('user_id', '=', userId).execute(),
    db.selectFrom('catalogue_completions').select(['item_id', 'completion', 'started_on', 'completed_on']).where('user_id', '=', userId).execute(),
    db.selectFrom('catalogue_ratings').select(['item_id', 'rating']).where('user_id', '=', userId).execute(),
  ]);
  const states = new Map<string, UserItemState>();
  const state = (id: string) => {
    let found = states.get(id);
    if (!found) states.set(id, (found = {}));
    return found;
  };
  for (const row of enrolments) state(row.item_id).enrolment = { enrolment: row.enrolment, mandatory: row.mandatory, dueDate: row.due_date };
  for (const row of completions) state(row.item_id).completion = { completion: row.completion, startedOn: row.started_on, completedOn: row.completed_on };
  for (const row of ratings) state(row.item_id).rating = row.rating;
  return states;
}

/** The user's state for one item. */
export async function userItemState(db: Database, userId: string, itemId: string): Promise<UserItemState> {
  const [enrolment, completion, rating] = await Promise.all([
    db.selectFrom('catalogue_enrolments').select(['enrolment', 'mandatory', 'due_date']).where('user_id', '=', userId).where('item_id', '=', itemId).executeTakeFirst(),
    db.selectFrom('catalogue_completions').select(['completion', 'started_on', 'completed_on']).where('user_id', '=', userId).where('item_id', '=', itemId).executeTakeFirst(),
    db.selectFrom('catalogue_ratings').select('rating').where('user_id', '=', userId).where('item_id', '=', itemId).executeTakeFirst(),
  ]);
  return {
    ...(enrolment ? { enrolment: { enrolment: enrolment.enrolment, mandatory: enrolment.mandatory, dueDate: enrolment.due_date } } : {}),
    ...(completion ? { completion: { completion: completion.completion, startedOn: completion.started_on, completedOn: completion.completed_on } } : {}),
    ...(rating ? { rating: rating.rating } : {}),
  };
}

export async function completionsOf(db: Database, userId: string, itemIds: readonly string[]): Promise<Map<string, Completion>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db.selectFrom('catalogue_completions').select(['item_id', 'completion']).where('user_id', '=', userId).where('item_id', 'in', itemIds).execute();
  return new Map(rows.map((row) => [row.item_id, row.completion as Completion]));
}

export async function setEnrolment(db: Database, key: Key, enrolment: Enrolment, reason: string | null = null): Promise<void> {
  await db
    .insertInto('catalogue_enrolments')
    .values({ user_id: key.userId, scope: key.scope, item_id: key.itemId, enrolment, reason })
    .onConflict((oc) => oc.columns(['user_id', 'item_id']).doUpdateSet({ enrolment, reason, updated_at: new Date() }))
    .execute();
}

/**
 * Stores a completion. StartedOn is set the first time anything happens, CompletedOn when the value
 * counts as complete (and cleared when it no longer does).
 */
export async function setCompletion(db: Database, key: Key, completion: Completion, now = new Date()): Promise<void> {
  const done = completion === 'Completed' || completion === 'Passed' || completion === 'Failed' || completion === 'Attended';
  const started = completion === 'NotAttempted' ? null : now;
  await db
    .insertInto('catalogue_completions')
    .values({ user_id: key.userId, scope: key.scope, item_id: key.itemId, completion, started_on: started, completed_on: done ? now : null })
    .onConflict((oc) =>
      oc.columns(['user_id', 'item_id']).doUpdateSet({
        completion,
        started_on: sql`coalesce(catalogue_completions.started_on, ${started})`,
        completed_on: done ? sql`coalesce(case when catalogue_completions.completion = ${completion} then catalogue_completions.completed_on end, ${now})` : null,
        updated_at: now,
      }),
    )
    .execute();
}

/** Marks the content as opened (StartedOn) without changing its completion. */
export async function markStarted(db: Database, key: Key, now = new Date()): Promise<void> {
  await db
    .insertInto('catalogue_completions')
    .values({ user_id: key.userId, scope: key.scope, item_id: key.itemId, completion: 'NotAttempted', started_on: now })
    .onConflict((oc) => oc.columns(['user_id', 'item_id']).doUpdateSet({ started_on: sql`coalesce(catalogue_completions.started_on, ${now})` }))
    .execute();
}

/** Saves the user's rating (2 decimals) and answers the item's mean (2 decimals) and count. */
export async function saveRating(db: Database, key: Key, rating: number): Promise<{ Mean: number; Count: number }> {
  const value = roundRating(rating);
  await db
    .insertInto('catalogue_ratings')
    .values({ user_id: key.userId, scope: key.scope, item_id: key.itemId, rating: value })
    .onConflict((oc) => oc.columns(['user_id', 'item_id']).doUpdateSet({ rating: value, updated_at: new Date() }))
    .execute();
  const summary = await ratingSummaries(db, key.scope, key.itemId);
  return { Mean: summary.get(key.itemId)?.mean ?? value, Count: summary.get(key.itemId)?.count ?? 1 };
}

/** Mean (2 decimals) and count of ratings per item of the tenant, or of one item. */
export async function ratingSummaries(db: Database, scope: string, itemId?: string): Promise<Map<string, { mean: number; count: number }>> {
  let query = db
    .selectFrom('catalogue_ratings')
    .select(['item_id', (eb) => eb.fn.avg<number | string>('rating').as('mean'), (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('scope', '=', scope)
    .groupBy('item_id');
  if (itemId) query = query.where('item_id', '=', itemId);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.item_id, { mean: roundRating(Number(row.mean)), count: Number(row.count) }]));
}

export async function attemptCount(db: Database, userId: string, itemId: string): Promise<number> {
  const row = await db
    .selectFrom('catalogue_attempts')
    .select((eb) => eb.fn.max('number').as('n'))
    .where('user_id', '=', userId)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function latestAttempt(db: Database, userId: string, itemId: string): Promise<{ id: string; number: number } | undefined> {
  return db
    .selectFrom('catalogue_attempts')
    .select(['id', 'number'])
    .where('user_id', '=', userId)
    .where('item_id', '=', itemId)
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Starts the next attempt; the finished one keeps the completion it ended with. */
export async function createAttempt(db: Database, key: Key, previousCompletion: Completion | null): Promise<{ id: string; number: number }> {
  const previous = await latestAttempt(db, key.userId, key.itemId);
  if (previous && previousCompletion) await db.updateTable('catalogue_attempts').set({ completion: previousCompletion }).where('id', '=', previous.id).execute();
  const attempt = { id: randomUUID(), number: (previous?.number ?? 0) + 1 };
  await db
    .insertInto('catalogue_attempts')
    .values({ ...attempt, user_id: key.userId, scope: key.scope, item_id: key.itemId })
    .execute();
  return attempt;
}

export async function registerInterest(db: Database, key: Key): Promise<void> {
  await db
    .insertInto('catalogue_interest')
    .values({ user_id: key.userId, scope: key.scope, item_id: key.itemId })
    .onConflict((oc) => oc.columns(['user_id', 'item_id']).doNothing())
    .execute();
}

/** The user's registrations in every session, keyed by session id. */
export async function userRegistrations(db: Database, userId: string): Promise<Map<string, { enrolment: string; status: string | null }>> {
  const rows = await db.selectFrom('session_enrolments').select(['session_id', 'enrolment', 'status']).where('user_id', '=', userId).execute();
  return new Map(rows.map((row) => [row.session_id, { enrolment: row.enrolment, status: row.status }]));
}

export async function registrationOf(db: Database, userId: string, sessionId: string): Promise<{ enrolment: Enrolment; status: SessionStatus | null } | undefined> {
  const row = await db.selectFrom('session_enrolments').select(['enrolment', 'status']).where('user_id', '=', userId).where('session_id', '=', sessionId).executeTakeFirst();
  return row && { enrolment: row.enrolment as Enrolment, status: row.status as SessionStatus | null };
}

export async function setRegistration(db: Database, key: { userId: string; scope: string; sessionId: string }, enrolment: Enrolment, reason: string | null = null): Promise<void> {
  await db
    .insertInto('session_enrolments')
    .values({ user_id: key.userId, scope: key.scope, session_id: key.sessionId, enrolment, reason })
    .onConflict((oc) => oc.columns(['user_id', 'session_id']).doUpdateSet({ enrolment, reason, status: null, updated_at: new Date() }))
    .execute();
}

export async function deleteRegistration(db: Database, userId: string, sessionId: string): Promise<void> {
  await db.deleteFrom('session_enrolments').where('user_id', '=', userId).where('session_id', '=', sessionId).execute();
}

export async function setSessionStatus(db: Database, userId: string, sessionId: string, status: SessionStatus | null): Promise<void> {
  await db.updateTable('session_enrolments').set({ status, updated_at: new Date() }).where('user_id', '=', userId).where('session_id', '=', sessionId).execute();
}
