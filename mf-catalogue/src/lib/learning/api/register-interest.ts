import type { ApiClient } from '@portal/api-client';
import { cataloguePaths } from '@portal/contracts/catalogue';
import type { LearningContext } from '../learning-context';

/** POST .../content/{id}/registerinterest (spec 2 §7): the learner wants to hear when there is something to join. */
export async function registerInterest(api: ApiClient, context: LearningContext, itemId: string): Promise<void> {
  await api.post(cataloguePaths.registerInterest(context.scope, context.userId, itemId), {});
}
