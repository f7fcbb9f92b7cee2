import { queryOptions, useQuery } from '@tanstack/react-query';
import { orEmpty, useApi, type ApiClient } from '@portal/api-client';
import { ChannelListResponseSchema, cataloguePaths, type Channel } from '@portal/contracts/catalogue';
import { useSession } from '@portal/session';
import { catalogueLinks } from './catalogue-links';
import { queryKeys } from './keys';

/*
 * The tenant's channels, read once for every area that shows them (the catalogue's channels page,
 * the dashboard's channels widget): one query key in the one QueryClient. A subpath: only the areas
 * that show channels load it.
 */

/** GET /reach/{scope}/api/v4/channels (decision 0004). A failure gives no channels (spec 2 §8: reads swallow errors). */
export async function getChannels(api: ApiClient, scope: string): Promise<Channel[]> {
  return (await orEmpty(api.get(cataloguePaths.channels(scope), { schema: ChannelListResponseSchema }), { Channels: [] })).Channels;
}

export function channelsQuery(api: ApiClient, scope: string | null) {
  return queryOptions({ queryKey: queryKeys.channels.list(scope), queryFn: () => getChannels(api, scope ?? ''), enabled: Boolean(scope) });
}

export function useChannels() {
  const api = useApi();
  const scope = useSession((state) => state.scope);
  return useQuery(channelsQuery(api, scope));
}

/** The catalogue filter of a channel without categories (spec 2 §2, spec 3 §2): '#' and its name without spaces. */
export function channelFilter(name: string): string {
  return `#${name.replace(/\s+/g, '')}`;
}

/** Spec 2 §2: a channel with no categories opens the catalogue filtered by its name with spaces removed; otherwise the channel page. */
export function channelHref(channel: Pick<Channel, 'Id' | 'Name' | 'Categories'>): string {
  return channel.Categories.length === 0 ? catalogueLinks.items(channelFilter(channel.Name)) : catalogueLinks.channel(channel.Id);
}
