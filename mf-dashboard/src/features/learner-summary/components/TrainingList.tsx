import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { CatalogueItem } from '@portal/contracts/catalogue';
import { formatDate, useLocale } from '@portal/i18n';
import { catalogueLinks } from '@portal/query/catalogue-links';
import { TextField } from '@portal/ui';
import { SelectField } from '@portal/ui/fields';
import { Pagination } from '@portal/ui/pagination';
import { useText } from '../../../lib/messages';
import { Widget } from '../../../lib/Widget';
import { filterTraining, TRAINING_FILTERS, trainingPage, trainingPages, trainingStatus, type TrainingFilter } from '../domain/training';
import { summaryMessages } from '../messages';

/** A filter the list's owner keeps (the learner dashboard remembers the user's choice): its value and how to change it. */
export type TrainingFilterState = readonly [TrainingFilter, (filter: TrainingFilter) => void];

/** The training list (spec 3 §2): the user's items with a search box and a status filter (its own, or `filterState`). */
export function TrainingList({
  items,
  now,
  defaultFilter = 'all',
  filterState,
}: {
  items: readonly CatalogueItem[];
  now: Date;
  defaultFilter?: TrainingFilter;
  filterState?: TrainingFilterState;
}) {
  const text = useText(summaryMessages);
  const locale = useLocale();
  const [words, setWords] = useState('');
  const ownFilter = useState<TrainingFilter>(defaultFilter);
  const [filter, setFilter] = filterState ?? ownFilter;
  const found = filterTraining(items, { filter, words }, now, locale);
  // A page at a time; a new search or filter starts again from the first page.
  const [paging, setPaging] = useState({ page: 0, of: '' });
  const query = `${filter}\u0000${words}`;
  const page = paging.of === query ? Math.min(paging.page, trainingPages(found.length) - 1) : 0;
  const shown = trainingPage(found, page);
  const filterLabel = (value: TrainingFilter) => (value === 'all' || value === 'notComplete' ? text(`summary.filter.${value}`) : text(`summary.status.${value}`));

  return (
    <Widget title={text('summary.training.title')} className="lp-training">
      <div className="lp-training__controls">
        <TextField
          label={text('summary.training.search')}
          type="search"
          hint={text('summary.training.searchHint')}
          value={words}
          onChange={(event) => setWords(event.target.value)}
        />
        <SelectField
          label={text('summary.training.filter')}
          value={filter}
          onChange={(event) => setFilter(event.target.value as TrainingFilter)}
          options={TRAINING_FILTERS.map((value) => ({ value, label: filterLabel(value) }))}
        />
      </div>
      {shown.length === 0 ? (
        <p role="status">{text('summary.training.empty')}</p>
      ) : (
        // Named, so the items are told apart from the pages' list below them.
        <ul className="lp-training__list" aria-label={text('summary.training.title')}>
          {shown.map((item) => {
            const status = trainingStatus(item, now);
            return (
              <li key={item.Id} className="lp-training__item">
                <Link to={catalogueLinks.landingPage(item.Id)}>{item.Name}</Link>
                <span className={`lp-tag lp-tag--${status}`}>{text(`summary.status.${status}`)}</span>
                {item.isMandatory && <span className="lp-tag">{text('summary.training.mandatory')}</span>}
                {item.DueDate && <span className="lp-muted">{text('summary.training.due', { date: formatDate(item.DueDate) })}</span>}
              </li>
            );
          })}
        </ul>
      )}
      <Pagination
        page={page + 1}
        pageCount={trainingPages(found.length)}
        onPageChange={(next) => setPaging({ page: next - 1, of: query })}
        label={text('summary.training.pages')}
      />
    </Widget>
  );
}
