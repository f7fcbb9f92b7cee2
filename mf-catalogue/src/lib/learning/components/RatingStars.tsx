import { useLocale } from '@portal/i18n';
import { RATING_VALUES, formatRatingMean } from '../../../domain/rating';
import { useText } from '../../messages';
import { learningMessages } from '../messages';

export interface RatingStarsProps {
  /** The learner's own rating, if any. */
  rating: number | null | undefined;
  mean: number | null | undefined;
  count: number;
  /** Undefined: the stars are shown but cannot be changed (ratings off, or not started yet). */
  onRate?(value: number): void;
  busy?: boolean;
}

/**
 * Five stars as buttons (Tab to each, Enter or Space to rate: one request per choice, unlike radio
 * buttons that change on every arrow key), with the mean to 2 decimals and the number of ratings.
 */
export function RatingStars({ rating, mean, count, onRate, busy = false }: RatingStarsProps) {
  const text = useText(learningMessages);
  const locale = useLocale();
  return (
    <div className="lp-rating">
      {onRate && (
        <div role="group" aria-label={text('catalogue.learning.rating.legend')} aria-busy={busy} className="lp-rating__stars">
          {RATING_VALUES.map((value) => (
            <button
              key={value}
              type="button"
              className={`lp-rating__star${rating && value <= rating ? ' lp-rating__star--on' : ''}`}
              aria-label={text('catalogue.learning.rating.star', { value })}
              aria-pressed={rating === value}
              disabled={busy}
              onClick={() => onRate(value)}
            >
              <span aria-hidden="true">{rating && value <= rating ? '★' : '☆'}</span>
            </button>
          ))}
        </div>
      )}
      <p className="lp-rating__mean">
        {count > 0 ? text('catalogue.learning.rating.mean', { mean: formatRatingMean(mean, locale), count }) : text('catalogue.learning.rating.none')}
      </p>
    </div>
  );
}
