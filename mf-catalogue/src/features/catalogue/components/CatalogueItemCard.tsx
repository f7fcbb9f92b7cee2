import { memo } from 'react';
import { Link } from 'react-router-dom';
import { itemTypeName } from '@portal/i18n/item-types';
import { Thumbnail } from '@portal/ui/thumbnail';
import type { EnrichedItem } from '../../../lib/domain/catalogue-index';
import { cardLink } from '../domain/card-link';
import type { CardLabels } from './card-labels';

export interface CatalogueItemCardProps {
  item: EnrichedItem;
  labels: CardLabels;
  ratingsEnabled: boolean;
  formatDate: (iso: string) => string;
}

/** One result: the card title (spec 2 §9 cut), type, status, due or overdue, progress, rating when on. */
export const CatalogueItemCard = memo(function CatalogueItemCard({ item, labels, ratingsEnabled, formatDate }: CatalogueItemCardProps) {
  const type = itemTypeName(item.type, item.FriendlyType);
  const link = cardLink(item);
  return (
    <article className="lp-catalogue-card">
      <Thumbnail className="lp-catalogue-card__thumbnail" src={item.ThumbnailUrl} type={item.type} />
      <div className="lp-catalogue-card__body">
        <h2 className="lp-catalogue-card__title">
          <Link to={link.to} state={link.state} title={item.title === item.Name ? undefined : item.Name}>
            {item.title}
          </Link>
        </h2>
        <p className="lp-catalogue-card__meta">
          <span className="lp-catalogue-card__type">{type}</span>
          <span className={`lp-catalogue-card__status lp-catalogue-card__status--${item.displayStatus}`}>{labels.status(item.displayStatus)}</span>
          {item.isMandatory && <span className="lp-catalogue-card__mandatory">{labels.mandatory}</span>}
          {item.DueDate && (
            <span className={item.isOverdue ? 'lp-catalogue-card__overdue' : 'lp-catalogue-card__due'}>
              {item.isOverdue ? labels.overdue(formatDate(item.DueDate)) : labels.due(formatDate(item.DueDate))}
            </span>
          )}
        </p>
        <p className="lp-catalogue-card__progress">
          <span className="lp-catalogue-card__bar" aria-hidden="true">
            <span style={{ width: `${item.Progress}%` }} />
          </span>
          {labels.progress(item.Progress)}
          {ratingsEnabled && (
            <span className="lp-catalogue-card__rating">
              {item.RatingCount > 0 && item.RatingMean !== null && item.RatingMean !== undefined ? labels.rating(item.RatingMean, item.RatingCount) : labels.notRated}
            </span>
          )}
        </p>
      </div>
    </article>
  );
});
