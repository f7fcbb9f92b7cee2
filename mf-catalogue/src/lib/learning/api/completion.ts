import type { ApiClient } from '@portal/api-client';
import { CompletionResponseSchema, cataloguePaths, type Completion } from '@portal/contracts/catalogue';
import type { LearningContext } from '../learning-context';

/** POST .../content/{id}/status?actingAs= {Completion}: answers the completion now recorded (spec 2 §7). */
export async function postCompletion(api: ApiClient, context: LearningContext, itemId: string, completion: Completion): Promise<Completion> {
  const path = cataloguePaths.completion(context.scope, context.userId, itemId, context.userId);
  const answer = await api.post(path, { Completion: completion }, { schema: CompletionResponseSchema });
  return answer.Completion;
}

/** DELETE .../content/{id}/status?actingAs= (CancelCompletion): answers the completion now recorded (spec 2 §7). */
export async function deleteCompletion(api: ApiClient, context: LearningContext, itemId: string): Promise<Completion> {
  const path = cataloguePaths.completion(context.scope, context.userId, itemId, context.userId);
  const answer = await api.delete(path, { schema: CompletionResponseSchema });
  return answer.Completion;
}
