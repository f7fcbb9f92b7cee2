import { useState } from 'react';
import { useApi } from '@portal/api-client';
import type { CatalogueItem } from '@portal/contracts/catalogue';
import { useSession } from '@portal/session';
import { messages } from '@portal/ui';
import { canRate } from '../../domain/rating';
import { useCatalogueMutation } from '../../api/catalogue';
import { useText } from '../../messages';
import { postRating } from '../api/rating';
import { useLearningContext } from '../learning-context';
import { learningMessages } from '../messages';
import { reportFailure } from '../../report-failure';

type RatedItem = Pick<CatalogueItem, 'Id' | 'Completion' | 'rating' | 'RatingMean' | 'RatingCount'>;

/**
 * Rating an item (spec 2 §5): shown only when ratings are enabled; saved only when the item is not
 * NotAttempted. The answer's Mean and Count are shown at once; the catalogue is reloaded after.
 */
export function useRating(item: RatedItem | undefined) {
  const api = useApi();
  const context = useLearningContext();
  const enabled = useSession((state) => state.settings?.enableRatings === true);
  const text = useText(learningMessages);
  const [saved, setSaved] = useState<{ itemId: string; rating: number; mean: number; count: number }>();
  const mutation = useCatalogueMutation(
    ({ itemId, value, who }: { itemId: string; value: number; who: NonNullable<typeof context> }) => postRating(api, who, itemId, value),
    // Only a saved rating changes the catalogue.
    (answer) => answer !== undefined,
  );
  const own = saved && item && saved.itemId === item.Id ? saved : undefined;

  async function rate(value: number): Promise<void> {
    if (!item || !context || !canRate(enabled, item.Completion)) return;
    try {
      const answer = await mutation.mutateAsync({ itemId: item.Id, value, who: context });
      setSaved({ itemId: item.Id, rating: value, mean: answer.Mean, count: answer.Count });
      messages.success(text('L10N.GLOBAL.MESSAGES.Rate.Success'));
    } catch (error) {
      reportFailure('rating', error);
      messages.error(text('L10N.GLOBAL.MESSAGES.Rate.Failure'));
    }
  }

  return {
    /** Ratings are on for the tenant: the mean is shown. */
    enabled,
    /** The learner may rate this item now. */
    allowed: item ? canRate(enabled, item.Completion) : false,
    rating: own?.rating ?? item?.rating,
    mean: own?.mean ?? item?.RatingMean,
    count: own?.count ?? item?.RatingCount ?? 0,
    busy: mutation.isPending,
    rate,
  };
}
