import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { Button } from '@portal/ui';
import { indexPageItems, type EnrichedItem } from '../../../lib/domain/catalogue-index';
import { useCataloguePages } from '../../../lib/api/catalogue-page';
import { useCatalogueItems } from '../api/get-catalogue-items';
import { splitWords } from '../domain/filter';
import { rowItem, type IndexAnswer, type IndexRow, type RowState } from '../domain/search-index';
import { useSearchText } from '../hooks/use-catalogue-filter';
import { useIndexSearch } from '../hooks/use-index-search';
import { useWindowedRows } from '../hooks/use-windowed-rows';
import { CatalogueItemCard } from './CatalogueItemCard';
import { ROW_HEIGHT_PX, type CatalogueResultsProps } from './CatalogueResults';

/** The whole catalogue's results' props, less what only a loaded catalogue has (its index, the filters on it). */
export type LargeCatalogueResultsProps = Omit<CatalogueResultsProps, 'index' | 'controls'>;

/** How long the rows shown must stay before their whole items are read: once typing pauses, not one read (and one re-render) per key. */
const FILL_IN_DELAY_MS = 500;

/**
 * The results of a catalogue too large to load whole. Once the search worker holds the LMS's search
 * index, every key is searched in the page (no round trip): the rows show at once from the index
 * and the user's states, and the shown rows' whole items, read by id a moment later, fill them in
 * (a curriculum's progress) in place. Until then, and where no worker starts, the LMS searches and
 * answers a page at a time. While a new search is on its way the previous results stay, marked busy.
 * The rows are the same virtualised rows as the whole catalogue's.
 *
 * A key itself re-renders only this frame (the busy mark): the rows take nothing that changes with
 * the text while the worker searches, so they render once per key, with its answer.
 */
export const LargeCatalogueResults = memo(function LargeCatalogueResults({ search, ratingsEnabled, labels, formatDate, text, countId }: LargeCatalogueResultsProps) {
  const searchText = useSearchText(search);
  const words = splitWords(searchText).join(' ');
  const index = useIndexSearch(searchText, true);
  // Once the worker answers, the LMS's pages are neither asked for nor kept per key.
  const pages = useCataloguePages(index.ready ? '' : words, !index.ready);

  const serverItems = useMemo(() => {
    const found: EnrichedItem[] = [];
    // Each page is indexed once as it arrives (status, progress, title); hidden and unavailable items are not listed (spec 2 §5).
    for (const page of pages.data?.pages ?? []) for (const item of indexPageItems(page)) if (item.isShownInCatalogue && item.isAvailable) found.push(item);
    return found;
  }, [pages.data]);

  const answer = index.answer;
  const count = index.ready ? (answer?.total ?? 0) : (pages.data?.pages[0]?.Total ?? serverItems.length);
  const known = index.ready ? answer !== undefined : pages.data !== undefined;
  const busy = index.ready ? index.busy : pages.isPlaceholderData || (pages.isFetching && !pages.isFetchingNextPage);
  const { isFetchingNextPage, fetchNextPage, hasNextPage } = pages;
  const fetchPage = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  return (
    <section className="lp-catalogue__results" aria-labelledby={countId} aria-busy={busy || undefined}>
      <p id={countId} role="status" className="lp-catalogue__count">
        {known ? (count === 0 ? text('catalogue.catalogue.results.none') : text('catalogue.catalogue.results', { count })) : text('catalogue.catalogue.loading')}
      </p>
      {index.ready ? (
        <ResultRows
          // The window starts again at the first page with the rows of a new search, not with the key that asked for it.
          resetKey={answer?.words ?? ''}
          answer={answer}
          states={index.states}
          count={count}
          fetchMore={index.loadMore}
          ratingsEnabled={ratingsEnabled}
          labels={labels}
          formatDate={formatDate}
          text={text}
        />
      ) : (
        <ResultRows
          resetKey={words}
          serverItems={serverItems}
          count={count}
          hasMore={hasNextPage}
          busy={busy}
          fetchingMore={isFetchingNextPage}
          fetchMore={fetchPage}
          ratingsEnabled={ratingsEnabled}
          labels={labels}
          formatDate={formatDate}
          text={text}
        />
      )}
    </section>
  );
});

const NO_STATES: ReadonlyMap<string, RowState> = new Map();

interface ResultRowsProps extends Pick<LargeCatalogueResultsProps, 'ratingsEnabled' | 'labels' | 'formatDate' | 'text'> {
  /** The search the rows are of: a new one starts again at the first page. */
  resetKey: string;
  count: number;
  fetchMore: () => void;
  /** The worker's answer (when it holds the index); its rows are built from the index and `states`. */
  answer?: IndexAnswer;
  states?: ReadonlyMap<string, RowState>;
  /** Otherwise the LMS's pages so far, and what is known of the next. */
  serverItems?: readonly EnrichedItem[];
  hasMore?: boolean;
  busy?: boolean;
  fetchingMore?: boolean;
}

/**
 * The list. Each row is keyed by its item, so a row that stays across a search keeps its element
 * and its card (memoised, and given the same item object) renders nothing.
 */
const ResultRows = memo(function ResultRows({
  resetKey,
  count,
  fetchMore,
  answer,
  states = NO_STATES,
  serverItems,
  hasMore: serverHasMore = false,
  busy = false,
  fetchingMore = false,
  ratingsEnabled,
  labels,
  formatDate,
  text,
}: ResultRowsProps) {
  const fromIndex = serverItems === undefined;
  const rowsLength = fromIndex ? (answer?.rows.length ?? 0) : serverItems.length;
  const hasMore = fromIndex ? rowsLength < count : serverHasMore;
  const { listRef, loaded, rows, totalHeight, measureRow, loadMore } = useWindowedRows<HTMLOListElement>({ total: rowsLength, estimate: ROW_HEIGHT_PX, resetKey });

  // Every loaded row shown: ask for the next rows.
  useEffect(() => {
    if (loaded >= rowsLength && hasMore && !fetchingMore && !busy) fetchMore();
  }, [loaded, rowsLength, hasMore, fetchingMore, busy, fetchMore]);

  // The shown rows' whole items, read once the rows have stayed a moment.
  const shownRows: readonly IndexRow[] = useMemo(
    () => (fromIndex && answer ? rows.map(({ index: at }) => answer.rows[at]).filter((row): row is IndexRow => row !== undefined) : []),
    [fromIndex, answer, rows],
  );
  const shownIds = shownRows.map((row) => row.id).join(',');
  const [fillIds, setFillIds] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setFillIds(shownIds), FILL_IN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [shownIds]);
  const details = useCatalogueItems(useMemo(() => (fillIds ? fillIds.split(',') : []), [fillIds]));
  const detailed = useMemo(() => new Map((details.data ? indexPageItems(details.data) : []).map((item) => [item.Id, item])), [details.data]);

  // A row from the index is built once per states (a card keeps its object across answers, so it renders once).
  const built = useMemo(() => ({ states, rows: new Map<string, EnrichedItem>(), now: Date.now() }), [states]);
  const itemAt = (at: number): EnrichedItem | undefined => {
    if (!fromIndex) return serverItems[at];
    const row = answer?.rows[at];
    if (!row) return undefined;
    const whole = detailed.get(row.id);
    if (whole) return whole;
    let item = built.rows.get(row.id);
    if (!item) built.rows.set(row.id, (item = rowItem(row, built.states.get(row.id), built.now)));
    return item;
  };

  return (
    <>
      <ol ref={listRef} className="lp-catalogue__list" aria-label={text('catalogue.catalogue.list.label')} style={{ height: totalHeight }}>
        {rows.map(({ index: at, top }) => {
          const item = itemAt(at);
          return (
            item && (
              <li key={item.Id} ref={measureRow} data-index={at} className="lp-catalogue__row" aria-setsize={count} aria-posinset={at + 1} style={{ top }}>
                <CatalogueItemCard item={item} labels={labels} ratingsEnabled={ratingsEnabled} formatDate={formatDate} />
              </li>
            )
          );
        })}
      </ol>
      {(loaded < rowsLength || hasMore) && (
        <Button variant="secondary" className="lp-catalogue__more" loading={!fromIndex && fetchingMore} onClick={loaded < rowsLength ? loadMore : fetchMore}>
          {text('catalogue.catalogue.more')}
        </Button>
      )}
    </>
  );
});
