import { NavLink } from 'react-router-dom';
import { cpdMessages, useText } from '../messages';
import { paths } from '../../paths';

/** The views this build offers, by the configuration's view name (spec 3 §2: tabs are 'view:route' entries). */
const VIEWS = {
  entries: { label: 'cpd.tabs.entries', own: () => paths.list.href(), review: (uid: string) => paths.listReview.href(uid) },
  plans: { label: 'cpd.tabs.plans', own: () => paths.plans.href(), review: (uid: string) => paths.plansReview.href(uid) },
} as const;

/** The tabs of the configuration this build knows, in its order; a view it does not know is left out. */
export function tabsOf(config: readonly string[]): (keyof typeof VIEWS)[] {
  return config.map((entry) => entry.split(':')[0]).filter((view): view is keyof typeof VIEWS => view !== undefined && view in VIEWS);
}

/** The tabbed page's tabs as links: each view is a route of its own (review mode: the review routes). */
export function CpdTabs({ tabs, reviewUid }: { tabs: readonly string[]; reviewUid?: string | undefined }) {
  const text = useText(cpdMessages);
  return (
    <nav aria-label={text('cpd.tabs.label')} className="lp-tabs">
      <ul>
        {tabsOf(tabs).map((view) => (
          <li key={view}>
            <NavLink to={reviewUid ? VIEWS[view].review(reviewUid) : VIEWS[view].own()} end={false}>
              {text(VIEWS[view].label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
