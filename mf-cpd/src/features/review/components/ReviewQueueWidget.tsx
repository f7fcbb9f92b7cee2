import { Link } from 'react-router-dom';
import { Spinner } from '@portal/ui';
import { formatDay } from '../../../lib/format';
import { useText } from '../../../lib/messages';
import { paths } from '../../../paths';
import { useReviews } from '../api/get-reviews';
import { reviewMessages } from '../messages';

/** The dashboard's CPD review area (spec 3 §1): a CPDReviewer's periods waiting for review, each opening the review. */
export default function ReviewQueueWidget() {
  const text = useText(reviewMessages);
  const reviews = useReviews();
  return (
    <section aria-labelledby="cpd-reviews-title" className="lp-cpd-reviews">
      <h2 id="cpd-reviews-title">{text('cpd.reviews.title')}</h2>
      {reviews.isPending ? (
        <Spinner label={text('cpd.reviews.loading')} />
      ) : (reviews.data ?? []).length === 0 ? (
        <p>{text('cpd.reviews.empty')}</p>
      ) : (
        <ul>
          {reviews.data!.map((review) => (
            <li key={review.reference}>
              <Link to={paths.listReview.href(review.uid, review.reference)}>
                {text('cpd.reviews.item', { name: review.name, period: `${formatDay(review.start_date)} – ${formatDay(review.end_date)}` })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
