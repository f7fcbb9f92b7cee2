import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CatalogueItem } from '@portal/contracts/catalogue';
import { formatDate, useLocale } from '@portal/i18n';
import { catalogueLinks } from '@portal/query/catalogue-links';
import { useText } from '../../../lib/messages';
import { Widget } from '../../../lib/Widget';
import { Pager } from '../../../lib/Pager';
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
  const searchId = useId();
  const filterId = useId();
  const hintId = useId();
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
        <label htmlFor={searchId}>{text('summary.training.search')}</label>
        <input id={searchId} type="search" aria-describedby={hintId} value={words} onChange={(event) => setWords(event.target.value)} />
        <span id={hintId} className="lp-muted lp-training__hint">
          {text('summary.training.searchHint')}
        </span>
        <label htmlFor={filterId}>{text('summary.training.filter')}</label>
        <select id={filterId} value={filter} onChange={(event) => setFilter(event.target.value as TrainingFilter)}>
          {TRAINING_FILTERS.map((value) => (
            <option key={value} value={value}>
              {filterLabel(value)}
            </option>
          ))}
        </select>
      </div>
      {shown.length === 0 ? (
        <p role="status">{text('summary.training.empty')}</p>
      ) : (
        <ul className="lp-training__list">
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
      <Pager
        page={page}
        pages={trainingPages(found.length)}
        onChange={(next) => setPaging({ page: next, of: query })}
        texts={{
          label: text('summary.training.pages'),
          previous: text('summary.training.previous'),
          next: text('summary.training.next'),
          position: (current, pages) => text('summary.training.page', { page: current, pages }),
        }}
      />
    </Widget>
  );
}
