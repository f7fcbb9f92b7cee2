import { useCallback, useId, useMemo } from 'react';
import { collatorFor, formatDateIn, useLocale } from '@portal/i18n';
import { useSession } from '@portal/session';
import { Spinner, usePageTitle } from '@portal/ui';
import type { CatalogueCategory } from '../../../domain/categories';
import { BasketLink } from '../../../lib/commerce/components/BasketLink';
import { useCatalogueIndex } from '../../../lib/use-catalogue-index';
import { useText } from '../../../lib/messages';
import { sortOptions } from '../domain/sort';
import { useCatalogueFilter, useSearchText, type SearchText } from '../hooks/use-catalogue-filter';
import { catalogueMessages } from '../messages';
import { CatalogueFilters } from './CatalogueFilters';
import { cardLabels } from './card-labels';
import { CatalogueResults } from './CatalogueResults';
import { CategoryTree } from './CategoryTree';
import './catalogue.css';

/** The search box: it and the results are all a keystroke re-renders. */
function SearchBox({ id, search }: { id: string; search: SearchText }) {
  const text = useSearchText(search);
  return <input id={id} type="search" value={text} autoComplete="off" onChange={(event) => search.set(event.target.value)} />;
}

/**
 * /catalogue/items/{filter?} (spec 2 §2): search, filters, sort, category tree and the results,
 * 15 at a time with more loaded near the bottom, virtualised. The filter text in the URL is the
 * source of truth; the whole catalogue is filtered in the browser on every keystroke.
 */
export default function CataloguePage() {
  const text = useText(catalogueMessages);
  const locale = useLocale();
  const ratingsEnabled = useSession((state) => state.settings?.enableRatings === true);
  const hierarchy = useSession((state) => state.settings?.enableCategoryHierarchy !== false);
  const { index, isLoading } = useCatalogueIndex();
  const { controls, search, setFilter } = useCatalogueFilter();
  const searchId = useId();
  const title = text('catalogue.catalogue.title');

  usePageTitle(title);

  const types = useMemo(() => {
    const found = new Map<string, string>();
    for (const item of index?.items ?? []) if (!found.has(item.type)) found.set(item.type, item.FriendlyType ?? item.type);
    const { compare } = collatorFor(locale);
    return [...found].sort((a, b) => compare(a[1], b[1]));
  }, [index, locale]);
  const labels = useMemo(() => cardLabels(text, locale), [text, locale]);
  const sorts = useMemo(() => sortOptions(ratingsEnabled), [ratingsEnabled]);
  const formatDate = useMemo(() => {
    // Rows are refilled on every keystroke: each date is formatted once per language.
    const formatted = new Map<string, string>();
    return (iso: string) => {
      let text = formatted.get(iso);
      if (text === undefined) formatted.set(iso, (text = formatDateIn(locale, iso)));
      return text;
    };
  }, [locale]);

  const onCategory = useCallback((category: CatalogueCategory | null) => setFilter({ ...controls, categories: category ? [category.Slug] : [] }), [controls, setFilter]);
  const categoryRoots = useMemo(
    () => (!index ? [] : hierarchy ? index.filteredCategoryTree : index.filteredCategories.map((category) => ({ ...category, children: [] }))),
    [index, hierarchy],
  );

  if (isLoading || !index) {
    return (
      <div className="lp-catalogue">
        <h1>{title}</h1>
        <Spinner label={text('catalogue.catalogue.loading')} />
      </div>
    );
  }

  const longNames = index.longCategoryNames;

  return (
    <div className={`lp-catalogue${longNames.over30 ? ' lp-catalogue--very-long-categories' : longNames.over20 ? ' lp-catalogue--long-categories' : ''}`}>
      <h1>{title}</h1>
      <BasketLink />
      <form role="search" className="lp-catalogue__search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={searchId}>{text('catalogue.catalogue.search.label')}</label>
        <SearchBox id={searchId} search={search} />
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
