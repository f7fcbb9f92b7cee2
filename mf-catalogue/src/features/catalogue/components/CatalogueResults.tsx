import { memo, useEffect, useMemo, useRef } from 'react';
import { useLocale, type MessageText } from '@portal/i18n';
import { Button } from '@portal/ui';
import type { CatalogueIndex, EnrichedItem } from '../../../lib/domain/catalogue-index';
import { withSearchText, type CatalogueFilter } from '../domain/filter';
import { filterCatalogue } from '../domain/match';
import { useSearchText, type SearchText } from '../hooks/use-catalogue-filter';
import { useWindowedRows } from '../hooks/use-windowed-rows';
import type { CatalogueMessageKey } from '../messages';
import type { CardLabels } from './card-labels';
import { CatalogueItemCard } from './CatalogueItemCard';

/**
 * A row's height until it has been shown and measured: a card's least height at desktop widths
 * (catalogue.css), so there a measurement seldom moves anything. Narrower, cards wrap and grow.
 */
export const ROW_HEIGHT_PX = 116;

/** Results of this many recent searches are kept, enough to delete a typed word key by key. */
const RECENT_RESULTS = 32;

/**
 * Searched once when the page is idle after the catalogue arrives, the results dropped: the first
 * keystrokes then run the matching and the count's plural text as compiled code rather than in the
 * engine's first, interpreted pass (at 4× CPU the first keys of a visit took twice the others).
 */
const WARM_UP_WORDS = ['e', 'er', 'a'];

/** Runs `work` when the page is next idle (or soon, where idle callbacks do not exist); answers the cancel. */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: 2_000 });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(work, 500);
  return () => clearTimeout(timer);
}

export interface CatalogueResultsProps {
  index: CatalogueIndex;
  /** The filters without the search words, which come from `search`. */
  controls: CatalogueFilter;
  search: SearchText;
  ratingsEnabled: boolean;
  labels: CardLabels;
  formatDate: (iso: string) => string;
  text: MessageText<CatalogueMessageKey>;
  /** The id of the count line, which names the results section. */
  countId: string;
}

/**
 * The count and the matching items, 15 at a time with more loaded near the bottom, virtualised
 * (useWindowedRows: @tanstack/react-virtual on the window's scroll, rows of measured heights).
 * The only part of the page that follows the search box, so a keystroke renders just this.
 */
export const CatalogueResults = memo(function CatalogueResults({ index, controls, search, ratingsEnabled, labels, formatDate, text, countId }: CatalogueResultsProps) {
  const searchText = useSearchText(search);
  const filter = useMemo(() => withSearchText(controls, searchText), [controls, searchText]);
  // Backspace goes back through searches just shown: their results are kept, per catalogue, setting
  // and filters (the controls object changes only when a filter does), keyed by the words.
  const locale = useLocale();
  const recent = useRef<{ index: CatalogueIndex; ratingsEnabled: boolean; controls: CatalogueFilter; locale: string; results: Map<string, EnrichedItem[]> }>();
  const results = useMemo(() => {
    const kept = recent.current;
    if (kept?.index !== index || kept.ratingsEnabled !== ratingsEnabled || kept.controls !== controls || kept.locale !== locale)
      recent.current = { index, ratingsEnabled, controls, locale, results: new Map() };
    const cache = recent.current!.results;
    const key = filter.words.join(' ');
    const cached = cache.get(key);
    if (cached) return cached;
    const found = filterCatalogue(index, filter, { ratingsEnabled, locale });
    if (cache.size >= RECENT_RESULTS) cache.delete(cache.keys().next().value as string);
    cache.set(key, found);
    return found;
  }, [index, filter, controls, ratingsEnabled, locale]);
  const count = results.length;
  useEffect(
    () =>
      whenIdle(() => {
        for (const word of WARM_UP_WORDS) filterCatalogue(index, withSearchText(controls, word), { ratingsEnabled, locale });
        text('catalogue.catalogue.results', { count: 2 });
      }),
    [index, controls, ratingsEnabled, locale, text],
  );
  // Texts resolved once per language: the count changes on every keystroke, and i18next's
  // interpolation is the costliest call of a keystroke's render, so each count's text (the
  // locale's plural form, its digits) is kept once made.
  const texts = useMemo(
    () => ({
      list: text('catalogue.catalogue.list.label'),
      more: text('catalogue.catalogue.more'),
      none: text('catalogue.catalogue.results.none'),
      counts: new Map<number, string>(),
    }),
    [text],
  );
  let countText = count === 0 ? texts.none : texts.counts.get(count);
  if (countText === undefined) {
    countText = text('catalogue.catalogue.results', { count });
    texts.counts.set(count, countText);
  }
  const { listRef, loaded, rows, totalHeight, measureRow, loadMore } = useWindowedRows<HTMLOListElement>({ total: count, estimate: ROW_HEIGHT_PX, resetKey: filter });

  return (
    <section className="lp-catalogue__results" aria-labelledby={countId}>
      <p id={countId} role="status" className="lp-catalogue__count">
        {countText}
      </p>
      <ol ref={listRef} className="lp-catalogue__list" aria-label={texts.list} style={{ height: totalHeight }}>
        {rows.map(({ index, top }) => (
          // Keyed by place, not by item: a keystroke refills the same rows' DOM instead of replacing it.
          <li key={index} ref={measureRow} data-index={index} className="lp-catalogue__row" aria-setsize={count} aria-posinset={index + 1} style={{ top }}>
            <CatalogueItemCard item={results[index]!} labels={labels} ratingsEnabled={ratingsEnabled} formatDate={formatDate} />
          </li>
        ))}
      </ol>
      {loaded < count && (
        <Button variant="secondary" className="lp-catalogue__more" onClick={loadMore}>
          {texts.more}
        </Button>
      )}
    </section>
  );
});
