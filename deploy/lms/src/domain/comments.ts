import type { Comment, Subscription } from '@portal/contracts/comments';
import { parseTopicRef } from '@portal/contracts/comments';
import type { Database } from '../db';
import type { UserRow } from '../db/schema';
import { refusals } from '../lib/errors';
import { addComment, findComment, findSubscription, removeSubscription, removeTopic, setCommentFlag, setSubscribed } from '../repositories/comments';
import { tenantSettings } from '../repositories/tenants';
import { takeWriteAllowance } from './write-limits';

/*
 * Comments and subscriptions (spec 2 §1, spec 3 §3, §4, §7): comments are on only where the tenant
 * sets enableComments; a topic's owner removes it; a comment or subscription the caller cannot see is
 * not found. Who may read a topic is decided by the route (routes/comments, acting-for).
 */

/** What the comment calls refuse, with their statuses (routes/README.md, comments). */
export const COMMENT_REFUSALS = {
  NotFound: 404,
  CommentsDisabled: 403,
  NotTopicOwner: 403,
} as const;
export const refuseComment = refusals(COMMENT_REFUSALS);

export interface CommentInput {
  topicRef: string;
  title: string;
  type: string;
  text: string;
}

/** Adds the user's comment under a topic they may read, within their write allowance. */
export async function postComment(db: Database, user: UserRow, input: CommentInput): Promise<Comment> {
  if ((await tenantSettings(db, user.scope)).enableComments !== true) throw refuseComment('CommentsDisabled');
  await takeWriteAllowance(db, user.id, 'comment');
  const comment = { scope: user.scope, topicRef: input.topicRef, topicLabel: input.title, topicData: input.type };
  return db.transaction().execute((trx) => addComment(trx, { ...comment, value: input.text, commenterId: user.id }));
}

/** Only the topic's owner (`${itemId}:${ownerId}`) removes its comments and subscriptions. */
export async function removeOwnTopic(db: Database, user: UserRow, topicRef: string): Promise<void> {
  if (parseTopicRef(topicRef).userId !== user.id) throw refuseComment('NotTopicOwner');
  await removeTopic(db, user.scope, topicRef);
}

/**
 * Sets (flaggerId) or clears (null) a comment's flag; `mayRead` is the route's read rule for the
 * comment's topic, so a comment under a topic the caller cannot read is as unknown as a missing one.
 */
export async function flagComment(
  db: Database,
  user: UserRow,
  reference: string,
  flaggerId: string | null,
  mayRead: (topicRef: string) => Promise<boolean>,
): Promise<Comment | undefined> {
  const found = await findComment(db, user.scope, reference);
  if (!found || !(await mayRead(found.topic_ref))) throw refuseComment('NotFound');
  return setCommentFlag(db, user.scope, found.reference, flaggerId);
}

/** One of the user's own subscriptions; anyone else's is not found. */
export async function ownSubscription(db: Database, user: UserRow, reference: string): Promise<Subscription> {
  const subscription = await findSubscription(db, user.scope, user.id, reference);
  if (!subscription) throw refuseComment('NotFound');
  return subscription;
}

/** Turns one of the user's own subscriptions on or off. */
export async function updateOwnSubscription(db: Database, user: UserRow, reference: string, subscribed: boolean): Promise<Subscription> {
  const subscription = await setSubscribed(db, user.scope, user.id, reference, subscribed);
  if (!subscription) throw refuseComment('NotFound');
  return subscription;
}

/** Removes one of the user's own subscriptions. */
export async function removeOwnSubscription(db: Database, user: UserRow, reference: string): Promise<void> {
  if (!(await removeSubscription(db, user.scope, user.id, reference))) throw refuseComment('NotFound');
}
