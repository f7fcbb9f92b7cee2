import { queryOptions, useQuery } from '@tanstack/react-query';
import { orEmpty, useApi, type ApiClient } from '@portal/api-client';
import { ChannelSchema, cataloguePaths, type Channel } from '@portal/contracts/catalogue';
import { queryKeys } from '@portal/query/keys';
import { useSession } from '@portal/session';

/** GET /reach/{scope}/api/v4/channels/{id}; null when it is missing or cannot be read (the page then goes to the dashboard). */
export function getChannel(api: ApiClient, scope: string, id: string): Promise<Channel | null> {
  return orEmpty<Channel | null>(api.get(cataloguePaths.channel(scope, id), { schema: ChannelSchema }), null);
}

export function channelQuery(api: ApiClient, scope: string | null, id: string) {
  return queryOptions({ queryKey: queryKeys.channels.detail(scope, id), queryFn: () => getChannel(api, scope ?? '', id), enabled: Boolean(scope) });
}

export function useChannel(id: string) {
  const api = useApi();
  const scope = useSession((state) => state.scope);
  return useQuery(channelQuery(api, scope, id));
}
