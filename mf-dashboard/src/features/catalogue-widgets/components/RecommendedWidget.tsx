import { Link } from 'react-router-dom';
import { catalogueLinks } from '@portal/query/catalogue-links';
import { Spinner } from '@portal/ui';
import { useText } from '../../../lib/messages';
import { Widget } from '../../../lib/Widget';
import { useRecommendations } from '../api/get-recommendations';
import { catalogueWidgetMessages } from '../messages';

/**
 * Recommended content (spec 3 §2, §7): the recommendations call with a limit and a seed (see
 * recommendationSeed); with no seed, the most recently modified items. `ready` false while the seed is being worked out.
 */
export function RecommendedWidget({ limit = 5, seed, ready = true }: { limit?: number; seed?: string; ready?: boolean }) {
  const text = useText(catalogueWidgetMessages);
  const { data: items, isPending } = useRecommendations(limit, seed, ready);
  return (
    <Widget title={text('widgets.recommended.title')}>
      {isPending ? (
        <Spinner label={text('widgets.recommended.title')} />
      ) : !items?.length ? (
        <p>{text('widgets.recommended.empty')}</p>
      ) : (
        <ul className="lp-link-list">
          {items.map((item) => (
            <li key={item.Id}>
              <Link to={catalogueLinks.landingPage(item.Id)}>{item.Name}</Link>
            </li>
          ))}
        </ul>
      )}
    </Widget>
  );
}
