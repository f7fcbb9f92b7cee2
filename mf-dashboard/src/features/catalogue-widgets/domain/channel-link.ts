import type { Channel } from '@portal/contracts/catalogue';
import { statePath } from '@portal/session';

/** The catalogue filter of a channel without categories (spec 2 §2, spec 3 §2): '#' and its name without spaces. */
export function channelFilter(name: string): string {
  return `#${name.replace(/\s+/g, '')}`;
}

/** A channel with no categories opens the catalogue filtered by its name with spaces removed; otherwise the channel page. */
export function channelHref(channel: Pick<Channel, 'Id' | 'Name' | 'Categories'>): string {
  return channel.Categories.length === 0
    ? (statePath({ route: 'app.private.catalogue.index', params: { filter: channelFilter(channel.Name) } }) ?? '/catalogue/items')
    : (statePath({ route: 'app.private.catalogue.channel', params: { id: channel.Id } }) ?? '/catalogue/channels');
}
