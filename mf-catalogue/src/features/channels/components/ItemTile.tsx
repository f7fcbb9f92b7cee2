import { forwardRef, type UIEventHandler } from 'react';
import { Link } from 'react-router-dom';
import { itemTypeName } from '@portal/i18n/item-types';
import { Thumbnail } from '@portal/ui/thumbnail';
import type { EnrichedItem } from '../../../lib/domain/catalogue-index';
import { shortName } from '../../../lib/domain/names';
import { paths } from '../../../paths';

/** A playlist tile: thumbnail, short name (55 characters) and type; opens the item through the launch route. */
export function ItemTile({ item }: { item: EnrichedItem }) {
  const name = shortName(item.Name);
  return (
    <Link className="lp-tile" to={paths.launch.href(item.Id)} aria-label={name === item.Name ? undefined : item.Name}>
      <Thumbnail className="lp-tile__image" src={item.ThumbnailUrl} type={item.type} />
      <span className="lp-tile__name">{name}</span>
      <span className="lp-tile__type">{itemTypeName(item.type, item.FriendlyType)}</span>
    </Link>
  );
}

export interface ItemTilesProps {
  items: readonly EnrichedItem[];
  /** What shows instead of the list when there are no items. */
  empty: string;
  className: string;
  onScroll?: UIEventHandler<HTMLUListElement>;
}

/** A list of item tiles, or a line saying there are none (a channel's category, a playlist). `ref` reaches the list. */
export const ItemTiles = forwardRef<HTMLUListElement, ItemTilesProps>(function ItemTiles({ items, empty, className, onScroll }, ref) {
  if (items.length === 0) return <p>{empty}</p>;
  return (
    <ul className={className} ref={ref} onScroll={onScroll}>
      {items.map((item) => (
        <li key={item.Id}>
          <ItemTile item={item} />
        </li>
      ))}
    </ul>
  );
});
