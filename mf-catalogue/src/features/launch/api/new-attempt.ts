import { isApiError, type ApiClient } from '@portal/api-client';
import { MAX_ATTEMPTS_EXCEEDED, NewAttemptResponseSchema, cataloguePaths, statementPlatform } from '@portal/contracts/catalogue';
import type { LearningContext } from '../../../lib/learning/learning-context';

export type NewAttemptResult = 'created' | 'exceeded' | 'failed';

/**
 * POST .../content/{id}/attempts/trigger?platform= (spec 2 §7): a new attempt at a course. The
 * answer's status MaxAllowedAttemptsExceeded means none is left (also when it comes as an error).
 */
export async function triggerNewAttempt(api: ApiClient, context: LearningContext, itemId: string): Promise<NewAttemptResult> {
  const path = cataloguePaths.newAttempt(context.scope, context.userId, itemId, statementPlatform(context.scope));
  try {
    const answer = await api.post(path, {}, { schema: NewAttemptResponseSchema });
    if (answer.status === MAX_ATTEMPTS_EXCEEDED) return 'exceeded';
    // Other refusals (AttemptsNotAllowed, enrollmentRequired) also come as a status.
    return answer.status === 'Success' || answer.attemptId ? 'created' : 'failed';
  } catch (error) {
    if (!isApiError(error)) throw error;
    const body = error.body as { status?: unknown } | undefined;
    return body?.status === MAX_ATTEMPTS_EXCEEDED || error.code === MAX_ATTEMPTS_EXCEEDED ? 'exceeded' : 'failed';
  }
}
