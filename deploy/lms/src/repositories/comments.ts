import { randomUUID } from 'node:crypto';
import { COMMENT_FLAG, type Comment, type Subscription } from '@portal/contracts/comments';
import { sql } from 'kysely';
import type { Database } from '../db';

/*
 * Comments under a topic and users' subscriptions to topics (spec 3 §3, §4). A commenter is subscribed
 * to the topic they comment on. Who may read a topic is the route's business (routes/comments).
 */

export interface NewComment {
  scope: string;
  topicRef: string;
  topicLabel: string;
  topicData: string;
  value: string;
  commenterId: string;
}

function commentQuery(db: Database) {
  return db
    .selectFrom('comments')
    .leftJoin('users', 'users.id', 'comments.commenter_id')
    .select([
      'comments.reference',
      'comments.topic_ref',
      'comments.topic_label',
      'comments.topic_data',
      'comments.value',
      'comments.created',
      'comments.commenter_id',
      'comments.flag',
      'comments.flagger_id',
      'users.display_name',
      'users.email',
    ]);
}

type CommentRow = Awaited<ReturnType<ReturnType<typeof commentQuery>['executeTakeFirstOrThrow']>>;

function toComment(row: CommentRow): Comment {
  return {
    reference: row.reference,
    topic_ref: row.topic_ref,
    topic_label: row.topic_label,
    topic_data: row.topic_data,
    value: row.value,
    created: row.created.toISOString(),
    commenter_ref: row.commenter_id,
    commenter_name: row.display_name ?? 'Unknown',
    commenter_avatar: `/avatar/${encodeURIComponent(row.email ?? row.commenter_id)}?s=160`,
    flag: row.flag,
    flagger_ref: row.flagger_id,
  };
}

/** Adds a comment and subscribes its commenter to the topic (unless they unsubscribed from it before). */
export async function addComment(db: Database, input: NewComment): Promise<Comment> {
  const reference = randomUUID();
  // Strictly after the topic's last comment, so a thread keeps its order even within one millisecond.
  const last = await db
    .selectFrom('comments')
    .select((eb) => eb.fn.max('created').as('created'))
    .where('scope', '=', input.scope)
    .where('topic_ref', '=', input.topicRef)
    .executeTakeFirst();
  const now = new Date();
  const lastTime = last?.created ? new Date(last.created).getTime() : 0;
  const created = lastTime >= now.getTime() ? new Date(lastTime + 1) : now;
  await db
    .insertInto('comments')
    .values({
      reference,
      scope: input.scope,
      topic_ref: input.topicRef,
      topic_label: input.topicLabel,
      topic_data: input.topicData,
      value: input.value,
      commenter_id: input.commenterId,
      created,
    })
    .execute();
  await ensureSubscription(db, { scope: input.scope, topicRef: input.topicRef, topicLabel: input.topicLabel, topicData: input.topicData, subscriberId: input.commenterId });
  return toComment((await commentQuery(db).where('comments.reference', '=', reference).executeTakeFirst())!);
}

/** The topic's comments, oldest first. */
export async function listComments(db: Database, scope: string, topicRef: string): Promise<Comment[]> {
  const rows = await commentQuery(db)
    .where('comments.scope', '=', scope)
    .where('comments.topic_ref', '=', topicRef)
    .orderBy('comments.created')
    .orderBy('comments.reference')
    .execute();
  return rows.map(toComment);
}

export async function findComment(db: Database, scope: string, reference: string): Promise<Comment | undefined> {
  const row = await commentQuery(db).where('comments.scope', '=', scope).where('comments.reference', '=', reference).executeTakeFirst();
  return row ? toComment(row) : undefined;
}

/** Sets or clears a comment's flag (spec 3 §4: none ↔ 'inappropriate'). */
export async function setCommentFlag(db: Database, scope: string, reference: string, flaggerId: string | null): Promise<Comment | undefined> {
  await db
    .updateTable('comments')
    .set({ flag: flaggerId ? COMMENT_FLAG : null, flagger_id: flaggerId })
    .where('scope', '=', scope)
    .where('reference', '=', reference)
    .execute();
  return findComment(db, scope, reference);
}

/** Removes a topic's comments and subscriptions. */
export async function removeTopic(db: Database, scope: string, topicRef: string): Promise<void> {
  await db.deleteFrom('comments').where('scope', '=', scope).where('topic_ref', '=', topicRef).execute();
  await db.deleteFrom('subscriptions').where('scope', '=', scope).where('topic_ref', '=', topicRef).execute();
}

export interface SubscriptionInput {
  scope: string;
  topicRef: string;
  topicLabel: string;
  topicData: string;
  subscriberId: string;
}

function subscriptionQuery(db: Database) {
  return db
    .selectFrom('subscriptions')
    .leftJoin('users', 'users.id', 'subscriptions.subscriber_id')
    .select([
      'subscriptions.reference',
      'subscriptions.scope',
      'subscriptions.topic_ref',
      'subscriptions.topic_label',
      'subscriptions.topic_data',
      'subscriptions.subscribed',
      'subscriptions.subscriber_id',
      'users.display_name',
      (eb) =>
        eb
          .selectFrom('comments')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('comments.scope', '=', 'subscriptions.scope')
          .whereRef('comments.topic_ref', '=', 'subscriptions.topic_ref')
          .as('count'),
    ]);
}

type SubscriptionRow = Awaited<ReturnType<ReturnType<typeof subscriptionQuery>['executeTakeFirstOrThrow']>>;

function toSubscription(row: SubscriptionRow): Subscription {
  return {
    reference: row.reference,
    topic_ref: row.topic_ref,
    topic_label: row.topic_label,
    topic_data: row.topic_data,
    subscribed: row.subscribed,
    subscriber_ref: row.subscriber_id,
    subscriber_name: row.display_name ?? 'Unknown',
    count: Number(row.count ?? 0),
  };
}

/** Subscribes the user to the topic when they have no subscription to it yet (an unsubscribed one stays so). */
export async function ensureSubscription(db: Database, input: SubscriptionInput): Promise<void> {
  await db
    .insertInto('subscriptions')
    .values({
      reference: randomUUID(),
      scope: input.scope,
      topic_ref: input.topicRef,
      topic_label: input.topicLabel,
      topic_data: input.topicData,
      subscriber_id: input.subscriberId,
      subscribed: true,
    })
    .onConflict((oc) => oc.columns(['scope', 'topic_ref', 'subscriber_id']).doNothing())
    .execute();
}

/** Subscribes the user to the topic, again if they had unsubscribed. */
export async function subscribe(db: Database, input: SubscriptionInput): Promise<Subscription> {
  await ensureSubscription(db, input);
  await db
    .updateTable('subscriptions')
    .set({ subscribed: true, topic_label: input.topicLabel, topic_data: input.topicData })
    .where('scope', '=', input.scope)
    .where('topic_ref', '=', input.topicRef)
    .where('subscriber_id', '=', input.subscriberId)
    .execute();
  const row = await subscriptionQuery(db)
    .where('subscriptions.scope', '=', input.scope)
    .where('subscriptions.topic_ref', '=', input.topicRef)
    .where('subscriptions.subscriber_id', '=', input.subscriberId)
    .executeTakeFirstOrThrow();
  return toSubscription(row);
}

/** The user's subscriptions (one topic's when topicRef is given), by topic label. */
export async function listSubscriptions(db: Database, scope: string, subscriberId: string, topicRef?: string): Promise<Subscription[]> {
  let query = subscriptionQuery(db).where('subscriptions.scope', '=', scope).where('subscriptions.subscriber_id', '=', subscriberId);
  if (topicRef !== undefined) query = query.where('subscriptions.topic_ref', '=', topicRef);
  const rows = await query.orderBy('subscriptions.topic_label').orderBy('subscriptions.reference').execute();
  return rows.map(toSubscription);
}

/** The user's subscription by reference, or undefined (another user's or tenant's too). */
export async function findSubscription(db: Database, scope: string, subscriberId: string, reference: string): Promise<Subscription | undefined> {
  const row = await subscriptionQuery(db)
    .where('subscriptions.scope', '=', scope)
    .where('subscriptions.subscriber_id', '=', subscriberId)
    .where('subscriptions.reference', '=', reference)
    .executeTakeFirst();
  return row ? toSubscription(row) : undefined;
}

/** Sets the user's subscription's state; undefined when it is not theirs. */
export async function setSubscribed(db: Database, scope: string, subscriberId: string, reference: string, subscribed: boolean): Promise<Subscription | undefined> {
  await db.updateTable('subscriptions').set({ subscribed }).where('scope', '=', scope).where('subscriber_id', '=', subscriberId).where('reference', '=', reference).execute();
  return findSubscription(db, scope, subscriberId, reference);
}

/** False when the user has no subscription with that reference. */
export async function removeSubscription(db: Database, scope: string, subscriberId: string, reference: string): Promise<boolean> {
  const result = await db.deleteFrom('subscriptions').where('scope', '=', scope).where('subscriber_id', '=', subscriberId).where('reference', '=', reference).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
