import { Link } from 'react-router-dom';
import type { EnrichedItem } from '../../../domain/catalogue-index';
import { shortName } from '../../../domain/names';
import { paths } from '../../../paths';

/** A playlist tile: thumbnail, short name (55 characters) and type; opens the item through the launch route. */
export function ItemTile({ item }: { item: EnrichedItem }) {
  const name = shortName(item.Name);
  return (
    <Link className="lp-tile" to={paths.launch.href(item.Id)} aria-label={name === item.Name ? undefined : item.Name}>
      {item.ThumbnailUrl ? <img className="lp-tile__image" src={item.ThumbnailUrl} alt="" loading="lazy" /> : <span className="lp-tile__image" aria-hidden="true" />}
      <span className="lp-tile__name">{name}</span>
      <span className="lp-tile__type">{item.FriendlyType ?? item.type}</span>
    </Link>
  );
}
