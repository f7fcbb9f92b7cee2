import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation, type MessageText } from '@portal/i18n';
import type { CatalogueIndex, EnrichedItem } from '../../../domain/catalogue-index';
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
 * The count and the matching items, 15 at a time with more loaded near the bottom, virtualised.
 * The only part of the page that follows the search box, so a keystroke renders just this.
 */
export const CatalogueResults = memo(function CatalogueResults({ index, controls, search, ratingsEnabled, labels, formatDate, text, countId }: CatalogueResultsProps) {
  const searchText = useSearchText(search);
  const filter = useMemo(() => withSearchText(controls, searchText), [controls, searchText]);
  // Backspace goes back through searches just shown: their results are kept, per catalogue, setting
  // and filters (the controls object changes only when a filter does), keyed by the words.
  const locale = useTranslation().i18n.language;
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
  // Each item's row height as last measured, by item (a card's height depends on its item and the
  // width, not on its place). A new measurement re-renders once, before paint, to move the rows below.
  const heights = useRef(new Map<string, number>());
  const [heightsVersion, setHeightsVersion] = useState(0);
  const heightOf = useCallback((position: number) => heights.current.get(results[position]!.Id) ?? ROW_HEIGHT_PX, [results]);
  const { listRef, loaded, window: rows, offsets, loadMore } = useWindowedRows<HTMLOListElement>({ total: count, heightOf, heightsKey: heightsVersion, resetKey: filter });
  // After each render: the layout is already flushed (the list's place was just read), so reading
  // the shown rows' heights costs no extra layout. jsdom measures 0: the estimate stays. No
  // dependency list on purpose: a resize or a scroll re-renders and may change a card's height; the
  // update happens only when a height changed, so it settles after one extra render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    let changed = false;
    Array.from(list.children).forEach((row, offset) => {
      const item = results[rows.start + offset];
      const height = (row as HTMLElement).offsetHeight;
      if (!item || height <= 0 || heights.current.get(item.Id) === height) return;
      heights.current.set(item.Id, height);
      changed = true;
    });
    if (changed) setHeightsVersion((version) => version + 1);
  });

  return (
    <section className="lp-catalogue__results" aria-labelledby={countId}>
      <p id={countId} role="status" className="lp-catalogue__count">
        {countText}
      </p>
      <ol ref={listRef} className="lp-catalogue__list" aria-label={texts.list} style={{ height: rows.totalHeight }}>
        {results.slice(rows.start, rows.end).map((item, offset) => {
          const position = rows.start + offset;
          // Keyed by place, not by item: a keystroke refills the same rows' DOM instead of replacing it.
          return (
            <li key={position} className="lp-catalogue__row" aria-setsize={count} aria-posinset={position + 1} style={{ top: offsets[position] }}>
              <CatalogueItemCard item={item} labels={labels} ratingsEnabled={ratingsEnabled} formatDate={formatDate} />
            </li>
          );
        })}
      </ol>
      {loaded < count && (
        <button type="button" className="lp-button lp-button--secondary lp-catalogue__more" onClick={loadMore}>
          {texts.more}
        </button>
      )}
    </section>
  );
});
