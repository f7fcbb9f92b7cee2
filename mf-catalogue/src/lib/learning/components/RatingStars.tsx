import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { useLocale } from '@portal/i18n';
import { Button } from '@portal/ui';
import { RadioGroupField } from '@portal/ui/fields';
import { RATING_VALUES, formatRatingMean } from '../../domain/rating';
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

/** The choice as the form holds it (a radio button's value is text): one of the five ratings. */
const RatingSchema = v.object({ rating: v.picklist(RATING_VALUES.map(String)) });
type RatingFields = v.InferInput<typeof RatingSchema>;

/**
 * Five stars as a radio group with a Save button, and the mean to 2 decimals with the number of
 * ratings. Saved on the button, not on a change: arrow keys move through a radio group and would
 * otherwise send a rating for every star they pass.
 */
export function RatingStars({ rating, mean, count, onRate, busy = false }: RatingStarsProps) {
  const text = useText(learningMessages);
  const locale = useLocale();
  return (
    <div className="lp-rating">
      {onRate && <RatingForm rating={rating} onRate={onRate} busy={busy} />}
      <p className="lp-rating__mean">
        {count > 0 ? text('catalogue.learning.rating.mean', { mean: formatRatingMean(mean, locale), count }) : text('catalogue.learning.rating.none')}
      </p>
    </div>
  );
}

function RatingForm({ rating, onRate, busy }: { rating: number | null | undefined; onRate(value: number): void; busy: boolean }) {
  const text = useText(learningMessages);
  // `values`, not `defaultValues`: a saved rating (or one read again) becomes the form's choice.
  const { register, handleSubmit, watch } = useForm<RatingFields>({ resolver: valibotResolver(RatingSchema), values: { rating: rating ? String(rating) : '' } });
  const chosen = Number(watch('rating')) || 0;
  return (
    <form className="lp-rating__form" aria-busy={busy} onSubmit={handleSubmit(({ rating: value }) => onRate(Number(value)))}>
      <RadioGroupField
        className="lp-rating__stars"
        label={text('catalogue.learning.rating.legend')}
        disabled={busy}
        options={RATING_VALUES.map((value) => ({
          value: String(value),
          label: (
            <>
              <span className="lp-rating__star" aria-hidden="true">
                {value <= chosen ? '★' : '☆'}
              </span>
              <span className="lp-visually-hidden">{text('catalogue.learning.rating.star', { value })}</span>
            </>
          ),
        }))}
        {...register('rating')}
      />
      <Button type="submit" variant="secondary" size="sm" disabled={busy || chosen === 0}>
        {text('catalogue.learning.rating.save')}
      </Button>
    </form>
  );
}
