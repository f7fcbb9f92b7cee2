import * as v from 'valibot';
import { IsoDateSchema } from './common';

/*
 * Comments and subscriptions (spec 3 §3 Comment and subscription, §4, §7 Comments: POST /comments/<call>
 * with scope). A topic is `${itemId}:${ownerUserId}` (or a bare item id for a topic every user of the
 * tenant shares); its data is the item's type ('task', 'ELA', 'CPD', 'Curriculum', 'Event', 'TinCan',
 * 'Scorm', ...) and its label the item's name.
 */

const IsoDate = IsoDateSchema;
const Id = v.pipe(v.string(), v.nonEmpty('required'));

/** Spec 3 §4: the one flag a comment can carry. */
export const COMMENT_FLAG = 'inappropriate';

/** The longest comment the LMS keeps. Spec 3 names no limit; the portal's choice. */
export const COMMENT_MAX_LENGTH = 4000;

export const CommentSchema = v.object({
  reference: v.string(),
  topic_ref: v.string(),
  topic_label: v.string(),
  topic_data: v.string(),
  value: v.string(),
  created: IsoDate,
  commenter_ref: v.string(),
  commenter_name: v.string(),
  commenter_avatar: v.nullable(v.string()),
  flag: v.nullable(v.string()),
  flagger_ref: v.nullable(v.string()),
});
export type Comment = v.InferOutput<typeof CommentSchema>;

export const SubscriptionSchema = v.object({
  reference: v.string(),
  topic_ref: v.string(),
  topic_label: v.string(),
  topic_data: v.string(),
  subscribed: v.boolean(),
  subscriber_ref: v.string(),
  subscriber_name: v.string(),
  /** The number of comments under the topic. */
  count: v.number(),
});
export type Subscription = v.InferOutput<typeof SubscriptionSchema>;

const Scope = v.pipe(v.string(), v.nonEmpty('required'));
const TopicRef = v.pipe(v.string(), v.nonEmpty('required'), v.maxLength(300));

/** POST /comments/listComments {scope, topic_ref}: the topic's comments, oldest first. */
export const ListCommentsSchema = v.object({ scope: Scope, topic_ref: TopicRef });
export type ListComments = v.InferInput<typeof ListCommentsSchema>;
export const CommentListResponseSchema = v.object({ comments: v.array(CommentSchema) });
export type CommentListResponse = v.InferOutput<typeof CommentListResponseSchema>;

/** The comment box's text (the form and the LMS share it). */
export const CommentTextSchema = v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(COMMENT_MAX_LENGTH, 'too long'));

/** POST /comments/createComment (spec 3 §7: topic reference, title, type, text); the commenter is subscribed to the topic. */
export const CreateCommentSchema = v.object({
  scope: Scope,
  topic_ref: TopicRef,
  title: v.pipe(v.string(), v.maxLength(500)),
  type: v.pipe(v.string(), v.nonEmpty('required'), v.maxLength(50)),
  text: CommentTextSchema,
});
export type CreateComment = v.InferInput<typeof CreateCommentSchema>;
export const CommentFormSchema = v.object({ text: CommentTextSchema });
export type CommentForm = v.InferInput<typeof CommentFormSchema>;
export const CommentResponseSchema = v.object({ success: v.boolean(), comment: CommentSchema });

/** POST /comments/removeTopic {scope, topic_ref}: the topic's owner removes its comments and subscriptions. */
export const RemoveTopicSchema = v.object({ scope: Scope, topic_ref: TopicRef });

/** POST /comments/flagComment {scope, reference, flagger_ref} (flagger_ref is the signed-in user). */
export const FlagCommentSchema = v.object({ scope: Scope, reference: Id, flagger_ref: Id, flag: v.optional(v.literal(COMMENT_FLAG), COMMENT_FLAG) });
export type FlagComment = v.InferInput<typeof FlagCommentSchema>;
/** POST /comments/removeCommentFlag {scope, reference} */
export const RemoveCommentFlagSchema = v.object({ scope: Scope, reference: Id });

/** POST /comments/listSubscriptions {scope, topic_ref?}: the signed-in user's subscriptions (one topic's when topic_ref is given). */
export const ListSubscriptionsSchema = v.object({ scope: Scope, topic_ref: v.optional(TopicRef) });
export const SubscriptionListResponseSchema = v.object({ subscriptions: v.array(SubscriptionSchema) });
export type SubscriptionListResponse = v.InferOutput<typeof SubscriptionListResponseSchema>;

/** POST /comments/createSubscription {scope, topic_ref, title, type}: subscribes (again) to a topic. */
export const CreateSubscriptionSchema = v.object({
  scope: Scope,
  topic_ref: TopicRef,
  title: v.pipe(v.string(), v.maxLength(500)),
  type: v.pipe(v.string(), v.nonEmpty('required'), v.maxLength(50)),
});
export type CreateSubscription = v.InferInput<typeof CreateSubscriptionSchema>;
/** POST /comments/updateSubscription {scope, reference, subscribed} */
export const UpdateSubscriptionSchema = v.object({ scope: Scope, reference: Id, subscribed: v.boolean() });
export type UpdateSubscription = v.InferInput<typeof UpdateSubscriptionSchema>;
/** POST /comments/removeSubscription {scope, reference} */
export const RemoveSubscriptionSchema = v.object({ scope: Scope, reference: Id });
/** POST /comments/readSubscription {scope, reference}: one of the user's subscriptions (the /subscription/{id} page; the portal's own call). */
export const ReadSubscriptionSchema = v.object({ scope: Scope, reference: Id });
export const SubscriptionResponseSchema = v.object({ success: v.boolean(), subscription: SubscriptionSchema });

export const commentsPaths = {
  listComments: '/comments/listComments',
  createComment: '/comments/createComment',
  removeTopic: '/comments/removeTopic',
  flagComment: '/comments/flagComment',
  removeCommentFlag: '/comments/removeCommentFlag',
  listSubscriptions: '/comments/listSubscriptions',
  createSubscription: '/comments/createSubscription',
  updateSubscription: '/comments/updateSubscription',
  removeSubscription: '/comments/removeSubscription',
  readSubscription: '/comments/readSubscription',
} as const;

/** A topic reference: the item id and, for a user's own item, the owner's id after a colon. */
export function topicRef(itemId: string, ownerUserId?: string): string {
  return ownerUserId ? `${itemId}:${ownerUserId}` : itemId;
}

/** Spec 3 §2: the id carries the item id and optionally a user id separated by a colon. */
export function parseTopicRef(ref: string): { itemId: string; userId?: string } {
  const at = ref.lastIndexOf(':');
  if (at <= 0 || at === ref.length - 1) return { itemId: ref };
  return { itemId: ref.slice(0, at), userId: ref.slice(at + 1) };
}

/** Spec 3 §3: TinCan and Scorm topics display as Course; other types as they are. */
export function subscriptionDisplayType(topicData: string): string {
  return topicData === 'TinCan' || topicData === 'Scorm' ? 'Course' : topicData;
}
