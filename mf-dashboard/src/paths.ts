import { statePath } from '@portal/session';

/** The dashboard area's route, and the links it builds into other areas (style: routes as data). */
export const paths = {
  dashboard: { path: '/dashboard', href: () => '/dashboard' },
  /**
   * The catalogue filtered by free text. Document 2's filter grammar carries the words as
   * 'search:{words}' in the catalogue's filter param (route app.private.catalogue.index).
   */
  catalogueSearch: {
    href: ({ words }: { words: string }) => statePath({ route: 'app.private.catalogue.index', params: { filter: `search:${words}` } }) ?? '/catalogue/items',
  },
} as const;
