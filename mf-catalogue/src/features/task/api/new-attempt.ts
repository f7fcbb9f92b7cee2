import type { ApiClient } from '@portal/api-client';
import { MAX_ATTEMPTS_EXCEEDED, NewAttemptResponseSchema, cataloguePaths, statementPlatform } from '@portal/contracts/catalogue';
import type { TaskRef } from './get-task';

/**
 * POST …/content/{id}/attempts/trigger?platform= (spec 2 §7): 'created', 'exceeded' when the answer's
 * status is MaxAllowedAttemptsExceeded, else 'failed'.
 */
export async function startNewAttempt(api: ApiClient, ref: TaskRef): Promise<'created' | 'exceeded' | 'failed'> {
  const answer = await api.post(cataloguePaths.newAttempt(ref.scope, ref.owner, ref.id, statementPlatform(ref.scope)), {}, { schema: NewAttemptResponseSchema });
  if (answer.status === MAX_ATTEMPTS_EXCEEDED) return 'exceeded';
  return answer.status === 'Success' ? 'created' : 'failed';
}
