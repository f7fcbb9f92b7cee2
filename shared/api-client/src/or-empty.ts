import { ApiError } from './api-error';

/**
 * Spec 1 §8: "most read calls swallow failures and return empty lists, empty objects or false".
 * This is the one way to write that: the read resolves to `empty` when it fails with an ApiError
 * (any status, a timeout, a network failure, an answer that fails its schema).
 *
 * The 401/403/419/440 events still fire, because the client emits them before it rejects; so a
 * lost session is still noticed by the shell even though the caller sees an empty value.
 * Errors that are not ApiErrors (bugs in the caller's own code) are not swallowed.
 *
 * @example
 * const fields = await orEmpty(
 *   api.get(`/reach/${scope}/api/v4/profilefields`, { schema: ProfileFieldListSchema }),
 *   [],
 * );
 */
export async function orEmpty<T>(request: Promise<T>, empty: T): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError) return empty;
    throw error;
  }
}
