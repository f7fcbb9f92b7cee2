import { queryOptions, useQuery } from '@tanstack/react-query';
import { orEmpty, useApi, type ApiClient } from '@portal/api-client';
import { ChannelListResponseSchema, ChannelSchema, cataloguePaths, type Channel } from '@portal/contracts/catalogue';
import { useSession } from '@portal/session';

/** GET /reach/{scope}/api/v4/channels (decision 0004). A failure gives no channels (spec 2 §8: reads swallow errors). */
export async function getChannels(api: ApiClient, scope: string): Promise<Channel[]> {
  const response = await orEmpty(api.get(cataloguePaths.channels(scope), { schema: ChannelListResponseSchema }), { Channels: [] });
  return response.Channels;
}

/** GET /reach/{scope}/api/v4/channels/{id}; null when it is missing or cannot be read (the page then goes to the dashboard). */
export function getChannel(api: ApiClient, scope: string, id: string): Promise<Channel | null> {
  return orEmpty<Channel | null>(api.get(cataloguePaths.channel(scope, id), { schema: ChannelSchema }), null);
}

export function channelsQuery(api: ApiClient, scope: string | null) {
  return queryOptions({ queryKey: ['channels', scope] as const, queryFn: () => getChannels(api, scope ?? ''), enabled: Boolean(scope) });
}

export function channelQuery(api: ApiClient, scope: string | null, id: string) {
  return queryOptions({ queryKey: ['channels', scope, id] as const, queryFn: () => getChannel(api, scope ?? '', id), enabled: Boolean(scope) });
}

export function useChannels() {
  const api = useApi();
  const scope = useSession((state) => state.scope);
  return useQuery(channelsQuery(api, scope));
}

export function useChannel(id: string) {
  const api = useApi();
  const scope = useSession((state) => state.scope);
  return useQuery(channelQuery(api, scope, id));
}
