import { isApiError, type ApiClient } from '@portal/api-client';
import { LaunchResponseSchema, cataloguePaths, type AttemptType } from '@portal/contracts/catalogue';
import type { LearningContext } from '../../../lib/learning/learning-context';
import type { LaunchCheckResult } from '../domain/launch-check';

/**
 * POST /reach/{scope}/api/v4/users/{userId}/content/{id}/launch {launchMode}: may the user open the
 * item, and how. Any failure is returned as a result with the error status (spec 2 §7).
 */
export async function checkLaunch(api: ApiClient, context: LearningContext, itemId: string, launchMode: AttemptType): Promise<LaunchCheckResult> {
  try {
    return await api.post(cataloguePaths.launch(context.scope, context.userId, itemId), { launchMode }, { schema: LaunchResponseSchema });
  } catch (error) {
    if (isApiError(error)) return { httpStatus: error.status };
    throw error;
  }
}
