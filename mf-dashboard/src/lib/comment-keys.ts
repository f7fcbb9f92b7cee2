/*
 * Query keys of the comment and subscription reads, shared by the comments and subscriptions features
 * (features do not import each other): a write in one invalidates the other's reads.
 */
export const COMMENTS_KEY = ['dashboard', 'comments'] as const;
export const SUBSCRIPTIONS_KEY = ['dashboard', 'subscriptions'] as const;

export const commentsKey = (scope: string | null, topicRef: string) => [...COMMENTS_KEY, scope, topicRef] as const;
/** One topic's subscription (topicRef), or all of the user's (undefined). */
export const subscriptionsKey = (scope: string | null, userId: string | undefined, topicRef?: string) => [...SUBSCRIPTIONS_KEY, scope, userId, topicRef ?? null] as const;
export const subscriptionKey = (scope: string | null, userId: string | undefined, reference: string) => [...SUBSCRIPTIONS_KEY, scope, userId, 'one', reference] as const;
