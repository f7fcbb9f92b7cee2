import { useMemo } from 'react';
import { indexCatalogue, type CatalogueIndex } from './domain/catalogue-index';
import { useCatalogue } from './api/catalogue';

/**
 * The loaded catalogue with everything derived from it (status, progress, search text, category
 * tree), indexed once per response. `index` is undefined until the catalogue has loaded.
 */
export function useCatalogueIndex(): { index: CatalogueIndex | undefined; isLoading: boolean; isError: boolean } {
  const query = useCatalogue();
  const index = useMemo(() => (query.data ? indexCatalogue(query.data) : undefined), [query.data]);
  return { index, isLoading: query.isLoading, isError: query.isError };
}
