import { DASHBOARD_PATH, statePath } from '@portal/session';

/*
 * Links into the catalogue from other areas, by the spec's route names (ROUTE_PATHS in
 * @portal/session, the routes a tenant's defaultState may name too): no area writes the catalogue's
 * addresses, or a fallback for them, itself.
 */

const CATALOGUE_INDEX = 'app.private.catalogue.index';

/** The route's address; with a required part missing (an item without an id) the catalogue itself. */
function linkTo(route: string, params: Record<string, string>): string {
  // The last resort, home, would need the routes table to lose the catalogue: its test fails first.
  return statePath({ route, params }) ?? statePath({ route: CATALOGUE_INDEX }) ?? DASHBOARD_PATH;
}

export const catalogueLinks = {
  /** The catalogue, filtered by the filter text when there is one (spec 2 §2: '#Channel', 'search:words', 'is:mandatory'). */
  items: (filter?: string) => linkTo(CATALOGUE_INDEX, filter ? { filter } : {}),
  /** The catalogue filtered by free text (document 2's filter grammar: 'search:{words}'). */
  search: (words: string) => catalogueLinks.items(`search:${words}`),
  /** An item's landing page. */
  landingPage: (id: string) => linkTo('app.private.catalogue.landingpage', { id }),
  /** A channel's page. */
  channel: (id: string) => linkTo('app.private.catalogue.channel', { id }),
};
