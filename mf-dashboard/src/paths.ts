import { statePath } from '@portal/session';

/** The dashboard area's route, and the links it builds into other areas (style: routes as data). */
export const paths = {
  dashboard: { path: '/dashboard', href: () => '/dashboard' },
  /** The learner dashboard (spec 1 §2 /account/dashboard): a mount of its own beside mf-access's '/account'; the most specific mount wins. */
  learnerDashboard: { path: '/account/dashboard', name: 'app.private.account.dashboard', href: () => '/account/dashboard' },
  /** An RSS feed of the tenant by reference (spec 3 §2 Feeds). */
  feed: { path: '/feed/:feedId', href: (feedId: string) => `/feed/${encodeURIComponent(feedId)}` },
  /**
   * The catalogue filtered by free text. Document 2's filter grammar carries the words as
   * 'search:{words}' in the catalogue's filter param (route app.private.catalogue.index).
   */
  catalogueSearch: {
    href: ({ words }: { words: string }) => statePath({ route: 'app.private.catalogue.index', params: { filter: `search:${words}` } }) ?? '/catalogue/items',
  },
} as const;
