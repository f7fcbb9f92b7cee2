import type { ApiClient } from '@portal/api-client';
import { resolveUsername } from '../../../lib/api/resolve-username';
import type { Suggestion } from '../../../lib/typeahead';

/**
 * Suggestions for a 'user' profile field. The LMS offers no user search to learners, only
 * ResolveUsername (a username or e-mail that names exactly one user), so the list holds that one
 * user when the text names one and is empty otherwise. The field keeps the text as typed.
 */
export async function suggestUsers(api: ApiClient, scope: string, query: string): Promise<Suggestion[]> {
  const username = query.trim();
  const answer = await resolveUsername(api, scope, { username, includeEmail: true });
  if (!answer.success || !answer.userId) return [];
  return [{ value: username, label: answer.displayName ? `${answer.displayName} (${username})` : username }];
}
