import { queryOptions, useQuery } from '@tanstack/react-query';
import { cataloguePaths, ChannelListResponseSchema, type Channel } from '@portal/contracts/catalogue';
import { orEmpty, useApi, type ApiClient } from '@portal/api-client';
import { useSession } from '@portal/session';

/** GET /reach/{scope}/api/v4/channels: the tenant's channels; a failure gives none. */
export async function getChannels(api: ApiClient, scope: string): Promise<Channel[]> {
  return (await orEmpty(api.get(cataloguePaths.channels(scope), { schema: ChannelListResponseSchema }), { Channels: [] })).Channels;
}

export function channelsQuery(api: ApiClient, scope: string) {
  return queryOptions({ queryKey: ['dashboard', 'channels', scope], queryFn: () => getChannels(api, scope) });
}

export function useChannels() {
  const api = useApi();
  const scope = useSession((state) => state.scope) ?? '';
  return useQuery({ ...channelsQuery(api, scope), enabled: Boolean(scope) });
}
