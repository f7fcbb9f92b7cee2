import type { ApiClient } from '@portal/api-client';
import { RatingResponseSchema, cataloguePaths, type RatingResponse } from '@portal/contracts/catalogue';
import type { LearningContext } from '../learning-context';

/** POST /reach/{scope}/api/v3/users/{username}/entryrating {EntryId, Rating}: the item's new Mean and Count. */
export function postRating(api: ApiClient, context: LearningContext, itemId: string, rating: number): Promise<RatingResponse> {
  return api.post(cataloguePaths.rating(context.scope, context.username), { EntryId: itemId, Rating: rating }, { schema: RatingResponseSchema });
}
