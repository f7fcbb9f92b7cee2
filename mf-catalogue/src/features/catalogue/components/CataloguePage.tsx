import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from '@portal/i18n';
import { useSession } from '@portal/session';
import { Spinner } from '@portal/ui';
import type { CatalogueCategory } from '../../../domain/categories';
import type { CatalogueIndex, EnrichedItem } from '../../../domain/catalogue-index';
import { useCatalogueIndex } from '../../../lib/use-catalogue-index';
import { useText } from '../../../lib/messages';
import { serializeFilter, type CatalogueFilter } from '../domain/filter';
import { filterCatalogue } from '../domain/match';
import { sortOptions } from '../domain/sort';
import { useCatalogueFilter } from '../hooks/use-catalogue-filter';
import { useWindowedRows } from '../hooks/use-windowed-rows';
import { catalogueMessages } from '../messages';
import { CatalogueFilters } from './CatalogueFilters';
import { cardLabels } from './card-labels';
import { CatalogueItemCard } from './CatalogueItemCard';
import { CategoryTree } from './CategoryTree';
import './catalogue.css';

/** Every item row has this height (catalogue.css keeps the card inside it), so the list is windowed by arithmetic. */
export const ROW_HEIGHT_PX = 116;

/** Results of this many recent filters are kept, enough to delete a typed word key by key. */
const RECENT_RESULTS = 32;

/**
 * /catalogue/items/{filter?} (spec 2 §2): search, filters, sort, category tree and the results,
 * 15 at a time with more loaded near the bottom, virtualised. The filter text in the URL is the
 * source of truth; the whole catalogue is filtered in the browser on every keystroke.
 */
export default function CataloguePage() {
  const text = useText(catalogueMessages);
  const { i18n } = useTranslation();
  const ratingsEnabled = useSession((state) => state.settings?.enableRatings === true);
  const hierarchy = useSession((state) => state.settings?.enableCategoryHierarchy !== false);
  const { index, isLoading } = useCatalogueIndex();
  const { filter, controls, searchText, setSearchText, setFilter } = useCatalogueFilter();
  const searchId = useId();
  // Resolved once per language: i18next's translate is the costliest call of a keystroke's render.
  const texts = useMemo(
    () => ({
      title: text('catalogue.catalogue.title'),
      loading: text('catalogue.catalogue.loading'),
      searchLabel: text('catalogue.catalogue.search.label'),
      listLabel: text('catalogue.catalogue.list.label'),
      more: text('catalogue.catalogue.more'),
    }),
    [text],
  );
  const { title } = texts;

  useEffect(() => {
    document.title = title;
  }, [title]);

  const resetKey = useMemo(() => serializeFilter(filter), [filter]);
  // Backspace goes back through filters just shown: their results are kept (per catalogue and setting).
  const recent = useRef<{ index: CatalogueIndex | undefined; ratingsEnabled: boolean; results: Map<string, EnrichedItem[]> }>({ index: undefined, ratingsEnabled, results: new Map() });
  const results = useMemo(() => {
    if (!index) return [];
    if (recent.current.index !== index || recent.current.ratingsEnabled !== ratingsEnabled) recent.current = { index, ratingsEnabled, results: new Map() };
    const cache = recent.current.results;
    const cached = cache.get(resetKey);
    if (cached) return cached;
    const found = filterCatalogue(index, filter, { ratingsEnabled });
    if (cache.size >= RECENT_RESULTS) cache.delete(cache.keys().next().value as string);
    cache.set(resetKey, found);
    return found;
  }, [index, filter, resetKey, ratingsEnabled]);
  const count = results.length;

  // Once per catalogue, when the browser is idle: run the word search once, so the user's first
  // keystrokes do not pay for compiling it (a cold first search is several times slower).
  const countText = useMemo(
    () => (count === 0 ? text('catalogue.catalogue.results.none') : count === 1 ? text('catalogue.catalogue.results.one') : text('catalogue.catalogue.results.other', { count })),
    [text, count],
  );
  const types = useMemo(() => {
    const found = new Map<string, string>();
    for (const item of index?.items ?? []) if (!found.has(item.type)) found.set(item.type, item.FriendlyType ?? item.type);
    return [...found].sort((a, b) => a[1].localeCompare(b[1]));
  }, [index]);
  const labels = useMemo(() => cardLabels(text), [text]);
  const sorts = useMemo(() => sortOptions(ratingsEnabled), [ratingsEnabled]);
  const formatDate = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language || undefined, { day: 'numeric', month: 'short', year: 'numeric' });
    // Rows are refilled on every keystroke: each date is formatted once per language.
    const formatted = new Map<string, string>();
    return (iso: string) => {
      let text = formatted.get(iso);
      if (text === undefined) formatted.set(iso, (text = format.format(new Date(iso))));
      return text;
    };
  }, [i18n.language]);

  const { listRef, loaded, window: rows, loadMore } = useWindowedRows<HTMLOListElement>({ total: results.length, rowHeight: ROW_HEIGHT_PX, resetKey });

  // Stable across keystrokes, so the category tree does not re-render while the user types.
  const latest = useRef({ filter, setFilter });
  latest.current = { filter, setFilter };
  const onCategory = useCallback((category: CatalogueCategory | null) => latest.current.setFilter({ ...latest.current.filter, categories: category ? [category.Slug] : [] }), []);
  const onFilters = useCallback((next: CatalogueFilter) => latest.current.setFilter(next), []);
  const categoryRoots = useMemo(
    () => (!index ? [] : hierarchy ? index.filteredCategoryTree : index.filteredCategories.map((category) => ({ ...category, children: [] }))),
    [index, hierarchy],
  );

  if (isLoading || !index) {
    return (
      <main className="lp-catalogue">
        <h1>{title}</h1>
        <Spinner label={texts.loading} />
      </main>
    );
  }

  const longNames = index.longCategoryNames;

  return (
    <main className={`lp-catalogue${longNames.over30 ? ' lp-catalogue--very-long-categories' : longNames.over20 ? ' lp-catalogue--long-categories' : ''}`}>
      <h1>{title}</h1>
      <form role="search" className="lp-catalogue__search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={searchId}>{texts.searchLabel}</label>
        <input id={searchId} type="search" value={searchText} autoComplete="off" onChange={(event) => setSearchText(event.target.value)} />
      </form>
      <CatalogueFilters filter={controls} onChange={onFilters} types={types} sortOptions={sorts} text={text} />
      <div className="lp-catalogue__body">
        {categoryRoots.length > 0 && <CategoryTree roots={categoryRoots} selected={filter.categories.length === 1 ? filter.categories[0]! : null} onSelect={onCategory} text={text} />}
        <section className="lp-catalogue__results" aria-labelledby={`${searchId}-count`}>
          <p id={`${searchId}-count`} role="status" className="lp-catalogue__count">
            {countText}
          </p>
          <ol ref={listRef} className="lp-catalogue__list" aria-label={texts.listLabel} style={{ height: rows.totalHeight }}>
            {results.slice(rows.start, rows.end).map((item, offset) => {
              const position = rows.start + offset;
              // Keyed by place, not by item: a keystroke refills the same rows' DOM instead of replacing it.
              return (
                <li key={position} className="lp-catalogue__row" aria-setsize={results.length} aria-posinset={position + 1} style={{ top: position * ROW_HEIGHT_PX, height: ROW_HEIGHT_PX }}>
                  <CatalogueItemCard item={item} labels={labels} ratingsEnabled={ratingsEnabled} formatDate={formatDate} />
                </li>
              );
            })}
          </ol>
          {loaded < results.length && (
            <button type="button" className="lp-button lp-button--secondary lp-catalogue__more" onClick={loadMore}>
              {texts.more}
            </button>
          )}
        </section>
      </div>
    </main>
  );
}
