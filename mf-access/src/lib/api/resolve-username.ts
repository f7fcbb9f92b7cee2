import { isApiError, type ApiClient } from '@portal/api-client';
import { ResolveUsernameResponseSchema, type ResolveUsername, type ResolveUsernameResponse } from '@portal/contracts/account';

export const resolveUsernamePath = (scope: string) => `/reach/${encodeURIComponent(scope)}/api/v4/users/ResolveUsername`;

/**
 * POST …/users/ResolveUsername {username, includeEmail}. Spec 1 §8: a 404 with an ErrorCode
 * ('UserNotFound', 'DuplicateUsersFound') is a failure with that code; other errors are rethrown.
 */
export async function resolveUsername(api: ApiClient, scope: string, request: ResolveUsername): Promise<ResolveUsernameResponse> {
  try {
    return await api.post(resolveUsernamePath(scope), request, { schema: ResolveUsernameResponseSchema });
  } catch (error) {
    if (isApiError(error) && error.status === 404 && error.code) return { success: false, ErrorCode: error.code };
    throw error;
  }
}
