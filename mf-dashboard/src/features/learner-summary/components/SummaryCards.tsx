import type { CatalogueItem } from '@portal/contracts/catalogue';
import { formatNumber } from '@portal/i18n';
import { useText } from '../../../lib/messages';
import { Widget } from '../../../lib/Widget';
import { statusCounts, TRAINING_STATUSES } from '../domain/training';
import { summaryMessages } from '../messages';

/** Summary cards (spec 3 §2): how many of the user's items are not started, in progress, completed and overdue. */
export function SummaryCards({ items, now }: { items: readonly CatalogueItem[]; now: Date }) {
  const text = useText(summaryMessages);
  const counts = statusCounts(items, now);
  return (
    <Widget title={text('summary.cards.title')}>
      <dl className="lp-summary-cards">
        {TRAINING_STATUSES.map((status) => (
          <div key={status} className={`lp-summary-card lp-summary-card--${status}`}>
            <dt>{text(`summary.status.${status}`)}</dt>
            <dd>{formatNumber(counts[status])}</dd>
          </div>
        ))}
      </dl>
    </Widget>
  );
}
