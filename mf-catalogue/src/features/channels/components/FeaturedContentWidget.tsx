import './featured-widget.css';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { itemTypeName } from '@portal/i18n/item-types';
import { Thumbnail } from '@portal/ui/thumbnail';
import { useText } from '../../../lib/messages';
import { itemPagePath } from '../../../lib/learning/item-page';
import { useCatalogueIndex } from '../../../lib/use-catalogue-index';
import { paths } from '../../../paths';
import { featuredItems } from '../domain/playlists';
import { channelsMessages } from '../messages';

/** How many featured items the dashboard widget lists; the channels page has the full playlist. */
export const FEATURED_WIDGET_SIZE = 5;

/**
 * The catalogue's featured-content widget (spec 3 "Dashboard": catalogue widgets), placed in the
 * dashboard's slot through the remote contract: the first featured items of the learner's catalogue,
 * each linking to its item page. Nothing shows while the catalogue loads or when nothing is featured.
 */
export default function FeaturedContentWidget() {
  const text = useText(channelsMessages);
  const { index } = useCatalogueIndex();
  const items = useMemo(() => (index ? featuredItems(index.items, FEATURED_WIDGET_SIZE) : []), [index]);
  if (items.length === 0) return null;
  return (
    <section className="lp-featured-widget" aria-labelledby="lp-featured-widget-title">
      <h2 id="lp-featured-widget-title">{text('catalogue.widget.featured.title')}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.Id}>
            <Thumbnail className="lp-featured-widget__thumbnail" src={item.ThumbnailUrl} type={item.type} />
            <Link to={itemPagePath(item)}>{item.Name}</Link> <span className="lp-featured-widget__type">{itemTypeName(item.type, item.FriendlyType)}</span>
          </li>
        ))}
      </ul>
      <p>
        <Link to={paths.channels.href()}>{text('catalogue.widget.featured.more')}</Link>
      </p>
    </section>
  );
}
