import { useCallback, useId, useMemo } from 'react';
import { collatorFor, formatDateIn, useLocale, type MessageText, type SupportedLocale } from '@portal/i18n';
import { itemTypeNameIn } from '@portal/i18n/item-types';
import { useSession } from '@portal/session';
import { Spinner, usePageTitle } from '@portal/ui';
import { TextField } from '@portal/ui/fields';
import type { CatalogueCategory } from '../../../lib/domain/categories';
import { BasketLink } from '../../../lib/commerce/components/BasketLink';
import { LARGE_CATALOGUE_ITEMS, useCatalogueSize } from '../../../lib/api/catalogue-page';
import { useCatalogueIndex } from '../../../lib/use-catalogue-index';
import { useText } from '../../../lib/messages';
import { sortOptions } from '../domain/sort';
import { useCatalogueFilter, useSearchText, type CatalogueFilterState, type SearchText } from '../hooks/use-catalogue-filter';
import { catalogueMessages, type CatalogueMessageKey } from '../messages';
import { CatalogueFilters } from './CatalogueFilters';
import { cardLabels, type CardLabels } from './card-labels';
import { CatalogueResults } from './CatalogueResults';
import { CategoryTree } from './CategoryTree';
import { LargeCatalogueResults } from './LargeCatalogueResults';
import './catalogue.css';

/** The search box: it and the results are all a keystroke re-renders. */
function SearchBox({ id, label, search }: { id: string; label: string; search: SearchText }) {
  const text = useSearchText(search);
  return <TextField id={id} label={label} type="search" value={text} autoComplete="off" onChange={(event) => search.set(event.target.value)} />;
}

/**
 * /catalogue/items/{filter?} (spec 2 §2): search, filters, sort, category tree and the results,
 * 15 at a time with more loaded near the bottom, virtualised. The filter text in the URL is the
 * source of truth. A catalogue of ordinary size is loaded whole and filtered in the browser on every
 * keystroke; one too large for that (LARGE_CATALOGUE_ITEMS) is searched by the LMS, a page
 * at a time.
 */
export default function CataloguePage() {
  const text = useText(catalogueMessages);
  const locale = useLocale();
  const ratingsEnabled = useSession((state) => state.settings?.enableRatings === true);
  const filter = useCatalogueFilter();
  const size = useCatalogueSize();
  const searchId = useId();
  const title = text('catalogue.catalogue.title');

  usePageTitle(title);

  const labels = useMemo(() => cardLabels(text, locale), [text, locale]);
  const formatDate = useMemo(() => {
    // Rows are refilled on every keystroke: each date is formatted once per language.
    const formatted = new Map<string, string>();
    return (iso: string) => {
      let text = formatted.get(iso);
      if (text === undefined) formatted.set(iso, (text = formatDateIn(locale, iso)));
      return text;
    };
  }, [locale]);

  const shared = { text, locale, ratingsEnabled, filter, searchId, labels, formatDate };
  // One heading for every state of the page: the shell focuses it on arrival, and a heading
  // replaced when the catalogue's size or contents arrive would drop that focus to the page's start.
  return (
    <div className="lp-catalogue">
      <h1>{title}</h1>
      {size.isLoading ? (
        <Spinner label={text('catalogue.catalogue.loading')} />
      ) : size.data != null && size.data > LARGE_CATALOGUE_ITEMS ? (
        <LargeCatalogue {...shared} />
      ) : (
        <WholeCatalogue {...shared} />
      )}
    </div>
  );
}

interface CatalogueViewProps {
  text: MessageText<CatalogueMessageKey>;
  locale: SupportedLocale;
  ratingsEnabled: boolean;
  filter: CatalogueFilterState;
  searchId: string;
  labels: CardLabels;
  formatDate: (iso: string) => string;
}

/**
 * A catalogue too large to load whole: the search box and the LMS's pages of what it finds. The
 * filters, the sort and the category tree work on the whole catalogue in the browser, so they are not
 * offered at this size (left to a later change).
 */
function LargeCatalogue({ text, ratingsEnabled, filter, searchId, labels, formatDate }: CatalogueViewProps) {
  return (
    <>
      <BasketLink />
      <form role="search" className="lp-catalogue__search" onSubmit={(event) => event.preventDefault()}>
        <SearchBox id={searchId} label={text('catalogue.catalogue.search.label')} search={filter.search} />
      </form>
      <div className="lp-catalogue__body">
        <LargeCatalogueResults search={filter.search} ratingsEnabled={ratingsEnabled} labels={labels} formatDate={formatDate} text={text} countId={`${searchId}-count`} />
      </div>
    </>
  );
}

/** The whole catalogue, loaded once and filtered in the browser. */
function WholeCatalogue({ text, locale, ratingsEnabled, filter, searchId, labels, formatDate }: CatalogueViewProps) {
  const hierarchy = useSession((state) => state.settings?.enableCategoryHierarchy !== false);
  const { index, isLoading } = useCatalogueIndex();
  const { controls, search, setFilter } = filter;

  const types = useMemo(() => {
    const found = new Map<string, string>();
    for (const item of index?.items ?? []) if (!found.has(item.type)) found.set(item.type, itemTypeNameIn(locale, item.type, item.FriendlyType));
    const { compare } = collatorFor(locale);
    return [...found].sort((a, b) => compare(a[1], b[1]));
  }, [index, locale]);
  const sorts = useMemo(() => sortOptions(ratingsEnabled), [ratingsEnabled]);

  const onCategory = useCallback((category: CatalogueCategory | null) => setFilter({ ...controls, categories: category ? [category.Slug] : [] }), [controls, setFilter]);
  const categoryRoots = useMemo(
    () => (!index ? [] : hierarchy ? index.filteredCategoryTree : index.filteredCategories.map((category) => ({ ...category, children: [] }))),
    [index, hierarchy],
  );

  if (isLoading || !index) return <Spinner label={text('catalogue.catalogue.loading')} />;

  const longNames = index.longCategoryNames;

  return (
    <div className={longNames.over30 ? 'lp-catalogue--very-long-categories' : longNames.over20 ? 'lp-catalogue--long-categories' : undefined}>
      <BasketLink />
      <form role="search" className="lp-catalogue__search" onSubmit={(event) => event.preventDefault()}>
        <SearchBox id={searchId} label={text('catalogue.catalogue.search.label')} search={search} />
      </form>
      <CatalogueFilters filter={controls} onChange={setFilter} types={types} sortOptions={sorts} text={text} locale={locale} />
      <div className="lp-catalogue__body">
        {categoryRoots.length > 0 && (
          <CategoryTree roots={categoryRoots} selected={controls.categories.length === 1 ? controls.categories[0]! : null} onSelect={onCategory} text={text} />
        )}
        <CatalogueResults
          index={index}
          controls={controls}
          search={search}
          ratingsEnabled={ratingsEnabled}
          labels={labels}
          formatDate={formatDate}
          text={text}
          countId={`${searchId}-count`}
        />
      </div>
    </div>
  );
}
