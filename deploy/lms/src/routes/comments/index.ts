import {
  type CommentListResponse,
  CreateCommentSchema,
  CreateSubscriptionSchema,
  FlagCommentSchema,
  ListCommentsSchema,
  ListSubscriptionsSchema,
  parseTopicRef,
  ReadSubscriptionSchema,
  RemoveCommentFlagSchema,
  RemoveSubscriptionSchema,
  RemoveTopicSchema,
  type SubscriptionListResponse,
  UpdateSubscriptionSchema,
} from '@portal/contracts/comments';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Database } from '../../db';
import type { UserRow } from '../../db/schema';
import { flagComment, ownSubscription, postComment, refuseComment, removeOwnSubscription, removeOwnTopic, updateOwnSubscription } from '../../domain/comments';
import { LmsError, parseInput } from '../../lib/errors';
import { sessionUser } from '../../plugins/app/auth';
import { relationshipTo } from '../acting-for';
import { listComments, listSubscriptions, subscribe } from '../../repositories/comments';
import { findUserById } from '../../repositories/users';

/** The signed-in user, in the tenant the call names (another tenant's call finds nothing: 404). */
async function caller(request: FastifyRequest, scope: string): Promise<UserRow> {
  const user = await sessionUser(request);
  if (scope !== user.scope) throw refuseComment('NotFound');
  return user;
}

/**
 * Who may read (and so comment on, flag, subscribe to) a topic: a topic without an owner part is the
 * tenant's; a user's topic (`${itemId}:${ownerId}`) is its owner's, their approver's (or an active
 * delegate's), and that of whoever decides a request of the owner on the item.
 */
export async function mayReadTopic(db: Database, user: UserRow, topicRef: string): Promise<boolean> {
  const { itemId, userId: ownerId } = parseTopicRef(topicRef);
  if (!ownerId || ownerId === user.id) return true;
  const owner = await findUserById(db, ownerId);
  return !!owner && (await relationshipTo(db, user, owner, ['approver'], itemId)) !== undefined;
}

async function readableTopic(db: Database, user: UserRow, topicRef: string): Promise<void> {
  if (!(await mayReadTopic(db, user, topicRef))) throw refuseComment('NotFound');
}

/**
 * comments: comments under a topic and the user's subscriptions (spec 3 §3, §4, §7). All POST with
 * scope. A commenter is subscribed to the topic they comment on. Another user's topic (unless the
 * caller approves for its owner) or another tenant's answers 404.
 */
const commentRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;
  fastify.addHook('preValidation', fastify.requireSession);

  fastify.post('/listComments', async (request): Promise<CommentListResponse> => {
    const input = parseInput(ListCommentsSchema, request.body);
    const user = await caller(request, input.scope);
    await readableTopic(db, user, input.topic_ref);
    return { comments: await listComments(db, user.scope, input.topic_ref) };
  });

  fastify.post('/createComment', async (request) => {
    const input = parseInput(CreateCommentSchema, request.body);
    const user = await caller(request, input.scope);
    await readableTopic(db, user, input.topic_ref);
    const comment = await postComment(db, user, { topicRef: input.topic_ref, title: input.title, type: input.type, text: input.text });
    return { success: true, comment };
  });

  /** The topic's owner removes its comments and subscriptions. */
  fastify.post('/removeTopic', async (request) => {
    const input = parseInput(RemoveTopicSchema, request.body);
    const user = await caller(request, input.scope);
    await readableTopic(db, user, input.topic_ref);
    await removeOwnTopic(db, user, input.topic_ref);
    return { success: true };
  });

  /** Flags a comment 'inappropriate'; flagger_ref must be the signed-in user. */
  fastify.post('/flagComment', async (request) => {
    const input = parseInput(FlagCommentSchema, request.body);
    const user = await caller(request, input.scope);
    if (input.flagger_ref !== user.id) throw new LmsError(403, 'NotSessionUser', 'flagger_ref: the signed-in user flags');
    const comment = await flagComment(db, user, input.reference, user.id, (topicRef) => mayReadTopic(db, user, topicRef));
    return { success: true, comment };
  });

  /** Clears a comment's flag (whoever may read the topic). */
  fastify.post('/removeCommentFlag', async (request) => {
    const input = parseInput(RemoveCommentFlagSchema, request.body);
    const user = await caller(request, input.scope);
    const comment = await flagComment(db, user, input.reference, null, (topicRef) => mayReadTopic(db, user, topicRef));
    return { success: true, comment };
  });

  fastify.post('/listSubscriptions', async (request): Promise<SubscriptionListResponse> => {
    const input = parseInput(ListSubscriptionsSchema, request.body);
    const user = await caller(request, input.scope);
    return { subscriptions: await listSubscriptions(db, user.scope, user.id, input.topic_ref) };
  });

  fastify.post('/createSubscription', async (request) => {
    const input = parseInput(CreateSubscriptionSchema, request.body);
    const user = await caller(request, input.scope);
    await readableTopic(db, user, input.topic_ref);
    const subscription = await subscribe(db, { scope: user.scope, topicRef: input.topic_ref, topicLabel: input.title, topicData: input.type, subscriberId: user.id });
    return { success: true, subscription };
  });

  fastify.post('/updateSubscription', async (request) => {
    const input = parseInput(UpdateSubscriptionSchema, request.body);
    const user = await caller(request, input.scope);
    const subscription = await updateOwnSubscription(db, user, input.reference, input.subscribed);
    return { success: true, subscription };
  });

  fastify.post('/removeSubscription', async (request) => {
    const input = parseInput(RemoveSubscriptionSchema, request.body);
    const user = await caller(request, input.scope);
    await removeOwnSubscription(db, user, input.reference);
    return { success: true };
  });

  /** One of the user's subscriptions, by reference (the /subscription/{id} page). */
  fastify.post('/readSubscription', async (request) => {
    const input = parseInput(ReadSubscriptionSchema, request.body);
    const user = await caller(request, input.scope);
    const subscription = await ownSubscription(db, user, input.reference);
    return { success: true, subscription };
  });
};

export default commentRoutes;
