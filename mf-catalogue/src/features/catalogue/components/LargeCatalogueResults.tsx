import { memo, useEffect, useMemo } from 'react';
import { Button } from '@portal/ui';
import { indexPageItems, type EnrichedItem } from '../../../lib/domain/catalogue-index';
import { useCataloguePages } from '../../../lib/api/catalogue-page';
import { splitWords } from '../domain/filter';
import { useSearchText } from '../hooks/use-catalogue-filter';
import { useWindowedRows } from '../hooks/use-windowed-rows';
import { CatalogueItemCard } from './CatalogueItemCard';
import { ROW_HEIGHT_PX, type CatalogueResultsProps } from './CatalogueResults';

/** The whole catalogue's results' props, less what only a loaded catalogue has (its index, the filters on it). */
export type LargeCatalogueResultsProps = Omit<CatalogueResultsProps, 'index' | 'controls'>;

/**
 * The results of a catalogue too large to load whole: the LMS searches and answers a page
 * at a time, the next page asked for as the list nears its end. While a new search is on its way the
 * previous results stay, marked busy. The rows are the same virtualised rows as the whole catalogue's.
 */
export const LargeCatalogueResults = memo(function LargeCatalogueResults({ search, ratingsEnabled, labels, formatDate, text, countId }: LargeCatalogueResultsProps) {
  const words = splitWords(useSearchText(search)).join(' ');
  const pages = useCataloguePages(words);
  const items = useMemo(() => {
    const found: EnrichedItem[] = [];
    // Each page is indexed once as it arrives (status, progress, title); hidden and unavailable items are not listed (spec 2 §5).
    for (const page of pages.data?.pages ?? []) for (const item of indexPageItems(page)) if (item.isShownInCatalogue && item.isAvailable) found.push(item);
    return found;
  }, [pages.data]);
  const count = pages.data?.pages[0]?.Total ?? items.length;
  const busy = pages.isPlaceholderData || (pages.isFetching && !pages.isFetchingNextPage);
  const { listRef, loaded, rows, totalHeight, measureRow, loadMore } = useWindowedRows<HTMLOListElement>({ total: items.length, estimate: ROW_HEIGHT_PX, resetKey: words });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;

  // Every loaded row shown: ask for the next page.
  useEffect(() => {
    if (loaded >= items.length && hasNextPage && !isFetchingNextPage && !busy) void fetchNextPage();
  }, [loaded, items.length, hasNextPage, isFetchingNextPage, busy, fetchNextPage]);

  return (
    <section className="lp-catalogue__results" aria-labelledby={countId} aria-busy={busy || undefined}>
      <p id={countId} role="status" className="lp-catalogue__count">
        {pages.data ? (count === 0 ? text('catalogue.catalogue.results.none') : text('catalogue.catalogue.results', { count })) : text('catalogue.catalogue.loading')}
      </p>
      <ol ref={listRef} className="lp-catalogue__list" aria-label={text('catalogue.catalogue.list.label')} style={{ height: totalHeight }}>
        {rows.map(({ index, top }) => (
          <li key={index} ref={measureRow} data-index={index} className="lp-catalogue__row" aria-setsize={count} aria-posinset={index + 1} style={{ top }}>
            <CatalogueItemCard item={items[index]!} labels={labels} ratingsEnabled={ratingsEnabled} formatDate={formatDate} />
          </li>
        ))}
      </ol>
      {(loaded < items.length || hasNextPage) && (
        <Button variant="secondary" className="lp-catalogue__more" loading={isFetchingNextPage} onClick={loaded < items.length ? loadMore : () => void fetchNextPage()}>
          {text('catalogue.catalogue.more')}
        </Button>
      )}
    </section>
  );
});
