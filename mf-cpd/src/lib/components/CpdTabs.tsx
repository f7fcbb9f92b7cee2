import { NavLink } from 'react-router-dom';
import { cpdMessages, useText } from '../messages';
import { paths, type ListPlace } from '../../paths';

/** The views this build offers, by the configuration's view name (spec 3 §2: tabs are 'view:route' entries). */
const VIEWS = {
  entries: {
    label: 'cpd.tabs.entries',
    own: (place: ListPlace) => paths.list.href(place.journalId, place.filters),
    review: (uid: string, place: ListPlace) => paths.listReview.href(uid, place.journalId, place.filters),
  },
  plans: {
    label: 'cpd.tabs.plans',
    own: (place: ListPlace) => paths.plans.href(place),
    review: (uid: string, place: ListPlace) => paths.plansReview.href(uid, place),
  },
} as const;

/** The tabs of the configuration this build knows, in its order; a view it does not know is left out. */
export function tabsOf(config: readonly string[]): (keyof typeof VIEWS)[] {
  return config.map((entry) => entry.split(':')[0]).filter((view): view is keyof typeof VIEWS => view !== undefined && view in VIEWS);
}

/**
 * The tabbed page's tabs as links: each view is a route of its own (review mode: the review routes).
 * Each carries the period shown and the entries list's filters (`place`), so switching tabs and back
 * finds the list as the user left it.
 */
export function CpdTabs({ tabs, reviewUid, place = {} }: { tabs: readonly string[]; reviewUid?: string | undefined; place?: ListPlace }) {
  const text = useText(cpdMessages);
  return (
    <nav aria-label={text('cpd.tabs.label')} className="lp-tabs">
      <ul>
        {tabsOf(tabs).map((view) => (
          <li key={view}>
            <NavLink to={reviewUid ? VIEWS[view].review(reviewUid, place) : VIEWS[view].own(place)} end={false}>
              {text(VIEWS[view].label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
