import type { ReactNode } from 'react';
import { formatDate } from '@portal/i18n';
import { itemTypeName } from '@portal/i18n/item-types';
import type { EnrichedItem } from '../../domain/catalogue-index';
import { useText } from '../../messages';
import { learningMessages, type LearningMessageKey } from '../messages';

export interface ItemSummaryProps {
  item: EnrichedItem;
  /** The rating, when ratings are on. */
  rating?: ReactNode;
}

/** The facts of an item as a description list: type, duration, status, progress, due date, rating. */
export function ItemSummary({ item, rating }: ItemSummaryProps) {
  const text = useText(learningMessages);
  const statusKey = `catalogue.learning.status.${item.displayStatus}` as LearningMessageKey;
  const dueDate = item.DueDate ? formatDate(item.DueDate, { dateStyle: 'long' }) : undefined;
  return (
    <dl className="lp-learning__details" aria-label={text('catalogue.learning.details')}>
      <dt>{text('catalogue.learning.details.type')}</dt>
      <dd>{itemTypeName(item.type, item.FriendlyType || item.DisplayType)}</dd>
      {item.durationExtension ? (
        <>
          <dt>{text('catalogue.learning.details.duration')}</dt>
          <dd>{text('catalogue.learning.details.minutes', { count: item.durationExtension })}</dd>
        </>
      ) : null}
      <dt>{text('catalogue.learning.details.status')}</dt>
      <dd>{statusKey in learningMessages ? text(statusKey) : item.displayStatus}</dd>
      <dt>{text('catalogue.learning.details.progress')}</dt>
      <dd>
        <progress className="lp-learning__progress" max={100} value={item.Progress} aria-label={text('catalogue.learning.details.progress')} />{' '}
        {text('catalogue.learning.details.progressValue', { percent: item.Progress })}
      </dd>
      {dueDate && (
        <>
          <dt>{text('catalogue.learning.details.dueDate')}</dt>
          <dd>{item.isOverdue ? text('catalogue.learning.details.overdue', { date: dueDate }) : dueDate}</dd>
        </>
      )}
      {item.isMandatory && (
        <>
          <dt>{text('catalogue.learning.details.mandatory')}</dt>
          <dd>{text('catalogue.learning.details.yes')}</dd>
        </>
      )}
      {rating && (
        <>
          <dt>{text('catalogue.learning.details.rating')}</dt>
          <dd>{rating}</dd>
        </>
      )}
    </dl>
  );
}
